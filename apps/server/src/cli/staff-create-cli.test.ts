import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabaseFromTemplate, onPostgres } from '../../test/postgres-databases.ts';
import { openDatabase } from '../db/client.ts';
import { staffMembers, staffSetupTokens } from '../db/schema.ts';
import { hashSecretToken } from '../platform/secret-tokens.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
let dataDir: string;
let postgres: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lodestar-staff-cli-'));
  if (onPostgres) postgres = await createDatabaseFromTemplate(process.env.TEST_DATABASE_URL!);
});
afterAll(async () => {
  await postgres?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

function staffCreate(args: string[]): Promise<{ exitCode: number; output: string }> {
  const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '', PUBLIC_URL: 'https://casino.test' };
  return new Promise((resolve) => {
    execFile(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'apps/server/src/cli/staff-create-cli.ts'), ...args],
      { cwd: root, env },
      (error, stdout, stderr) => {
        resolve({ exitCode: error ? (typeof error.code === 'number' ? error.code : -1) : 0, output: stdout + stderr });
      },
    );
  });
}

it('creates a staff account and prints its one-time setup link, storing only the link hash; refuses a bad role and a second account for one email', async () => {
  const created = await staffCreate(['--email', 'Ops@Casino.test', '--role', 'finance']);
  expect(created.exitCode).toBe(0);
  const token = /https:\/\/casino\.test\/admin\/setup\/([\w-]{43})/.exec(created.output)?.[1];
  expect(token, created.output).toBeDefined();

  const database = await openDatabase(postgres ? { url: postgres.url } : { dataDir });
  try {
    const [member] = await database.db.select().from(staffMembers);
    expect(member).toMatchObject({ email: 'ops@casino.test', role: 'finance', passwordHash: null, enabled: true });
    const [setup] = await database.db.select().from(staffSetupTokens);
    expect(setup).toMatchObject({ staffId: member!.id, tokenHash: hashSecretToken(token!), usedAt: null });
  } finally {
    await database.close();
  }

  const badRole = await staffCreate(['--email', 'x@casino.test', '--role', 'owner']);
  expect(badRole).toMatchObject({ exitCode: 1, output: expect.stringContaining('usage: npm run staff:create') });
  const twice = await staffCreate(['--email', 'ops@casino.test', '--role', 'admin']);
  expect(twice).toMatchObject({ exitCode: 1, output: expect.stringContaining('exists already') });
}, 120_000);
