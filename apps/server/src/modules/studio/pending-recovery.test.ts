import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fairRandom, studioGameFor } from '@lodestar/games';
import { useTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { hashSecretToken } from '../../platform/secret-tokens.ts';
import { createGameSessionService } from '../games/index.ts';
import { gameSessions, providerTransactions } from '../../db/schema.ts';
import { verifyLedger } from '../ledger/index.ts';
import { depositByCard, fundsOf, newPlayer } from '../payments/payments-test-kit.ts';
import { createPendingRecovery } from './pending-recovery.ts';
import { studioRounds, studioSeedPairs } from './schema.ts';
import { STALE_PENDING_MS } from './settlement.ts';
import { launch, studioClient } from './studio-test-kit.ts';
import { createStudioWalletClient, signedHttpWalletTransport } from './wallet-client.ts';

const t = useTestApp();
const GAME = 'lodestar:dice';
const DICE = { target: 50, direction: 'over' };
const silent = { info: () => undefined, error: () => undefined };
const cents = (amount: string) => BigInt(Math.round(Number(amount) * 100));

/** The recovery job as a process of the casino runs it, on that process's app and database. */
function recoveryOf(app: TestApp['app'], db: TestApp['database']['db']) {
  const wallet = createStudioWalletClient(
    signedHttpWalletTransport({ inject: (request) => app.inject(request), secret: t.config.STUDIO_WALLET_SECRET }),
  );
  return createPendingRecovery({ db, sessions: createGameSessionService({ db }), wallet, log: silent });
}

/**
 * A round exactly as a kill -9 between the wallet calls leaves it: written pending, its wager taken by the wallet (or
 * not, when the process died before the call), its win never paid, and its launch token expired since. The outcome is
 * the engine's for the pair's next nonce that wins, so the unpaid win is known and not zero.
 */
async function strandRound(player: { cookie: string; playerId: string }, { wagerLanded = true, expireToken = true } = {}) {
  const token = await launch(t, GAME, { cookie: player.cookie });
  // A played round gives the player a seed pair and the session its first round.
  const first = (await studioClient(t, token).play(100, DICE)).body.round;
  const [played] = await t.database.db.select().from(studioRounds).where(eq(studioRounds.id, first.id));
  const [pair] = await t.database.db.select().from(studioSeedPairs).where(eq(studioSeedPairs.id, played!.seedPairId));
  const dice = studioGameFor('dice')!;
  let nonce = pair!.nextNonce;
  let step = dice.start('dice', fairRandom({ serverSeed: pair!.serverSeed, clientSeed: pair!.clientSeed, nonce }), DICE, 100n);
  while (dice.payout(step.state) === 0n)
    step = dice.start('dice', fairRandom({ serverSeed: pair!.serverSeed, clientSeed: pair!.clientSeed, nonce: ++nonce }), DICE, 100n);
  await t.database.db
    .update(studioSeedPairs)
    .set({ nextNonce: nonce + 1 })
    .where(eq(studioSeedPairs.id, pair!.id));
  const payout = dice.payout(step.state);
  const [round] = await t.database.db
    .insert(studioRounds)
    .values({
      gameSessionId: played!.gameSessionId,
      playerId: player.playerId,
      gameId: GAME,
      launchId: 'dice',
      mode: 'real',
      currency: 'EUR',
      seedPairId: pair!.id,
      clientSeed: pair!.clientSeed,
      nonce,
      params: DICE,
      status: 'pending',
      pending: { state: step.state, staked: '100', finished: true, payout: payout.toString(), action: null },
      updatedAt: new Date(Date.now() - STALE_PENDING_MS - 1000),
    })
    .returning();
  const wallet = createStudioWalletClient(
    signedHttpWalletTransport({ inject: (request) => t.app.inject(request), secret: t.config.STUDIO_WALLET_SECRET }),
  );
  const seat = { playerId: player.playerId, token, gameId: GAME, currency: 'EUR' };
  if (wagerLanded)
    expect((await wallet.bet(seat, { transaction: `${round!.id}:bet:0`, round: round!.id, amount: 100n, jackpotContribution: 0n })).status).toBe(
      'RS_OK',
    );
  if (expireToken)
    await t.database.db
      .update(gameSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gameSessions.tokenHash, hashSecretToken(token)));
  return { round: round!, payout, token, seat, wallet };
}

async function seatedPlayer() {
  const player = await newPlayer(t);
  await depositByCard(t, player.cookie, '50');
  return player;
}

const roundOf = async (id: string) => (await t.database.db.select().from(studioRounds).where(eq(studioRounds.id, id)))[0]!;
const winsOf = async (roundId: string) =>
  (
    await t.database.db
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.roundId, roundId), eq(providerTransactions.kind, 'win')))
  ).length;

describe('the pending round recovery job', () => {
  it('pays the win of a round stranded by a crash after its token expired, once, and a new launch plays meanwhile', async () => {
    const player = await seatedPlayer();
    const { round, payout } = await strandRound(player);
    const stranded = cents((await fundsOf(t, player.cookie)).EUR!);

    // The player comes back: a new launch of the same game is not held up by the old session's round.
    const again = studioClient(t, await launch(t, GAME, { cookie: player.cookie }));
    const played = await again.play(100, DICE);
    expect(played.status).toBe(200);
    const afterNewRound = stranded - 100n + BigInt(played.body.round.payout);

    const recovery = recoveryOf(t.app, t.database.db);
    expect(await recovery.sweep()).toBeGreaterThanOrEqual(1);
    expect(await roundOf(round.id)).toMatchObject({ status: 'closed', stake: 100n, payout, pending: null });
    expect(cents((await fundsOf(t, player.cookie)).EUR!)).toBe(afterNewRound + payout);
    // A second sweep, and a replay of the whole settlement, move nothing.
    await recovery.sweep();
    await expect(recovery.recoverRound(round)).resolves.toMatchObject({ round: { status: 'closed' } });
    expect(cents((await fundsOf(t, player.cookie)).EUR!)).toBe(afterNewRound + payout);
    expect(await winsOf(round.id)).toBe(1);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('voids a round whose wager never reached the wallet, and that wager can never land late', async () => {
    const player = await seatedPlayer();
    const { round, seat, wallet } = await strandRound(player, { wagerLanded: false, expireToken: false });
    const before = cents((await fundsOf(t, player.cookie)).EUR!);
    await recoveryOf(t.app, t.database.db).sweep();
    expect(await roundOf(round.id)).toMatchObject({ status: 'void', stake: 0n, payout: 0n, pending: null });
    // The crashed request's bet, arriving after all on its still live token, is refused.
    expect((await wallet.bet(seat, { transaction: `${round.id}:bet:0`, round: round.id, amount: 100n, jackpotContribution: 0n })).status).toBe(
      'RS_ERROR_TRANSACTION_ROLLED_BACK',
    );
    expect(cents((await fundsOf(t, player.cookie)).EUR!)).toBe(before);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('leaves steps alone until they are stale', async () => {
    const player = await seatedPlayer();
    const { round } = await strandRound(player);
    await t.database.db.update(studioRounds).set({ updatedAt: new Date() }).where(eq(studioRounds.id, round.id));
    await recoveryOf(t.app, t.database.db).sweep();
    expect((await roundOf(round.id)).status).toBe('pending');
    await t.database.db
      .update(studioRounds)
      .set({ updatedAt: new Date(Date.now() - STALE_PENDING_MS - 1000) })
      .where(eq(studioRounds.id, round.id));
    await recoveryOf(t.app, t.database.db).sweep();
    expect((await roundOf(round.id)).status).toBe('closed');
  });

  it('runs when a process starts: a round stranded before the restart is settled without any call of its player', async () => {
    const player = await seatedPlayer();
    const { round, payout } = await strandRound(player);
    const before = cents((await fundsOf(t, player.cookie)).EUR!);
    const database = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : t.database;
    const restarted = await buildApp(t.config, { database, logger: false, webDistDir: path.join(t.config.DATA_DIR, 'no-web-build') });
    try {
      await restarted.ready();
      await expect.poll(async () => (await roundOf(round.id)).status, { timeout: 10_000 }).toBe('closed');
    } finally {
      await restarted.close();
      if (database !== t.database) await database.close();
    }
    expect(cents((await fundsOf(t, player.cookie)).EUR!)).toBe(before + payout);
  });

  it('two processes sweeping at once settle each of many stranded rounds exactly once', async () => {
    const players = await Promise.all([seatedPlayer(), seatedPlayer(), seatedPlayer()]);
    const stranded = [];
    for (let index = 0; index < 24; index++) stranded.push(await strandRound(players[index % players.length]!));
    const expected = await Promise.all(players.map(async (player) => cents((await fundsOf(t, player.cookie)).EUR!)));
    stranded.forEach((round, index) => (expected[index % players.length]! += round.payout));

    // A second process of the casino: its own app on its own connections to the same database.
    const secondDatabase = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : t.database;
    const second = await buildApp(t.config, { database: secondDatabase, logger: false, webDistDir: path.join(t.config.DATA_DIR, 'no-web-build') });
    try {
      const claimed = await Promise.all([recoveryOf(t.app, t.database.db).sweep(), recoveryOf(second, secondDatabase.db).sweep()]);
      expect(claimed[0] + claimed[1]).toBeGreaterThanOrEqual(stranded.length);
    } finally {
      await second.close();
      if (secondDatabase !== t.database) await secondDatabase.close();
    }
    for (const { round, payout } of stranded) {
      expect(await roundOf(round.id)).toMatchObject({ status: 'closed', payout });
      expect(await winsOf(round.id)).toBe(1);
    }
    expect(await Promise.all(players.map(async (player) => cents((await fundsOf(t, player.cookie)).EUR!)))).toEqual(expected);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });
});
