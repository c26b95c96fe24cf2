import { randomUUID } from 'node:crypto';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { balancesOf, postTransactionInOwnTransaction, verifyLedger, type LedgerVerification } from './service.ts';
import { countRows, depositPosting } from './test-postings.ts';
import { rowsOf } from '../../db/sql-helpers.ts';

let t: TestApp;
let db: Database;
/** A deposit of 100 EUR: transaction id, the player's cash account and the clearing account. */
let deposit: { transactionId: number; playerAccountId: number; clearingAccountId: number };

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const playerId = randomUUID();
  const result = await postTransactionInOwnTransaction(db, depositPosting(`deposit-${playerId}`, playerId, 100n));
  const [playerCash] = await balancesOf(db, playerId);
  deposit = {
    transactionId: result.transactionId,
    playerAccountId: playerCash!.accountId,
    clearingAccountId: result.balances.find((account) => account.owner.type === 'house')!.accountId,
  };
});
afterAll(() => t.close());

/** Corrupts the ledger inside a transaction that is rolled back, so every test sees only its own damage. */
async function verifyAfterCorrupting(corrupt: (tx: Transaction) => Promise<unknown>): Promise<LedgerVerification> {
  let report: LedgerVerification | undefined;
  await db
    .transaction(async (tx) => {
      await corrupt(tx);
      report = await verifyLedger(tx);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return report!;
}

describe('verifyLedger', () => {
  it('finds no violation in a ledger written by postTransaction, and counts it', async () => {
    const report = await verifyLedger(db);

    expect(report).toEqual({
      transactions: await countRows(db, 'ledger_transactions'),
      accounts: await countRows(db, 'ledger_accounts'),
      violations: [],
    });
    expect(report.transactions).toBeGreaterThan(0);
  });

  it('reports a transaction whose entries do not sum to zero', async () => {
    const { transactionId, playerAccountId } = deposit;
    const report = await verifyAfterCorrupting(async (tx) => {
      await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, currency, amount)
                           values (${transactionId}, ${playerAccountId}, 'EUR', 7)`);
      // Keeps the balance equal to its entries, so only the unbalanced transaction is wrong.
      await tx.execute(sql`update ledger_accounts set balance = balance + 7 where id = ${playerAccountId}`);
    });

    expect(report.violations).toEqual([`transaction ${transactionId}: EUR entries sum to 7, not 0`]);
  });

  it('reports a balance that is not the sum of its entries', async () => {
    const { playerAccountId } = deposit;
    const report = await verifyAfterCorrupting((tx) =>
      tx.execute(sql`update ledger_accounts set balance = balance + 1 where id = ${playerAccountId}`),
    );

    expect(report.violations).toEqual([`account ${playerAccountId}: balance 101 but its entries sum to 100`]);
  });

  it('checks every house-game shard, not only the first', async () => {
    let skewedAccountId = 0;
    const report = await verifyAfterCorrupting(async (tx) => {
      const [row] = rowsOf<{ id: string }>(
        await tx.execute(
          sql`update ledger_accounts set balance = balance + 1 where purpose = 'house-game' and currency = 'EUR' and shard = 7 returning id`,
        ),
      );
      skewedAccountId = Number(row!.id);
    });

    expect(report.violations).toEqual([expect.stringMatching(new RegExp(`^account ${skewedAccountId}: balance 1 but its entries sum to 0$`))]);
  });

  it('reports a transaction of a single entry', async () => {
    const { playerAccountId } = deposit;
    let loneTransactionId = 0;
    const report = await verifyAfterCorrupting(async (tx) => {
      const [row] = rowsOf<{ id: string }>(
        await tx.execute(sql`insert into ledger_transactions (idempotency_key, kind) values ('lone', 'adjustment') returning id`),
      );
      loneTransactionId = Number(row!.id);
      // An entry of 0 keeps every sum intact: only the entry count is wrong.
      await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, currency, amount)
                           values (${loneTransactionId}, ${playerAccountId}, 'EUR', 0)`);
    });

    expect(report.violations).toEqual([`transaction ${loneTransactionId}: 1 entry, at least 2 needed`]);
  });

  it('reports an entry in another currency than its account', async () => {
    const { transactionId, playerAccountId } = deposit;
    const report = await verifyAfterCorrupting((tx) =>
      tx.execute(sql`update ledger_entries set currency = 'BTC' where account_id = ${playerAccountId} and transaction_id = ${transactionId}`),
    );

    expect(report.violations).toEqual([
      `transaction ${transactionId}: BTC entries sum to 100, not 0`,
      `transaction ${transactionId}: EUR entries sum to -100, not 0`,
      expect.stringMatching(new RegExp(`^entry \\d+ of transaction ${transactionId}: currency BTC but account ${playerAccountId} is in EUR$`)),
    ]);
  });

  it('reports a negative player balance once the database constraints are gone', async () => {
    const { transactionId, playerAccountId, clearingAccountId } = deposit;
    const report = await verifyAfterCorrupting(async (tx) => {
      await tx.execute(sql`alter table ledger_accounts drop constraint ledger_accounts_balance_not_negative`);
      // Turns the deposit of 100 into a payout of 50 the player never had, entries and balances alike.
      await tx.execute(sql`update ledger_entries set amount = -50 where transaction_id = ${transactionId} and account_id = ${playerAccountId}`);
      await tx.execute(sql`update ledger_entries set amount = 50 where transaction_id = ${transactionId} and account_id = ${clearingAccountId}`);
      await tx.execute(sql`update ledger_accounts set balance = -50 where id = ${playerAccountId}`);
      await tx.execute(sql`update ledger_accounts set balance = balance + 150 where id = ${clearingAccountId}`);
    });

    expect(report.violations).toEqual([`account ${playerAccountId}: player balance -50 is negative`]);
  });
});
