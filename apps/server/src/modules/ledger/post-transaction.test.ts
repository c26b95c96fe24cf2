import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { sqlStateOf } from '../../db/sql-helpers.ts';
import { IdempotencyConflict, InsufficientFunds } from '../../platform/domain-errors.ts';
import { registerErrorHandler } from '../../platform/error-handler.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './schema.ts';
import {
  balanceOf,
  balancesOf,
  postTransaction,
  postTransactionInOwnTransaction,
  UnbalancedTransaction,
  verifyLedger,
  type Posting,
} from './service.ts';
import { betPosting, countRows, depositPosting, houseAccount, playerAccount } from './test-postings.ts';

let t: TestApp;
let db: Database;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

const post = (posting: Posting) => postTransactionInOwnTransaction(db, posting);
const transactionsWithKey = (key: string) => db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key));
const clearing = houseAccount('payments-clearing');
const houseGame = houseAccount('house-game');

describe('postTransaction', () => {
  it('moves a deposit from payments clearing to the player cash and reports the new balances', async () => {
    const playerId = randomUUID();
    const clearingBefore = await balanceOf(db, clearing);

    const result = await post({ ...depositPosting('deposit-basic', playerId, 2500n), metadata: { gateway: 'sandbox' } });

    expect(result.replayed).toBe(false);
    expect(await balanceOf(db, playerAccount(playerId))).toBe(2500n);
    expect(await balanceOf(db, clearing)).toBe(clearingBefore - 2500n);
    expect(result.balances).toHaveLength(2);
    expect(result.balances).toContainEqual(
      expect.objectContaining({ owner: { type: 'player', playerId }, currency: 'EUR', purpose: 'cash', balance: 2500n }),
    );
    expect(result.balances).toContainEqual(
      expect.objectContaining({ owner: { type: 'house' }, purpose: 'payments-clearing', balance: clearingBefore - 2500n }),
    );

    const [transaction] = await transactionsWithKey('deposit-basic');
    expect(transaction).toMatchObject({
      id: result.transactionId,
      kind: 'deposit',
      referenceType: 'payment',
      referenceId: 'deposit-basic',
      metadata: { gateway: 'sandbox' },
    });
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, result.transactionId));
    expect(entries.map((entry) => entry.amount).sort()).toEqual([-2500n, 2500n]);
    expect(entries.every((entry) => entry.currency === 'EUR')).toBe(true);
  });

  it('creates player accounts that may not go negative and house accounts that may', async () => {
    const playerId = randomUUID();
    await post({
      ...depositPosting(`deposit-${playerId}`, playerId, 10n, 'BTC'),
    });
    const rows = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.currency, 'BTC'));
    expect(rows.find((row) => row.ownerId === playerId)).toMatchObject({ ownerType: 'player', purpose: 'cash', allowNegative: false });
    expect(rows.find((row) => row.ownerId === null && row.purpose === 'payments-clearing')).toMatchObject({
      ownerType: 'house',
      allowNegative: true,
    });
  });

  it('treats the same key with the same legs, in any order, as a replay that moves nothing', async () => {
    const playerId = randomUUID();
    const posting = depositPosting('deposit-replayed', playerId, 700n);
    const first = await post(posting);
    const clearingAfterFirst = await balanceOf(db, clearing);

    const replay = await post({ ...posting, legs: [...posting.legs].reverse() });

    expect(replay).toMatchObject({ transactionId: first.transactionId, replayed: true });
    expect(replay.balances).toEqual(first.balances);
    expect(await balanceOf(db, playerAccount(playerId))).toBe(700n);
    expect(await balanceOf(db, clearing)).toBe(clearingAfterFirst);
    expect(await transactionsWithKey('deposit-replayed')).toHaveLength(1);
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, first.transactionId))).toHaveLength(2);
  });

  it('refuses the same key with other legs as an idempotency conflict', async () => {
    const playerId = randomUUID();
    await post(depositPosting('deposit-conflicting', playerId, 700n));

    const conflict = post(depositPosting('deposit-conflicting', playerId, 701n));

    await expect(conflict).rejects.toBeInstanceOf(IdempotencyConflict);
    await expect(conflict).rejects.toMatchObject({ kind: 'conflict', code: 'IDEMPOTENCY_CONFLICT' });
    expect(await balanceOf(db, playerAccount(playerId))).toBe(700n);
    expect(await transactionsWithKey('deposit-conflicting')).toHaveLength(1);
  });

  it('refuses unbalanced legs and writes nothing', async () => {
    const playerId = randomUUID();
    const player = playerAccount(playerId);
    const accountsBefore = await countRows(db, 'ledger_accounts');
    const refused: Array<Posting['legs']> = [
      [{ account: player, amount: 5n }],
      [
        { account: clearing, amount: -5n },
        { account: player, amount: 4n },
      ],
      [
        { account: clearing, amount: 0n },
        { account: player, amount: 0n },
      ],
      // Balanced in total, but not per currency.
      [
        { account: houseAccount('payments-clearing', 'BTC'), amount: -5n },
        { account: player, amount: 5n },
      ],
    ];
    for (const legs of refused) {
      await expect(post({ idempotencyKey: 'unbalanced', kind: 'deposit', legs })).rejects.toBeInstanceOf(UnbalancedTransaction);
    }
    expect(await transactionsWithKey('unbalanced')).toHaveLength(0);
    expect(await countRows(db, 'ledger_accounts')).toBe(accountsBefore);
  });

  it('refuses an overdraft with InsufficientFunds and writes nothing, even when a later account fails', async () => {
    const playerId = randomUUID();
    await post(depositPosting(`cash-${playerId}`, playerId, 100n));
    await post({
      idempotencyKey: `bonus-${playerId}`,
      kind: 'bonus-grant',
      legs: [
        { account: houseAccount('bonus-cost'), amount: -10n },
        { account: playerAccount(playerId, 'bonus'), amount: 10n },
      ],
    });
    const cashAccount = (await balancesOf(db, playerId)).find((account) => account.purpose === 'cash')!;
    const bonusAccount = (await balancesOf(db, playerId)).find((account) => account.purpose === 'bonus')!;
    // Accounts are updated in id order: cash is debited first and succeeds, the bonus debit then fails.
    expect(cashAccount.accountId).toBeLessThan(bonusAccount.accountId);
    const houseGameBefore = await balanceOf(db, houseGame);
    const [transactionsBefore, entriesBefore] = [await countRows(db, 'ledger_transactions'), await countRows(db, 'ledger_entries')];

    const overdraft = post({
      idempotencyKey: `bet-${playerId}`,
      kind: 'bet',
      legs: [
        { account: playerAccount(playerId, 'cash'), amount: -50n },
        { account: playerAccount(playerId, 'bonus'), amount: -20n },
        { account: houseGame, amount: 70n },
      ],
    });

    await expect(overdraft).rejects.toBeInstanceOf(InsufficientFunds);
    await expect(overdraft).rejects.toMatchObject({ kind: 'insufficient-funds', code: 'NOT_ENOUGH_MONEY', message: 'Not enough money' });
    expect(await transactionsWithKey(`bet-${playerId}`)).toHaveLength(0);
    expect(await countRows(db, 'ledger_transactions')).toBe(transactionsBefore);
    expect(await countRows(db, 'ledger_entries')).toBe(entriesBefore);
    expect(await balanceOf(db, playerAccount(playerId, 'cash'))).toBe(100n);
    expect(await balanceOf(db, playerAccount(playerId, 'bonus'))).toBe(10n);
    expect(await balanceOf(db, houseGame)).toBe(houseGameBefore);
  });

  it('leaves nothing of a refused posting behind when the caller catches the error and commits its own work', async () => {
    const playerId = randomUUID();
    await post(depositPosting(`cash-${playerId}`, playerId, 30n));

    await db.transaction(async (tx) => {
      await expect(postTransaction(tx, betPosting(`bet-${playerId}`, playerId, 31n))).rejects.toBeInstanceOf(InsufficientFunds);
      await postTransaction(tx, betPosting(`smaller-bet-${playerId}`, playerId, 30n));
    });

    expect(await transactionsWithKey(`bet-${playerId}`)).toHaveLength(0);
    expect(await transactionsWithKey(`smaller-bet-${playerId}`)).toHaveLength(1);
    expect(await balanceOf(db, playerAccount(playerId))).toBe(0n);
    expect((await verifyLedger(db)).violations).toEqual([]);
  });

  it('lets house accounts go negative', async () => {
    const playerId = randomUUID();
    const jackpot = houseAccount('jackpot', 'DOG');
    const jackpotBefore = await balanceOf(db, jackpot);

    await post({
      idempotencyKey: `jackpot-win-${playerId}`,
      kind: 'win',
      legs: [
        { account: jackpot, amount: -(jackpotBefore + 1_000_000n) },
        { account: playerAccount(playerId, 'cash', 'DOG'), amount: jackpotBefore + 1_000_000n },
      ],
    });

    expect(await balanceOf(db, jackpot)).toBe(-1_000_000n);
    expect((await verifyLedger(db)).violations).toEqual([]);
  });

  it('has the database itself refuse a negative player balance', async () => {
    const playerId = randomUUID();
    await post(depositPosting(`cash-${playerId}`, playerId, 5n));
    const [account] = await balancesOf(db, playerId);

    const directUpdate = db.execute(sql`update ledger_accounts set balance = -1 where id = ${account!.accountId}`);

    await expect(directUpdate.catch(sqlStateOf)).resolves.toBe('23514'); // check_violation
    expect(await balanceOf(db, playerAccount(playerId))).toBe(5n);
  });

  it('answers InsufficientFunds over HTTP with 400 NOT_ENOUGH_MONEY', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/bet', () => {
      throw new InsufficientFunds('Not enough money');
    });

    const response = await app.inject({ method: 'GET', url: '/bet' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Not enough money', code: 'NOT_ENOUGH_MONEY' });
    await app.close();
  });
});
