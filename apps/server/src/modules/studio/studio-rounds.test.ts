import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, formatMinorUnits, STUDIO_TOKEN_HEADER, studioPaths } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { hashSecretToken } from '../../platform/secret-tokens.ts';
import { gameSessions, games, ledgerTransactions, studioRounds } from '../../db/schema.ts';
import { entriesOf, verifyLedger } from '../ledger/index.ts';
import { fundsOf, newPlayer } from '../payments/payments-test-kit.ts';
import { launch, seatedPlayer, studioClient } from './studio-test-kit.ts';

const t = useTestApp();

/** A player with 50.00 EUR of cash (promotions declined: no bonus beside it) in a real-money session of a game. */
const ledgerTransactionCount = async () => (await t.database.db.select({ count: sql<number>`count(*)::int` }).from(ledgerTransactions))[0]!.count;

/** The player's cash entries of one round, as the provider wallet booked them. */
async function cashEntriesOfRound(playerId: string, roundId: string) {
  const entries = await entriesOf(t.database.db, { playerId });
  return entries.filter((entry) => entry.reference?.id === `lodestar-originals:${roundId}`).map((entry) => entry.amount);
}

const dice = { target: 50, direction: 'over' };

describe('a real-money round', () => {
  it('shows the session, then moves exactly the stake and the win through the ledger', async () => {
    const { studio, cookie, playerId } = await seatedPlayer(t, 'lodestar:dice');
    const session = await studio.session();
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      mode: 'real',
      currency: 'EUR',
      balance: '5000',
      netPosition: '0',
      game: { launchId: 'dice', name: 'Dice', kind: 'dice', hasJackpot: false },
      limits: { minStake: '10', maxStake: '10000', stakeSteps: ['10', '20', '50', '100', '200', '500', '1000', '2000', '5000', '10000'] },
      fairness: { nonce: 0 },
      openRound: null,
      jackpot: null,
    });

    const played = await studio.play(100, dice);
    expect(played.status).toBe(200);
    const { round } = played.body;
    const payout = BigInt(round.payout);
    expect(round).toMatchObject({ status: 'closed', stake: '100', launchId: 'dice', outcome: { kind: 'dice', target: 50, direction: 'over' } });
    expect(payout).toBe(round.outcome.won ? 198n : 0n);
    expect(played.body.balance).toBe((5000n - 100n + payout).toString());
    expect(played.body.netPosition).toBe((payout - 100n).toString());
    expect(await fundsOf(t, cookie)).toMatchObject({ EUR: formatMinorUnits(5000n - 100n + payout, 100) });
    expect(await cashEntriesOfRound(playerId, round.id)).toEqual(payout > 0n ? [payout, -100n] : [-100n]);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('refuses stakes outside the limits or above the balance, moving nothing', async () => {
    const { studio, playerId } = await seatedPlayer(t, 'lodestar:dice');
    const below = await studio.play(9, dice);
    expect(below).toMatchObject({ status: 400, body: { code: 'STAKE_OUT_OF_LIMITS', message: 'The minimum stake is 0.10 EUR.' } });
    const above = await studio.play(10_001, dice);
    expect(above).toMatchObject({ status: 400, body: { code: 'STAKE_OUT_OF_LIMITS', message: 'The maximum stake is 100.00 EUR.' } });
    const broke = await studio.play(6000, dice);
    expect(broke).toMatchObject({ status: 400, body: { code: 'NOT_ENOUGH_MONEY', message: 'Not enough money' } });
    expect((await studio.session()).body).toMatchObject({ balance: '5000', netPosition: '0', openRound: null, fairness: { nonce: 0 } });
    expect(await entriesOf(t.database.db, { playerId })).toHaveLength(1);
    // The refused bet left no round and used no nonce: the next round takes nonce 0, and nothing blocks the session.
    expect(await t.database.db.select().from(studioRounds).where(eq(studioRounds.playerId, playerId))).toEqual([]);
    const next = await studio.play(10, dice);
    expect(next).toMatchObject({ status: 200, body: { round: { fairness: { nonce: 0 } } } });
    expect((await studio.play(6000, dice)).status).toBe(400);
    expect((await studio.play(10, dice)).body).toMatchObject({ round: { fairness: { nonce: 1 } } });
  });

  it('refuses a roulette bet under the table minimum, even when the bets add up to it, moving nothing', async () => {
    const { studio, playerId } = await seatedPlayer(t, 'lodestar:roulette');
    const split = await studio.play(0, {
      bets: [
        { type: 'red', stake: '10' },
        { type: 'black', stake: '5' },
      ],
    });
    expect(split).toMatchObject({ status: 400, body: { code: 'STAKE_OUT_OF_LIMITS', message: 'Every bet on the table needs at least 0.10 EUR.' } });
    const spread = await studio.play(0, { bets: Array.from({ length: 20 }, (_, number) => ({ type: 'straight', numbers: [number], stake: '1' })) });
    expect(spread).toMatchObject({ status: 400, body: { code: 'STAKE_OUT_OF_LIMITS' } });
    expect(await entriesOf(t.database.db, { playerId })).toHaveLength(1);
    expect((await studio.session()).body).toMatchObject({ balance: '5000', fairness: { nonce: 0 } });
    expect(
      (
        await studio.play(0, {
          bets: [
            { type: 'red', stake: '10' },
            { type: 'black', stake: '10' },
          ],
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a stake that is not a whole number of the smallest unit (a fraction of a cent)', async () => {
    const { studio } = await seatedPlayer(t, 'lodestar:roulette');
    for (const stake of ['10.5', '0.1', '1e2', '-10', '']) {
      const refused = await studio.play(0, { bets: [{ type: 'red', stake }] });
      expect(refused).toMatchObject({ status: 400 });
      expect(JSON.stringify(refused.body)).toContain("A whole number of the currency's smallest unit");
    }
    const dice = await seatedPlayer(t, 'lodestar:dice');
    const fractional = await t.app.inject({
      method: 'POST',
      url: studioPaths.rounds,
      headers: { [STUDIO_TOKEN_HEADER]: dice.token },
      payload: { stake: '100.5', params: { target: 50, direction: 'over' } },
    });
    expect(fractional.statusCode).toBe(400);
    expect(fractional.body).toContain("A whole number of the currency's smallest unit");
    expect((await dice.studio.session()).body).toMatchObject({ balance: '5000', fairness: { nonce: 0 } });
  });

  it('refuses bad parameters with the engine’s or the schema’s reason', async () => {
    const { studio } = await seatedPlayer(t, 'lodestar:keno');
    const duplicated = await studio.play(100, { picks: [3, 3], risk: 'low' });
    expect(duplicated).toMatchObject({ status: 400, body: { code: 'INVALID_BET' } });
    expect(duplicated.body.message.length).toBeGreaterThan(5);
    const shapeless = await studio.play(100, { picks: 'all', risk: 'low' });
    expect(shapeless).toMatchObject({ status: 400, body: { code: 'INVALID_BET' } });
    expect((await studio.session()).body).toMatchObject({ balance: '5000', fairness: { nonce: 0 } });
  });

  it('refuses missing, unknown and expired tokens and games the studio does not serve', async () => {
    expect(await studioClient(t, undefined).session()).toMatchObject({ status: 401, body: { code: 'INVALID_LAUNCH_TOKEN' } });
    expect(await studioClient(t, 'x'.repeat(43)).play(100, dice)).toMatchObject({ status: 401, body: { code: 'INVALID_LAUNCH_TOKEN' } });
    const { studio, token } = await seatedPlayer(t, 'lodestar:dice');
    await t.database.db
      .update(gameSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gameSessions.tokenHash, hashSecretToken(token)));
    expect(await studio.play(100, dice)).toMatchObject({ status: 401, body: { code: 'GAME_SESSION_EXPIRED' } });

    await t.database.db.insert(games).values({
      id: 'other:slot',
      name: 'Foreign Slot',
      provider: 'Elsewhere',
      imageId: 'other:Slot',
      category: 'slots',
      categories: ['slots'],
      launchId: 'foreign-slot',
      rtp: '96.00',
      sortOrder: 999,
      walletProviderId: 'elsewhere',
      maxMultiplier: '1000',
    });
    const player = await newPlayer(t);
    const foreign = await launch(t, 'other:slot', { cookie: player.cookie });
    expect(await studioClient(t, foreign).session()).toMatchObject({ status: 404 });
  });

  it('shows a won round in the latest winners with its profit and counts it in the popularity', async () => {
    const { studio } = await seatedPlayer(t, 'lodestar:dice');
    let won;
    for (let attempt = 0; attempt < 10 && !won; attempt++) {
      const { body } = await studio.play(100, { target: 5, direction: 'over' });
      if (BigInt(body.round.payout) > 0n) won = body.round;
    }
    expect(won).toBeDefined();
    const { winners } = (await t.app.inject({ method: 'GET', url: apiPaths.latestWinners })).json();
    expect(winners[0]).toMatchObject({
      gameId: 'lodestar:dice',
      gameName: 'Dice',
      currency: 'EUR',
      amount: ((Number(won.payout) - 100) / 100).toFixed(2),
    });
    const { games: top } = (await t.app.inject({ method: 'GET', url: apiPaths.topGames })).json();
    expect(top[0].id).toBe('lodestar:dice');
  });
});

describe('demo play', () => {
  it('plays on a virtual balance and never touches the ledger, even for a signed-in player', async () => {
    const { cookie } = await newPlayer(t);
    const token = await launch(t, 'lodestar:dice', { demo: true, cookie });
    const studio = studioClient(t, token);
    const before = await ledgerTransactionCount();
    expect((await studio.session()).body).toMatchObject({ mode: 'demo', currency: 'EUR', balance: '100000' });
    const { body } = await studio.play(1000, dice);
    const payout = BigInt(body.round.payout);
    expect(body.balance).toBe((100_000n - 1000n + payout).toString());
    expect(body.netPosition).toBe((payout - 1000n).toString());
    expect(await studio.play(200_000, dice)).toMatchObject({ status: 400, body: { code: 'STAKE_OUT_OF_LIMITS' } });
    expect(await ledgerTransactionCount()).toBe(before);
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '0.00' });
  });
});
