import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useVerifyCli } from '../../../test/verify-cli-kit.ts';
import { balancesOf, postTransactionInOwnTransaction } from './service.ts';
import { ledgerChecks } from './schema.ts';
import { depositPosting } from './test-postings.ts';

const { openTestDatabase, runVerifyCli } = useVerifyCli(fileURLToPath(new URL('./verify-cli.ts', import.meta.url)));

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

  // Both runs are recorded for the back office, the latest last.
  database = await openTestDatabase();
  const recorded = await database.db.select().from(ledgerChecks).orderBy(ledgerChecks.id);
  await database.close();
  expect(recorded.map(({ source, transactions, violations }) => ({ source, transactions, failures: violations.length }))).toEqual([
    { source: 'command', transactions: 1, failures: 0 },
    { source: 'command', transactions: 1, failures: 1 },
  ]);
}, 120_000);
