import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { InsufficientFunds } from '../../platform/domain-errors.ts';
import { ledgerEntries, ledgerTransactions } from './schema.ts';
import { balanceOf, postTransactionInOwnTransaction, verifyLedger, type PostingResult } from './service.ts';
import { betPosting, depositPosting, playerAccount } from './test-postings.ts';

// On PostgreSQL these postings really race on the pool's connections; PGlite runs them one after another.

let t: TestApp;
let db: Database;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

const ATTEMPTS = 100;

const fulfilledValues = <T>(settled: Array<PromiseSettledResult<T>>) =>
  settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
const rejectionReasons = (settled: Array<PromiseSettledResult<unknown>>) =>
  settled.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));

it('lets exactly as many concurrent debits through as the balance covers, and never overdraws', async () => {
  const playerId = randomUUID();
  await postTransactionInOwnTransaction(db, depositPosting(`fund-${playerId}`, playerId, 5000n));
  const startedAt = performance.now();

  const settled = await Promise.allSettled(
    Array.from({ length: ATTEMPTS }, (_, attempt) => postTransactionInOwnTransaction(db, betPosting(`bet-${playerId}-${attempt}`, playerId, 100n))),
  );

  const elapsedMs = Math.round(performance.now() - startedAt);
  const successes = fulfilledValues(settled);
  const failures = rejectionReasons(settled);
  const finalBalance = await balanceOf(db, playerAccount(playerId));
  const verification = await verifyLedger(db);
  console.log(
    `[ledger concurrency, ${t.database.kind}] debits: attempts=${ATTEMPTS} successes=${successes.length} ` +
      `insufficient-funds=${failures.length} final-balance=${finalBalance} ` +
      `verify-violations=${verification.violations.length} elapsed-ms=${elapsedMs}`,
  );

  expect(successes).toHaveLength(50);
  expect(failures).toHaveLength(50);
  expect(failures.every((reason) => reason instanceof InsufficientFunds)).toBe(true);
  expect(finalBalance).toBe(0n);
  // Each success saw a distinct balance on the way down: no two debits read the same balance.
  const playerBalancesSeen = successes.map(cashBalanceIn).sort((a, b) => Number(b - a));
  expect(playerBalancesSeen).toEqual(Array.from({ length: 50 }, (_, index) => 4900n - 100n * BigInt(index)));
  expect(verification.violations).toEqual([]);
});

it('posts one key exactly once however many concurrent replays arrive, even on accounts that do not exist yet', async () => {
  const playerId = randomUUID();
  const posting = depositPosting(`deposit-${playerId}`, playerId, 250n);
  const startedAt = performance.now();

  const settled = await Promise.allSettled(Array.from({ length: ATTEMPTS }, () => postTransactionInOwnTransaction(db, posting)));

  const elapsedMs = Math.round(performance.now() - startedAt);
  const results = fulfilledValues(settled);
  const firstPostings = results.filter((result) => !result.replayed);
  const finalBalance = await balanceOf(db, playerAccount(playerId));
  const verification = await verifyLedger(db);
  console.log(
    `[ledger concurrency, ${t.database.kind}] replays of one key: attempts=${ATTEMPTS} fulfilled=${results.length} ` +
      `postings=${firstPostings.length} replays=${results.length - firstPostings.length} final-balance=${finalBalance} ` +
      `verify-violations=${verification.violations.length} elapsed-ms=${elapsedMs}`,
  );

  expect(rejectionReasons(settled)).toEqual([]);
  expect(firstPostings).toHaveLength(1);
  expect(new Set(results.map((result) => result.transactionId))).toEqual(new Set([firstPostings[0]!.transactionId]));
  expect(finalBalance).toBe(250n);
  const stored = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, posting.idempotencyKey));
  expect(stored).toHaveLength(1);
  expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, stored[0]!.id))).toHaveLength(2);
  expect(verification.violations).toEqual([]);
});

function cashBalanceIn(result: PostingResult): bigint {
  return result.balances.find((account) => account.owner.type === 'player')!.balance;
}
