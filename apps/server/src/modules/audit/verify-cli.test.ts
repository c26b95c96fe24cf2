import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabaseFromTemplate } from '../../../test/postgres-databases.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { appendAudit } from './service.ts';

const repositoryRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const tsx = path.join(repositoryRoot, 'node_modules/.bin/tsx');
const verifyCli = fileURLToPath(new URL('./verify-cli.ts', import.meta.url));

let dataDir: string;
let postgres: { url: string; drop(): Promise<void> } | undefined;
const openTestDatabase = (): Promise<DatabaseHandle> => openDatabase(postgres ? { url: postgres.url } : { dataDir });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lodestar-audit-cli-'));
  if (process.env.LODESTAR_TEST_DB === 'postgres') postgres = await createDatabaseFromTemplate(process.env.TEST_DATABASE_URL!);
});
afterAll(async () => {
  await postgres?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

function runVerifyCli(): Promise<{ exitCode: number; output: string }> {
  const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' };
  return new Promise((resolve) => {
    execFile(tsx, [verifyCli], { cwd: repositoryRoot, env }, (error, stdout, stderr) => {
      const exitCode = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ exitCode, output: stdout + stderr });
    });
  });
}

it('exits 0 on an intact log and 1, naming the first broken row, after a row is tampered with', async () => {
  let database = await openTestDatabase();
  for (const action of ['kyc.approve', 'withdrawal.approve', 'balance.adjust']) {
    await appendAudit(database.db, { staffId: null, tokenId: null, action, target: null, details: {}, outcome: 'ok' });
  }
  await database.close();

  const intact = await runVerifyCli();
  expect(intact.output).toContain('OK: 3 row(s), the chain is intact');
  expect(intact.exitCode).toBe(0);

  database = await openTestDatabase();
  await database.db.execute(sql`update audit_log set action = 'nothing to see' where seq = 2`);
  await database.close();

  const tampered = await runVerifyCli();
  expect(tampered.output).toContain('FAILED after 1 intact row(s): row 2 was edited: its content does not match its hash');
  expect(tampered.exitCode).toBe(1);
}, 120_000);
