import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FREE_SPIN_GAME_ID, providerWalletPaths } from '@lodestar/contracts';
import { ledgerTransactions, providerTransactions } from '../../db/schema.ts';
import { createCurrenciesService } from '../currencies/index.ts';
import { verifyLedger } from '../ledger/index.ts';
import { WALLET_TEST_GAME } from '../provider-wallet/provider-wallet-test-kit.ts';
import { responsibleGamblingTestKit } from '../responsible-gambling/responsible-gambling-test-kit.ts';
import { createBetHooks } from './bet-hooks.ts';
import { forfeitPromotion, grantActivePromotion, promotionRow } from './bet-hooks-test-kit.ts';
import { fundCash, useBetHooksTestApp } from './bet-hooks-wallet-test-kit.ts';

const statements: string[] = [];
const { t, playerWithCash, seatAt, balances, bet, win, rollback, call, play } = useBetHooksTestApp(
  {},
  { logQuery: (query) => statements.push(query) },
);
const rg = responsibleGamblingTestKit(t);

/** A player with cash and an active promotion, seated at a game; transaction ids of its own. */
async function promoted(cash: bigint, grant: Omit<Parameters<typeof grantActivePromotion>[1], 'playerId'>, gameId = WALLET_TEST_GAME) {
  const player = await playerWithCash(cash);
  const promotionId = await grantActivePromotion(t.database.db, { ...grant, playerId: player.playerId });
  const base = await seatAt(player.playerId, gameId);
  const prefix = randomUUID();
  return { ...player, promotionId, base, id: (name: string) => `${prefix}:${name}` };
}

const betRow = async (transaction: string) =>
  (await t.database.db.select().from(providerTransactions).where(eq(providerTransactions.transactionUuid, transaction)))[0];
const ledgerClean = async () => expect((await verifyLedger(t.database.db)).violations).toEqual([]);

describe('a stake while a bonus is being wagered', () => {
  it('is paid from cash first, then bonus; wins return in its proportion; a rollback returns exactly its split', async () => {
    const p = await promoted(300n, { bonus: 1000n });
    // Providers see what may be staked: cash plus bonus.
    expect(await bet(p.base, p.id('b1'), 200, { round: 'r1' })).toMatchObject({ status: 'RS_OK', balance: 1100 });
    expect(await bet(p.base, p.id('b2'), 300, { round: 'r2' })).toMatchObject({ status: 'RS_OK', balance: 800 });
    expect(await balances(p.playerId)).toMatchObject({ cash: 0n, bonus: 800n });
    expect(await betRow(p.id('b1'))).toMatchObject({ bonusAmount: 0n, freeSpin: false, playerPromotionId: p.promotionId });
    expect(await betRow(p.id('b2'))).toMatchObject({ bonusAmount: 200n, freeSpin: false, playerPromotionId: p.promotionId });
    expect((await promotionRow(t.database.db, p.promotionId)).wagered).toBe(500n);

    // 601 on a stake of 100 cash + 200 bonus: 400 (rounded down) to bonus, the rest to cash.
    expect(await win(p.base, p.id('w2'), p.id('b2'), 601, 'r2')).toMatchObject({ status: 'RS_OK', balance: 1401 });
    expect(await balances(p.playerId)).toMatchObject({ cash: 201n, bonus: 1200n });
    expect((await rollback(p.base, p.id('rb1'), p.id('b1'), 'r1')).status).toBe('RS_OK');
    expect(await balances(p.playerId)).toMatchObject({ cash: 401n, bonus: 1200n });
    // The rolled-back stake no longer counts towards wagering.
    expect((await promotionRow(t.database.db, p.promotionId)).wagered).toBe(300n);
    await ledgerClean();
  });

  it("writes a new stake's split with its row: no statement writes it afterwards", async () => {
    const p = await promoted(100n, { bonus: 1000n });
    const writesASplit = (query: string) => /^update "provider_transactions" set "bonus_amount"/.test(query.trimStart());
    statements.length = 0;
    expect(await bet(p.base, p.id('b'), 300)).toMatchObject({ status: 'RS_OK', balance: 800 });
    // And in a play call, its win routed by the split it reads (20 of 50 back to the bonus).
    expect(await play(p.base, p.id('pb'), 50, 20, { round: 'r2' })).toMatchObject({ status: 'RS_OK', balance: 770 });
    expect(await betRow(p.id('b'))).toMatchObject({ bonusAmount: 200n, freeSpin: false, playerPromotionId: p.promotionId });
    expect(await betRow(p.id('pb'))).toMatchObject({ bonusAmount: 50n, freeSpin: false, playerPromotionId: p.promotionId });
    expect(statements.filter(writesASplit)).toEqual([]);
  });

  it('refuses a stake above the bonus maximum, moving nothing and keeping the transaction id unused', async () => {
    const p = await promoted(5000n, { bonus: 1000n, maxStake: 500n });
    const before = await balances(p.playerId);
    expect(await bet(p.base, p.id('big'), 501)).toMatchObject({ status: 'RS_ERROR_LIMIT_REACHED' });
    expect(await balances(p.playerId)).toEqual(before);
    expect(await betRow(p.id('big'))).toBeUndefined();
    expect((await promotionRow(t.database.db, p.promotionId)).wagered).toBe(0n);
    // The limit is the bonus's: the same id at the maximum goes through.
    expect(await bet(p.base, p.id('big'), 500)).toMatchObject({ status: 'RS_OK', balance: 5500 });
  });

  it('counts an instant game 10 % towards wagering, a slot 100 %', async () => {
    const p = await promoted(2000n, { bonus: 1000n }, 'lodestar:dice');
    expect((await bet(p.base, p.id('dice'), 500)).status).toBe('RS_OK');
    expect((await promotionRow(t.database.db, p.promotionId)).wagered).toBe(50n);
    const slot = await seatAt(p.playerId, WALLET_TEST_GAME);
    expect((await bet(slot, p.id('slot'), 500)).status).toBe('RS_OK');
    expect((await promotionRow(t.database.db, p.promotionId)).wagered).toBe(550n);
  });

  it('turns the remaining bonus into cash in the bet that meets the wagering; later wins of bonus stakes are cash', async () => {
    const p = await promoted(300n, { bonus: 1000n, wageringRequired: 600n });
    expect((await bet(p.base, p.id('b1'), 500, { round: 'r1' })).status).toBe('RS_OK');
    expect(await balances(p.playerId)).toMatchObject({ cash: 0n, bonus: 800n });
    expect((await promotionRow(t.database.db, p.promotionId)).status).toBe('active');
    expect((await bet(p.base, p.id('b2'), 500, { round: 'r2' })).status).toBe('RS_OK');
    expect(await balances(p.playerId)).toMatchObject({ cash: 300n, bonus: 0n });
    expect(await promotionRow(t.database.db, p.promotionId)).toMatchObject({ status: 'completed', wagered: 1000n });
    const completions = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.idempotencyKey, `promotion:complete:${p.promotionId}`), eq(ledgerTransactions.kind, 'promotion-complete')));
    expect(completions).toHaveLength(1);
    // The stake was all bonus; the promotion completed, so its win is cash. No maximum applies any more.
    expect((await win(p.base, p.id('w2'), p.id('b2'), 1000, 'r2')).balance).toBe(1300);
    expect((await bet(p.base, p.id('b3'), 1300, { round: 'r3' })).status).toBe('RS_OK');
    await ledgerClean();
  });

  it('sends the bonus share of wins and rollbacks of a forfeited promotion to the house, never to cash', async () => {
    const p = await promoted(0n, { bonus: 1000n });
    expect((await bet(p.base, p.id('b1'), 500, { round: 'r1' })).status).toBe('RS_OK');
    expect((await bet(p.base, p.id('b2'), 400, { round: 'r2' })).status).toBe('RS_OK');
    await forfeitPromotion(t.database.db, p.promotionId, 'forfeited');
    expect(await balances(p.playerId)).toMatchObject({ cash: 0n, bonus: 0n });
    expect(await win(p.base, p.id('w1'), p.id('b1'), 1500, 'r1')).toMatchObject({ status: 'RS_OK', balance: 0 });
    expect(await rollback(p.base, p.id('rb2'), p.id('b2'), 'r2')).toMatchObject({ status: 'RS_OK', balance: 0 });
    expect(await balances(p.playerId)).toMatchObject({ cash: 0n, bonus: 0n });
    // With the bonus gone, a stake is cash only.
    expect((await bet(p.base, p.id('b3'), 100, { round: 'r3' })).status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    await ledgerClean();
  });

  it('splits a progressive jackpot won on a bonus stake like any win: the bonus share stays bonus', async () => {
    const p = await promoted(0n, { bonus: 1000n });
    const contributed = await call(providerWalletPaths.bet, {
      ...p.base,
      transaction_uuid: p.id('jb'),
      round: 'j1',
      amount: 100,
      currency: 'EUR',
      jackpot_contribution: 10,
    });
    expect(contributed.status).toBe('RS_OK');
    const hit = await call(providerWalletPaths.win, {
      ...p.base,
      transaction_uuid: p.id('jw'),
      reference_transaction_uuid: p.id('jb'),
      round: 'j1',
      round_closed: true,
      amount: 0,
      currency: 'EUR',
      jackpot: true,
    });
    expect(hit.status).toBe('RS_OK');
    expect(await balances(p.playerId)).toMatchObject({ cash: 0n, bonus: 900n + BigInt(hit.jackpot_amount!) });
    await ledgerClean();
  });

  it('pays nothing from the bonus of a promotion past its days, even before the expiry job ran', async () => {
    const p = await promoted(0n, { bonus: 1000n, expiresAt: new Date(Date.now() - 1000) });
    expect((await bet(p.base, p.id('b1'), 100)).status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    expect(await balances(p.playerId)).toMatchObject({ cash: 0n, bonus: 1000n });
    // Paid from cash, the bet is still answered with the bonus its promotion holds until the expiry job forfeits it.
    await fundCash(t, p.playerId, 500n);
    expect(await bet(p.base, p.id('b2'), 100)).toMatchObject({ status: 'RS_OK', balance: 400 + 1000 });
    expect(await balances(p.playerId)).toMatchObject({ cash: 400n, bonus: 1000n });
  });

  it('replays a bet, a win and a rollback with a split without moving money twice', async () => {
    const p = await promoted(100n, { bonus: 1000n });
    const placed = await bet(p.base, p.id('b1'), 300, { round: 'r1' });
    expect(await bet(p.base, p.id('b1'), 300, { round: 'r1' })).toMatchObject({ status: 'RS_OK', balance: placed.balance });
    // The same id as a free spin is another call.
    expect((await bet(p.base, p.id('b1'), 300, { round: 'r1', free: true })).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    const paid = await win(p.base, p.id('w1'), p.id('b1'), 900, 'r1');
    expect(await win(p.base, p.id('w1'), p.id('b1'), 900, 'r1')).toMatchObject({ status: 'RS_OK', balance: paid.balance });
    expect(await balances(p.playerId)).toMatchObject({ cash: 300n, bonus: 1400n });
    expect((await bet(p.base, p.id('b2'), 300, { round: 'r2' })).status).toBe('RS_OK');
    const undone = await rollback(p.base, p.id('rb2'), p.id('b2'), 'r2');
    expect(await rollback(p.base, p.id('rb2'), p.id('b2'), 'r2')).toMatchObject({ status: 'RS_OK', balance: undone.balance });
    expect(await rollback(p.base, p.id('rb2b'), p.id('b2'), 'r2')).toMatchObject({ status: 'RS_OK' });
    expect(await balances(p.playerId)).toMatchObject({ cash: 300n, bonus: 1400n });
    expect((await promotionRow(t.database.db, p.promotionId)).wagered).toBe(300n);
    await ledgerClean();
  });

  it('takes concurrent stakes on one bonus one at a time: never more than the bonus holds', async () => {
    const p = await promoted(0n, { bonus: 1000n });
    const answers = await Promise.all(Array.from({ length: 5 }, (_, index) => bet(p.base, p.id(`c${index}`), 300, { round: `c${index}` })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual(['RS_ERROR_NOT_ENOUGH_MONEY', 'RS_ERROR_NOT_ENOUGH_MONEY', 'RS_OK', 'RS_OK', 'RS_OK']);
    expect(await balances(p.playerId)).toMatchObject({ cash: 0n, bonus: 100n });
    expect((await promotionRow(t.database.db, p.promotionId)).wagered).toBe(900n);
    await ledgerClean();
  });
});

describe('free spins', () => {
  const spinGrant = { freeSpins: 2, freeSpinStake: 10n };

  it('are paid by the house, their wins held until the last spin is settled, then unlocked as bonus to wager', async () => {
    const p = await promoted(1000n, spinGrant, FREE_SPIN_GAME_ID);
    expect(await bet(p.base, p.id('s1'), 10, { round: 's1', free: true })).toMatchObject({ status: 'RS_OK', balance: 1000 });
    expect(await betRow(p.id('s1'))).toMatchObject({ freeSpin: true, bonusAmount: 0n, playerPromotionId: p.promotionId });
    expect((await win(p.base, p.id('w1'), p.id('s1'), 50, 's1')).balance).toBe(1000);
    expect(await balances(p.playerId)).toEqual({ cash: 1000n, bonus: 0n, freeSpin: 50n });
    expect(await promotionRow(t.database.db, p.promotionId)).toMatchObject({ freeSpinsLeft: 1, freeSpinWinnings: 50n, wagered: 0n });

    expect((await bet(p.base, p.id('s2'), 10, { round: 's2', free: true })).status).toBe('RS_OK');
    // Still held while the last spin's round is open.
    expect(await balances(p.playerId)).toMatchObject({ freeSpin: 50n, bonus: 0n });
    expect((await win(p.base, p.id('w2'), p.id('s2'), 0, 's2')).balance).toBe(1050);
    expect(await balances(p.playerId)).toEqual({ cash: 1000n, bonus: 50n, freeSpin: 0n });
    expect(await promotionRow(t.database.db, p.promotionId)).toMatchObject({
      status: 'active',
      freeSpinsLeft: 0,
      freeSpinWinnings: 0n,
      wageringRequired: 500n,
    });
    expect((await bet(p.base, p.id('s3'), 10, { round: 's3', free: true })).status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    await ledgerClean();
  });

  it('are refused on another game or at another stake, moving nothing; a rollback gives the spin back', async () => {
    const p = await promoted(1000n, spinGrant, FREE_SPIN_GAME_ID);
    const elsewhere = await seatAt(p.playerId, WALLET_TEST_GAME);
    expect((await bet(elsewhere, p.id('x1'), 10, { free: true })).status).toBe('RS_ERROR_INVALID_GAME');
    expect((await bet(p.base, p.id('x2'), 20, { free: true })).status).toBe('RS_ERROR_LIMIT_REACHED');
    expect((await promotionRow(t.database.db, p.promotionId)).freeSpinsLeft).toBe(2);
    expect(await balances(p.playerId)).toEqual({ cash: 1000n, bonus: 0n, freeSpin: 0n });

    expect((await bet(p.base, p.id('s1'), 10, { round: 's1', free: true })).status).toBe('RS_OK');
    expect((await rollback(p.base, p.id('rb1'), p.id('s1'), 's1')).status).toBe('RS_OK');
    expect((await promotionRow(t.database.db, p.promotionId)).freeSpinsLeft).toBe(2);
    expect(await balances(p.playerId)).toEqual({ cash: 1000n, bonus: 0n, freeSpin: 0n });
    await ledgerClean();
  });

  it('count for no wager limit, but a self-excluded player cannot play them', async () => {
    const p = await promoted(1000n, spinGrant, FREE_SPIN_GAME_ID);
    await rg.setLimit(p.cookie, { kind: 'wager', period: 'day', amount: '0.10' });
    expect((await bet(p.base, p.id('s1'), 10, { round: 's1', free: true })).status).toBe('RS_OK');
    expect((await rg.limitOf(p.cookie, 'wager', 'day')).used).toBe('0.00');
    expect((await win(p.base, p.id('w1'), p.id('s1'), 30, 's1')).status).toBe('RS_OK');
    expect((await rg.selfExclude(p.cookie, '24-hours')).statusCode).toBe(200);
    expect((await bet(p.base, p.id('s2'), 10, { round: 's2', free: true })).status).toBe('RS_ERROR_USER_DISABLED');
    expect((await promotionRow(t.database.db, p.promotionId)).freeSpinsLeft).toBe(1);
  });

  it('won after the promotion was forfeited go to the house', async () => {
    const p = await promoted(0n, spinGrant, FREE_SPIN_GAME_ID);
    expect((await bet(p.base, p.id('s1'), 10, { round: 's1', free: true })).status).toBe('RS_OK');
    expect((await win(p.base, p.id('w1'), p.id('s1'), 40, 's1')).status).toBe('RS_OK');
    expect((await bet(p.base, p.id('s2'), 10, { round: 's2', free: true })).status).toBe('RS_OK');
    await forfeitPromotion(t.database.db, p.promotionId, 'expired');
    expect((await win(p.base, p.id('w2'), p.id('s2'), 70, 's2')).status).toBe('RS_OK');
    expect(await balances(p.playerId)).toEqual({ cash: 0n, bonus: 0n, freeSpin: 0n });
    await ledgerClean();
  });
});

/** The win of a play call routes on the promotion as its bet, earlier in the same transaction, left it. */
describe('a bet and its win in one play call', () => {
  it('pays the win as cash when the bet met the wagering and completed the promotion', async () => {
    const p = await promoted(300n, { bonus: 1000n, wageringRequired: 600n });
    expect((await bet(p.base, p.id('b1'), 500, { round: 'r1' })).status).toBe('RS_OK');
    // All bonus: 300 left, then cash once the wagering is met; the win of a completed promotion's stake is cash.
    expect(await play(p.base, p.id('b2'), 500, 1000, { round: 'r2' })).toMatchObject({ status: 'RS_OK', balance: 1300 });
    expect(await balances(p.playerId)).toEqual({ cash: 1300n, bonus: 0n, freeSpin: 0n });
    expect((await promotionRow(t.database.db, p.promotionId)).status).toBe('completed');
    await ledgerClean();
  });

  it('unlocks what the free spins won when the last one is played', async () => {
    const p = await promoted(1000n, { freeSpins: 2, freeSpinStake: 10n }, FREE_SPIN_GAME_ID);
    expect(await play(p.base, p.id('s1'), 10, 50, { round: 's1', free: true })).toMatchObject({ status: 'RS_OK', balance: 1000 });
    expect(await balances(p.playerId)).toEqual({ cash: 1000n, bonus: 0n, freeSpin: 50n });
    expect(await play(p.base, p.id('s2'), 10, 0, { round: 's2', free: true })).toMatchObject({ status: 'RS_OK', balance: 1050 });
    expect(await balances(p.playerId)).toEqual({ cash: 1000n, bonus: 50n, freeSpin: 0n });
    expect(await promotionRow(t.database.db, p.promotionId)).toMatchObject({ freeSpinsLeft: 0, freeSpinWinnings: 0n, wageringRequired: 500n });
    await ledgerClean();
  });
});

describe('the balance providers are told', () => {
  it('is cash plus bonus on the balance call', async () => {
    const p = await promoted(250n, { bonus: 1000n });
    expect(await call(providerWalletPaths.balance, { ...p.base, request_uuid: p.id('balance') })).toMatchObject({ status: 'RS_OK', balance: 1250 });
  });
});

describe('the bonus terms the studio is told before a round', () => {
  it('gives each player of those asking together the terms of their own promotion, in its currency only', async () => {
    const db = t.database.db;
    const hooks = createBetHooks({ db, currencies: createCurrenciesService({ db }) });
    const spinner = await playerWithCash(0n);
    await grantActivePromotion(db, {
      playerId: spinner.playerId,
      bonus: 1000n,
      maxStake: 500n,
      freeSpins: 3,
      freeSpinGameId: FREE_SPIN_GAME_ID,
      freeSpinStake: 20n,
    });
    const inBitcoin = await playerWithCash(0n);
    await grantActivePromotion(db, { playerId: inBitcoin.playerId, currency: 'BTC', bonus: 1000n, maxStake: 700n });
    const without = await playerWithCash(0n);
    const none = { maxStake: null, freeSpins: null };

    // Asked at once: the first read leaves alone, the rest share the next statement.
    const terms = await Promise.all([
      hooks.bonusTermsAt(without.playerId, 'EUR', FREE_SPIN_GAME_ID),
      hooks.bonusTermsAt(spinner.playerId, 'EUR', FREE_SPIN_GAME_ID),
      hooks.bonusTermsAt(spinner.playerId, 'EUR', WALLET_TEST_GAME),
      hooks.bonusTermsAt(inBitcoin.playerId, 'EUR', FREE_SPIN_GAME_ID),
      hooks.bonusTermsAt(inBitcoin.playerId, 'BTC', FREE_SPIN_GAME_ID),
    ]);
    expect(terms).toEqual([
      none,
      { maxStake: 500n, freeSpins: { left: 3, stake: 20n } },
      { maxStake: 500n, freeSpins: null },
      none,
      { maxStake: 700n, freeSpins: null },
    ]);
  });
});
