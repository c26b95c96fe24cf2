import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, gameHistoryText, type GameHistoryPage, type GameHistoryQuery, type WalletResponse } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { games } from '../../db/schema.ts';
import { STUDIO_PROVIDER_ID } from '../games/index.ts';
import { declinePromotions, depositByCard, newPlayer } from '../payments/payments-test-kit.ts';
import { backdateRound, roundPlayer, seat, type Seat } from './game-rounds-test-kit.ts';

const t = useTestApp();
const SLOT = { id: 'history:star-slot', name: 'Star Slot', provider: 'Lodestar Originals', imageId: 'lodestar:StarSlot' };
const DICE = { id: 'history:nebula-dice', name: 'Nebula Dice', provider: 'Nebula Games', imageId: 'nebula:NebulaDice' };
const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const today = () => dayOf(Date.now());

let rounds: ReturnType<typeof roundPlayer>;
beforeAll(async () => {
  await t.database.db.insert(games).values(
    [SLOT, DICE].map((game, index) => ({
      ...game,
      category: 'slots' as const,
      categories: ['slots' as const],
      launchId: game.id,
      rtp: '96.00',
      sortOrder: 900 + index,
      walletProviderId: STUDIO_PROVIDER_ID,
      maxMultiplier: '1000',
    })),
  );
  rounds = roundPlayer(async (path, body, headers) => {
    const response = await t.app.inject({ method: 'POST', url: path, headers, payload: body });
    return response.json<WalletResponse>();
  }, t.config.STUDIO_WALLET_SECRET);
});

/** A signed-in player with 50.00 EUR, seated at a game. */
async function seatedPlayer(game = SLOT) {
  const player = await newPlayer(t);
  await declinePromotions(t, player.cookie);
  await depositByCard(t, player.cookie, '50');
  return { ...player, at: await seat(t.database.db, { playerId: player.playerId, gameId: game.id }) };
}

const roundId = () => `round-${randomUUID()}`;

async function historyOf(cookie: string, query: Partial<GameHistoryQuery> = {}) {
  const search = new URLSearchParams(
    Object.entries({ from: today(), to: today(), ...query }).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await t.app.inject({ method: 'GET', url: `${apiPaths.betHistory}?${search}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GameHistoryPage>();
}

async function playRounds(at: Seat, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    ids.push(roundId());
    await rounds.play(at, ids[index]!, { stake: 100, prize: 0 });
  }
  return ids;
}

describe('game history', () => {
  it('lists a bet and win round with its game, stake, prize and the cash balance after it', async () => {
    const { cookie, at } = await seatedPlayer();
    const won = roundId();
    const lost = roundId();
    const before = Math.floor(Date.now() / 1000);
    expect((await rounds.play(at, won, { stake: 150, prize: 600 })).balance).toBe(5450);
    expect((await rounds.play(at, lost, { stake: 200, prize: 0 })).balance).toBe(5250);

    const history = await historyOf(cookie);
    expect(history).toMatchObject({ total: 2, page: 1, size: 7 });
    expect(history.rounds.map((round) => round.roundId)).toEqual([lost, won]);
    const [newest, oldest] = history.rounds;
    expect(oldest).toEqual({
      roundId: won,
      game: SLOT,
      stake: {
        createdAt: expect.any(Number),
        totalStake: '1.50',
        currency: 'EUR',
        walletType: 'cash',
        freeSpinBonusWalletStake: { stake: '0.00', balance: '0.00' },
        cashBonusWalletStake: { stake: '0.00', balance: '0.00' },
        cashWalletStake: { stake: '1.50', balance: '54.50' },
      },
      prize: { totalPrize: '6.00' },
    });
    expect(oldest!.stake.createdAt).toBeGreaterThanOrEqual(before);
    expect(oldest!.stake.createdAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    expect(newest).toMatchObject({
      stake: { totalStake: '2.00', cashWalletStake: { stake: '2.00', balance: '52.50' } },
      prize: { totalPrize: '0.00' },
    });
  });

  it('leaves out a round whose bet was rolled back, and counts only the live bets of a partly rolled back round', async () => {
    const { cookie, at } = await seatedPlayer();
    const cancelled = roundId();
    await rounds.rollback(at, cancelled, await rounds.bet(at, cancelled, 300));
    const doubled = roundId();
    const first = await rounds.bet(at, doubled, 100);
    await rounds.rollback(at, doubled, await rounds.bet(at, doubled, 100));
    await rounds.win(at, doubled, first, 250);

    const history = await historyOf(cookie);
    expect(history.total).toBe(1);
    expect(history.rounds).toHaveLength(1);
    expect(history.rounds[0]).toMatchObject({
      roundId: doubled,
      stake: { totalStake: '1.00', cashWalletStake: { stake: '1.00', balance: '51.50' } },
      prize: { totalPrize: '2.50' },
    });
  });

  it('pages 7 rounds at a time, newest first, without repeating a round', async () => {
    const { cookie, at } = await seatedPlayer();
    const played = await playRounds(at, 9);

    const first = await historyOf(cookie);
    const second = await historyOf(cookie, { page: 2 });
    const third = await historyOf(cookie, { page: 3 });
    expect(first).toMatchObject({ total: 9, page: 1, size: 7 });
    expect(first.rounds).toHaveLength(7);
    expect(second).toMatchObject({ total: 9, page: 2 });
    expect(third.rounds).toEqual([]);
    expect([...first.rounds, ...second.rounds].map((round) => round.roundId)).toEqual([...played].reverse());
    // Each round's balance is what the wallet held after it: 50.00 less one more 1.00 stake per round.
    expect(second.rounds.map((round) => round.stake.cashWalletStake.balance)).toEqual(['48.00', '49.00']);
    expect((await historyOf(cookie, { size: 4, page: 3 })).rounds.map((round) => round.roundId)).toEqual([played[0]]);
  });

  it('keeps to the range of days, both ends included, by the day of the first bet in UTC', async () => {
    const { cookie, at } = await seatedPlayer();
    const [lastWeek, yesterdayLate, todays] = await playRounds(at, 3);
    const midnight = Date.parse(`${today()}T00:00:00Z`);
    await backdateRound(t.database.db, lastWeek!, new Date(midnight - 8 * DAY_MS + 3_600_000));
    await backdateRound(t.database.db, yesterdayLate!, new Date(midnight - 60_000));

    const ids = async (from: string, to: string) => (await historyOf(cookie, { from, to })).rounds.map((round) => round.roundId);
    expect(await ids(today(), today())).toEqual([todays]);
    expect(await ids(dayOf(midnight - DAY_MS), dayOf(midnight - DAY_MS))).toEqual([yesterdayLate]);
    expect(await ids(dayOf(midnight - 7 * DAY_MS), today())).toEqual([todays, yesterdayLate]);
    expect(await ids(dayOf(midnight - 8 * DAY_MS), dayOf(midnight - DAY_MS))).toEqual([yesterdayLate, lastWeek]);
    expect((await historyOf(cookie, { from: dayOf(midnight + DAY_MS), to: dayOf(midnight + 2 * DAY_MS) })).total).toBe(0);
  });

  it('reads the days in the player’s time zone: an evening round in São Paulo is that evening’s, not the next UTC day’s', async () => {
    const { cookie, at } = await seatedPlayer();
    const [evening] = await playRounds(at, 1);
    // 21:30 in São Paulo (UTC−3, no daylight saving since 2019) on 2026-11-20 is 00:30 UTC on 2026-11-21.
    await backdateRound(t.database.db, evening!, new Date('2026-11-21T00:30:00Z'));
    const ids = async (day: string, timeZone?: string) =>
      (await historyOf(cookie, { from: day, to: day, ...(timeZone ? { timeZone } : {}) })).rounds.map((round) => round.roundId);
    expect(await ids('2026-11-20', 'America/Sao_Paulo')).toEqual([evening]);
    expect(await ids('2026-11-21', 'America/Sao_Paulo')).toEqual([]);
    expect(await ids('2026-11-21')).toEqual([evening]);
    // Kiritimati is 14 hours ahead: 00:30 UTC is 14:30 the same day there, the day before is empty.
    expect(await ids('2026-11-21', 'Pacific/Kiritimati')).toEqual([evening]);
    expect(await ids('2026-11-20', 'Pacific/Kiritimati')).toEqual([]);
  });

  it('filters by game provider and lists the providers the player has played', async () => {
    const player = await seatedPlayer();
    const [slotRound] = await playRounds(player.at, 1);
    const [diceRound] = await playRounds(await seat(t.database.db, { playerId: player.playerId, gameId: DICE.id }), 1);

    const ids = async (provider?: string) =>
      (await historyOf(player.cookie, provider === undefined ? {} : { provider })).rounds.map((round) => round.roundId);
    expect(await ids()).toEqual([diceRound, slotRound]);
    expect(await ids('')).toEqual([diceRound, slotRound]);
    expect(await ids('Nebula Games')).toEqual([diceRound]);
    expect(await ids('Lodestar Originals')).toEqual([slotRound]);
    expect(await ids('Nobody Studios')).toEqual([]);

    const providers = await t.app.inject({ method: 'GET', url: apiPaths.betHistoryProviders, headers: { cookie: player.cookie } });
    expect(providers.json()).toEqual({ providers: ['Lodestar Originals', 'Nebula Games'] });
    const newcomer = await newPlayer(t);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.betHistoryProviders, headers: { cookie: newcomer.cookie } })).json()).toEqual({
      providers: [],
    });
  });

  it("never shows another player's rounds", async () => {
    const alice = await seatedPlayer();
    const bob = await seatedPlayer(DICE);
    const [aliceRound] = await playRounds(alice.at, 1);
    const [bobRound] = await playRounds(bob.at, 1);

    expect((await historyOf(alice.cookie)).rounds.map((round) => round.roundId)).toEqual([aliceRound]);
    expect((await historyOf(bob.cookie)).rounds.map((round) => round.roundId)).toEqual([bobRound]);
    const aliceProviders = await t.app.inject({ method: 'GET', url: apiPaths.betHistoryProviders, headers: { cookie: alice.cookie } });
    expect(aliceProviders.json()).toEqual({ providers: ['Lodestar Originals'] });
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    for (const url of [`${apiPaths.betHistory}?from=${today()}&to=${today()}`, apiPaths.betHistoryProviders]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers 400 naming the problem for a bad range, a bad date or a bad page', async () => {
    const { cookie } = await newPlayer(t);
    const refusal = async (query: Record<string, string>) => {
      const response = await t.app.inject({ method: 'GET', url: `${apiPaths.betHistory}?${new URLSearchParams(query)}`, headers: { cookie } });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      return response.json().fieldErrors as Record<string, string[]>;
    };
    expect(await refusal({ from: '2026-11-21', to: '2026-11-20' })).toEqual({ to: [gameHistoryText.fromAfterTo] });
    expect(await refusal({ from: '2025-11-20', to: '2026-11-21' })).toEqual({ to: [gameHistoryText.rangeTooLong] });
    expect(await refusal({ from: '2026-02-30', to: '2026-03-01' })).toEqual({ from: [gameHistoryText.badDay] });
    expect(await refusal({ from: '21-11-2026', to: '2026-11-21' })).toEqual({ from: [gameHistoryText.badDay] });
    expect(await refusal({ to: '2026-11-21' })).toHaveProperty('from');
    expect(await refusal({ from: '2026-11-14', to: '2026-11-21', size: '51' })).toHaveProperty('size');
    expect(await refusal({ from: '2026-11-14', to: '2026-11-21', page: '0' })).toHaveProperty('page');
    expect(await refusal({ from: '2026-11-14', to: '2026-11-21', timeZone: 'Mars/Olympus_Mons' })).toEqual({
      timeZone: [gameHistoryText.unknownTimeZone],
    });
    // A whole year, both ends included, is the longest range.
    expect((await historyOf(cookie, { from: '2025-11-21', to: '2026-11-21' })).total).toBe(0);
  });
});
