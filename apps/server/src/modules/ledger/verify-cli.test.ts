import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabaseFromTemplate } from '../../../test/postgres-databases.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { balancesOf, postTransactionInOwnTransaction } from './service.ts';
import { depositPosting } from './test-postings.ts';

const repositoryRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const tsx = path.join(repositoryRoot, 'node_modules/.bin/tsx');
const verifyCli = fileURLToPath(new URL('./verify-cli.ts', import.meta.url));

/**
 * The database the CLI is pointed at, exactly as the server would find it: a PGlite folder in DATA_DIR, or
 * a PostgreSQL database in DATABASE_URL when the suite runs on PostgreSQL. The CLI needs it closed here first.
 */
let dataDir: string;
let postgres: { url: string; drop(): Promise<void> } | undefined;
const openTestDatabase = (): Promise<DatabaseHandle> => openDatabase(postgres ? { url: postgres.url } : { dataDir });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lodestar-ledger-cli-'));
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

it('exits 0 on a clean ledger and 1, listing the violation, on a corrupted one', async () => {
  const playerId = randomUUID();
  let database = await openTestDatabase();
  await postTransactionInOwnTransaction(database.db, depositPosting(`deposit-${playerId}`, playerId, 100n));
  const [playerCash] = await balancesOf(database.db, playerId);
  await database.close();

  const clean = await runVerifyCli();
  expect(clean.output).toContain('transactions: 1');
  expect(clean.output).toContain('accounts:     2');
  expect(clean.output).toContain('OK: every invariant holds');
  expect(clean.exitCode).toBe(0);

  database = await openTestDatabase();
  await database.db.execute(sql`update ledger_accounts set balance = balance + 1 where id = ${playerCash!.accountId}`);
  await database.close();

  const corrupted = await runVerifyCli();
  expect(corrupted.output).toContain('FAILED: 1 violation(s)');
  expect(corrupted.output).toContain(`- account ${playerCash!.accountId}: balance 101 but its entries sum to 100`);
  expect(corrupted.exitCode).toBe(1);
}, 120_000);
