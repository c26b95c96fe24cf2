import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportPaths, type DailyReport, type ReportFigures } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  balanceOf,
  houseBalanceOf,
  houseGameAccountOf,
  houseGameShardOf,
  postTransactionInOwnTransaction,
  type AccountRef,
  type PostingLeg,
} from '../ledger/index.ts';
import { declinePromotions, newPlayer } from '../payments/payments-test-kit.ts';
import { staffTestKit, testClock } from '../staff/staff-test-kit.ts';

const clock = testClock();
const t = useTestApp({}, { now: clock.now });
const kit = staffTestKit(t, clock.now);
const today = new Date().toISOString().slice(0, 10);

let financeCookie: string;
beforeAll(async () => {
  financeCookie = (await kit.signedIn('finance', clock.advance)).cookie;
});

const report = async (from = today, to = today) => {
  const response = await t.app.inject({ method: 'GET', url: `${reportPaths.daily}?from=${from}&to=${to}`, headers: { cookie: financeCookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DailyReport;
};
const totalsOf = (answer: DailyReport, currency: string) => answer.currencies.find((row) => row.currency === currency)?.totals;
/** Decimal strings of a currency with two decimals, as minor units, so figures can be subtracted exactly. */
const cents = (decimal = '0') => BigInt(Math.round(Number(decimal) * 100));
const delta = (after: ReportFigures | undefined, before: ReportFigures | undefined, key: keyof ReportFigures) =>
  cents(after?.[key]) - cents(before?.[key]);

const post = (kind: string, legs: PostingLeg[]) =>
  postTransactionInOwnTransaction(t.database.db, { idempotencyKey: `report-test:${randomUUID()}`, kind, legs });
const house = (purpose: 'payments-clearing' | 'bonus-cost', currency: string): AccountRef => ({
  owner: { type: 'house' },
  currency,
  purpose,
});
const playerAccount = (playerId: string, purpose: PlayerPurpose, currency: string): AccountRef => ({
  owner: { type: 'player', playerId },
  currency,
  purpose,
});
type PlayerPurpose = 'cash' | 'bonus' | 'free-spin' | 'withdrawal-hold' | 'rakeback';
const move = (from: AccountRef, to: AccountRef, amount: bigint): PostingLeg[] => [
  { account: from, amount: -amount },
  { account: to, amount },
];

/**
 * The ledger's own view: the balances the movements changed, read from its accounts rather than from its entries;
 * the house game's on every shard.
 */
async function balances(playerId: string, currency: string) {
  const purposes: PlayerPurpose[] = ['cash', 'bonus', 'free-spin', 'withdrawal-hold', 'rakeback'];
  let players = 0n;
  for (const purpose of purposes) players += await balanceOf(t.database.db, playerAccount(playerId, purpose, currency));
  return {
    players,
    game: await houseBalanceOf(t.database.db, currency, 'house-game'),
    clearing: await balanceOf(t.database.db, house('payments-clearing', currency)),
    bonusCost: await balanceOf(t.database.db, house('bonus-cost', currency)),
  };
}

/** A day of one EUR player: a deposit, a bonus, cash and free-spin play, a rolled-back bet, a forfeit and a cashout. */
async function playADay(playerId: string) {
  const cash = playerAccount(playerId, 'cash', 'EUR');
  const bonus = playerAccount(playerId, 'bonus', 'EUR');
  const game = houseGameAccountOf('EUR', playerId);
  await post('deposit', move(house('payments-clearing', 'EUR'), cash, 10_000n));
  await post('promotion-grant', move(house('bonus-cost', 'EUR'), bonus, 5_000n));
  await post('bet', move(cash, game, 2_000n));
  await post('win', move(game, cash, 500n));
  await post('bet', move(house('bonus-cost', 'EUR'), game, 100n)); // a free spin: the house pays its stake
  await post('win', move(game, bonus, 40n)); // what the free spin won is bonus money
  await post('bet', move(cash, game, 300n));
  await post('rollback', move(game, cash, 300n));
  await post('promotion-forfeit', move(bonus, house('bonus-cost', 'EUR'), 5_040n));
  await post('withdrawal-hold', move(cash, playerAccount(playerId, 'withdrawal-hold', 'EUR'), 3_000n));
  await post('withdrawal-paid', move(playerAccount(playerId, 'withdrawal-hold', 'EUR'), house('payments-clearing', 'EUR'), 3_000n));
}

describe('daily report', () => {
  it('adds up to the ledger: the change of each figure equals the change of the balances it comes from', async () => {
    const { cookie, playerId } = await newPlayer(t);
    await declinePromotions(t, cookie);
    const before = await report();
    const ledgerBefore = await balances(playerId, 'EUR');
    await playADay(playerId);
    const after = await report();
    const ledgerAfter = await balances(playerId, 'EUR');
    const [eurBefore, eurAfter] = [totalsOf(before, 'EUR'), totalsOf(after, 'EUR')];
    const change = (key: keyof ReportFigures) => delta(eurAfter, eurBefore, key);

    // The figures as the movements above make them …
    expect(change('deposits')).toBe(10_000n);
    expect(change('withdrawals')).toBe(3_000n);
    expect(change('stakes')).toBe(2_400n);
    expect(change('wins')).toBe(540n);
    expect(change('rollbacks')).toBe(300n);
    expect(change('grossGamingRevenue')).toBe(1_560n);
    expect(change('bonusCost')).toBe(60n); // 50.00 granted + 1.00 spin − 50.40 forfeited
    expect(change('netGamingRevenue')).toBe(1_500n);
    // … and as the ledger's balances say: gaming revenue is what the game account kept, bonus cost what the bonus
    // account lost, payments what the clearing account moved, and the player holds what is left.
    expect(change('grossGamingRevenue')).toBe(ledgerAfter.game - ledgerBefore.game);
    expect(change('bonusCost')).toBe(ledgerBefore.bonusCost - ledgerAfter.bonusCost);
    expect(change('withdrawals') - change('deposits')).toBe(ledgerAfter.clearing - ledgerBefore.clearing);
    expect(ledgerAfter.players - ledgerBefore.players).toBe(
      change('deposits') - change('withdrawals') - change('grossGamingRevenue') + change('bonusCost'),
    );
    const todayAfter = after.currencies.find((row) => row.currency === 'EUR')!.days.find((row) => row.day === today)!;
    const todayBefore = before.currencies.find((row) => row.currency === 'EUR')?.days.find((row) => row.day === today);
    expect(todayAfter.activePlayers - (todayBefore?.activePlayers ?? 0)).toBe(1);
  });

  it('counts the play of every house-game shard: two players on different shards', async () => {
    const first = await newPlayer(t);
    let second = await newPlayer(t);
    // A sixteenth of players share a shard: another one until they differ.
    while (houseGameShardOf(second.playerId) === houseGameShardOf(first.playerId)) second = await newPlayer(t);
    const before = await report();
    const gameBefore = await houseBalanceOf(t.database.db, 'EUR', 'house-game');
    for (const { playerId } of [first, second]) {
      const cash = playerAccount(playerId, 'cash', 'EUR');
      const game = houseGameAccountOf('EUR', playerId);
      // Earlier tests in this database may have left the shard at any balance: its change is what counts.
      const shardBefore = await balanceOf(t.database.db, game);
      await post('deposit', move(house('payments-clearing', 'EUR'), cash, 1_000n));
      await post('bet', move(cash, game, 400n));
      await post('win', move(game, cash, 100n));
      expect((await balanceOf(t.database.db, game)) - shardBefore).toBe(300n);
    }
    const after = await report();
    const change = (key: keyof ReportFigures) => delta(totalsOf(after, 'EUR'), totalsOf(before, 'EUR'), key);
    expect(change('stakes')).toBe(800n);
    expect(change('wins')).toBe(200n);
    expect(change('grossGamingRevenue')).toBe(600n);
    expect((await houseBalanceOf(t.database.db, 'EUR', 'house-game')) - gameBefore).toBe(600n);
  });

  it('converts every currency to EUR at its rate and counts a player active once a day whatever the currency', async () => {
    const { cookie, playerId } = await newPlayer(t, 'USD');
    await declinePromotions(t, cookie);
    const before = await report();
    const cash = playerAccount(playerId, 'cash', 'USD');
    await post('deposit', move(house('payments-clearing', 'USD'), cash, 5_000n));
    const game = houseGameAccountOf('USD', playerId);
    await post('bet', move(cash, game, 1_000n));
    await post('bet', move(cash, game, 1_000n));
    await post('win', move(game, cash, 2_500n));
    const after = await report();

    expect(delta(totalsOf(after, 'USD'), totalsOf(before, 'USD'), 'grossGamingRevenue')).toBe(-500n);
    expect(delta(after.eur.totals, before.eur.totals, 'deposits')).toBe(4_600n); // 50 USD at 0.92
    expect(delta(after.eur.totals, before.eur.totals, 'stakes')).toBe(1_840n);
    const active = (answer: DailyReport, currency: string) =>
      (currency === 'EUR' ? answer.eur : answer.currencies.find((row) => row.currency === currency))?.days.find((row) => row.day === today)
        ?.activePlayers ?? 0;
    expect(active(after, 'USD') - active(before, 'USD')).toBe(1);
    expect(active(after, 'EUR') - active(before, 'EUR')).toBe(1);
  });

  it('lists every day of the range, with zeros on quiet days', async () => {
    const answer = await report('2020-02-27', '2020-03-02');
    expect(answer.eur.days.map((row) => row.day)).toEqual(['2020-02-27', '2020-02-28', '2020-02-29', '2020-03-01', '2020-03-02']);
    expect(answer.eur.totals.grossGamingRevenue).toBe('0.00');
    expect(answer.currencies).toEqual([]);
  });

  it('exports the same figures as CSV', async () => {
    const json = await report();
    const response = await t.app.inject({
      method: 'GET',
      url: `${reportPaths.dailyCsv}?from=${today}&to=${today}`,
      headers: { cookie: financeCookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="lodestar-report-${today}-${today}.csv"`);
    const [header, ...lines] = response.body.trim().split('\r\n');
    expect(header).toBe('currency,day,deposits,withdrawals,stakes,wins,rollbacks,grossGamingRevenue,bonusCost,netGamingRevenue,activePlayers');
    const eurLine = lines.at(-1)!.split(',');
    expect(eurLine.slice(0, 2)).toEqual(['EUR', today]);
    expect(eurLine[7]).toBe(json.eur.days[0]!.grossGamingRevenue);
  });

  it('refuses a reversed range, one longer than 366 days and a date that does not exist', async () => {
    for (const [from, to] of [
      ['2026-03-02', '2026-03-01'],
      ['2025-01-01', '2026-01-02'],
      ['2026-02-30', '2026-03-01'],
      ['yesterday', '2026-03-01'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `${reportPaths.daily}?from=${from}&to=${to}`, headers: { cookie: financeCookie } });
      expect(response.statusCode, `${from}..${to}`).toBe(400);
    }
    expect((await report('2025-01-01', '2026-01-01')).eur.days).toHaveLength(366);
  });
});
