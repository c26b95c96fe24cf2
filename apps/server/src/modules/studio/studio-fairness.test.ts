import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashServerSeed, replayStudioRound } from '@lodestar/games';
import { playerFairnessPaths, type FairnessResponse, type StudioRound } from '@lodestar/contracts';
import { onPostgres, useTestApp, type TestApp } from '../../../test/test-app.ts';
import { holdingLocks, sessionsWaitingOnLocks } from '../../db/lock-test-kit.ts';
import { depositByCard, newPlayer } from '../payments/payments-test-kit.ts';
import { studioSeedPairs } from './schema.ts';
import { launch, seatedPlayer, studioClient } from './studio-test-kit.ts';

const t = useTestApp();
const plinko = { rows: 12, risk: 'medium' };
const DICE = { target: 50, direction: 'over' };

/** A round replayed in the browser's way from the revealed server seed gives what the round answered. */
function expectReplays(round: StudioRound, serverSeed: string, launchId: string) {
  const replay = replayStudioRound({
    launchId,
    fairness: { serverSeed, clientSeed: round.fairness.clientSeed, nonce: round.fairness.nonce },
    params: round.params,
    stake: BigInt(round.stake),
    actions: [],
  });
  expect(replay.outcome).toEqual(round.outcome);
  expect(replay.payout.toString()).toBe(round.payout);
}

const pairsOf = (test: TestApp, playerId: string) => test.database.db.select().from(studioSeedPairs).where(eq(studioSeedPairs.playerId, playerId));

describe('provably fair seeds', () => {
  it('on a new client seed reveals the server seed behind the hash shown before, and the next round is nonce 0 of a new pair', async () => {
    const player = await newPlayer(t);
    await depositByCard(t, player.cookie, '50');
    const studio = studioClient(t, await launch(t, 'lodestar:plinko', { cookie: player.cookie }));
    const shown = (await studio.session()).body.fairness;
    expect(shown).toMatchObject({ nonce: 0 });
    expect(shown.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    const first = (await studio.play(100, plinko)).body.round;
    expect(first.fairness).toEqual({ serverSeedHash: shown.serverSeedHash, clientSeed: shown.clientSeed, nonce: 0, serverSeed: null });
    const second = (await studio.play(250, plinko)).body.round;
    expect(second.fairness).toMatchObject({ serverSeedHash: shown.serverSeedHash, nonce: 1 });

    expect((await studio.setClientSeed('no spaces')).status).toBe(400);
    const changed: FairnessResponse = (await studio.setClientSeed('lucky-seven')).body;
    expect(changed.active).toMatchObject({ clientSeed: 'lucky-seven', nonce: 0 });
    expect(changed.active.serverSeedHash).not.toBe(shown.serverSeedHash);
    expect(changed.revealed).toHaveLength(1);
    const [previous] = changed.revealed;
    // The previous pair: its seed hashes to what was shown before, with its client seed and the nonces it used (0 and 1).
    expect(previous).toMatchObject({ serverSeedHash: shown.serverSeedHash, clientSeed: shown.clientSeed, nonceCount: 2 });
    expect(hashServerSeed(previous!.serverSeed)).toBe(shown.serverSeedHash);
    expect((await studio.session()).body.fairness).toEqual(changed.active);

    const next = (await studio.play(100, plinko)).body.round;
    expect(next.fairness).toEqual({ serverSeedHash: changed.active.serverSeedHash, clientSeed: 'lucky-seven', nonce: 0, serverSeed: null });
    for (const round of [first, second]) expectReplays(round, previous!.serverSeed, 'plinko');

    // The fairness page sees the same seeds through the session cookie, the earlier rounds' seed now revealed.
    const page = (await t.app.inject({ method: 'GET', url: playerFairnessPaths.seeds, headers: { cookie: player.cookie } })).json();
    expect(page.active).toEqual({ ...changed.active, nonce: 1 });
    expect(page.rounds.map((round: { id: string }) => round.id)).toEqual([next.id, second.id, first.id]);
    expect(page.rounds[1]).toMatchObject({ gameName: 'Plinko', currency: 'EUR', fairness: { serverSeed: previous!.serverSeed } });
    expect(page.rounds[0].fairness.serverSeed).toBeNull();

    const viaCookie = await t.app.inject({
      method: 'PUT',
      url: playerFairnessPaths.clientSeed,
      headers: { cookie: player.cookie },
      payload: { clientSeed: 'from-the-site' },
    });
    const fromTheSite: FairnessResponse = viaCookie.json();
    expect(fromTheSite.active).toMatchObject({ clientSeed: 'from-the-site', nonce: 0 });
    expect(fromTheSite.revealed[0]).toMatchObject({ serverSeedHash: changed.active.serverSeedHash, clientSeed: 'lucky-seven', nonceCount: 1 });
    expect(hashServerSeed(fromTheSite.revealed[0]!.serverSeed)).toBe(changed.active.serverSeedHash);
    expect(fromTheSite.revealed[1]).toEqual(previous);
    expect((await studio.session()).body.fairness).toEqual(fromTheSite.active);
    expect((await t.app.inject({ method: 'GET', url: playerFairnessPaths.seeds })).statusCode).toBe(401);
  });

  it('keeps the seeds while a round of the pair is open, since the seed fixes its outcome', async () => {
    const player = await newPlayer(t);
    await depositByCard(t, player.cookie, '50');
    const studio = studioClient(t, await launch(t, 'lodestar:mines', { cookie: player.cookie }));
    const before = (await studio.fairness()).body;
    const round = (await studio.play(100, { mineCount: 5 })).body.round;
    expect(await studio.setClientSeed('mid-round')).toMatchObject({
      status: 409,
      body: {
        code: 'ROUND_STILL_OPEN',
        message: 'Finish the round in progress before changing your seeds: its outcome depends on the current server seed.',
      },
    });
    const viaCookie = await t.app.inject({
      method: 'PUT',
      url: playerFairnessPaths.clientSeed,
      headers: { cookie: player.cookie },
      payload: { clientSeed: 'mid-round' },
    });
    expect(viaCookie.statusCode).toBe(409);
    expect((await studio.fairness()).body).toEqual({ ...before, active: { ...before.active, nonce: 1 } });

    await studio.act(round.id, { action: 'reveal', tile: 0 });
    if ((await studio.session()).body.openRound) await studio.act(round.id, { action: 'cashout' });
    expect((await studio.setClientSeed('after-the-round')).body.active).toMatchObject({ clientSeed: 'after-the-round', nonce: 0 });
  });

  it('gives each demo session its own seeds, apart from the player’s', async () => {
    const player = await newPlayer(t);
    const real = (await studioClient(t, await launch(t, 'lodestar:dice', { cookie: player.cookie })).fairness()).body;
    const demo = (await studioClient(t, await launch(t, 'lodestar:dice', { demo: true, cookie: player.cookie })).fairness()).body;
    expect(demo.active.serverSeedHash).not.toBe(real.active.serverSeedHash);
  });
});

describe.runIf(onPostgres)('seed changes racing, a PostgreSQL matter (PGlite runs one statement at a time)', () => {
  /** Holds the player's active pair locked, as a rotation or a round in flight does, until released. */
  const holdingActivePair = (playerId: string) =>
    holdingLocks(t.database.db, [
      sql`select ${studioSeedPairs.id} from ${studioSeedPairs} where ${and(eq(studioSeedPairs.playerId, playerId), isNull(studioSeedPairs.revealedAt))} for update`,
    ]);

  it('applies two seed changes sent at once one after the other: each reveals a pair, neither is lost', async () => {
    const player = await seatedPlayer(t, 'lodestar:dice');
    const played = (await player.studio.play(10, DICE)).body.round;
    const lock = await holdingActivePair(player.playerId);
    const answers = [player.studio.setClientSeed('first-change'), player.studio.setClientSeed('second-change')];
    await sessionsWaitingOnLocks(t.database.db, 2);
    await lock.release();
    const [first, second] = await Promise.all(answers);

    // Each answers the pair it started, at nonce 0 on its own client seed; the later one revealed the earlier one's pair.
    expect([first!.status, second!.status]).toEqual([200, 200]);
    const [earlier, later] = [first!.body, second!.body].sort((a: FairnessResponse, b: FairnessResponse) => a.revealed.length - b.revealed.length);
    expect(earlier.active).toMatchObject({ nonce: 0 });
    expect(later.active).toMatchObject({ nonce: 0 });
    expect(new Set([earlier.active.clientSeed, later.active.clientSeed])).toEqual(new Set(['first-change', 'second-change']));
    expect(later.revealed[0]).toMatchObject({ serverSeedHash: earlier.active.serverSeedHash, clientSeed: earlier.active.clientSeed, nonceCount: 0 });
    expect(later.revealed[1]).toMatchObject({ serverSeedHash: played.fairness.serverSeedHash, nonceCount: 1 });

    // One active pair, whose server seed was never revealed; the next round plays on it from nonce 0.
    const pairs = await pairsOf(t, player.playerId);
    const active = pairs.filter((pair) => pair.revealedAt === null);
    expect(active).toHaveLength(1);
    expect(active[0]!.serverSeedHash).toBe(later.active.serverSeedHash);
    expect(pairs.filter((pair) => pair.serverSeed === active[0]!.serverSeed)).toHaveLength(1);
    const next = (await player.studio.play(10, DICE)).body.round;
    expect(next.fairness).toEqual({ ...later.active, serverSeed: null });
  });

  it('plays a bet racing a seed change on the pair it opened with: never a revealed seed for a new round, nor a nonce lost', async () => {
    const player = await seatedPlayer(t, 'lodestar:dice');
    const played = (await player.studio.play(10, DICE)).body.round;
    const lock = await holdingActivePair(player.playerId);
    const racing = [player.studio.play(10, DICE), player.studio.setClientSeed('raced')] as const;
    await sessionsWaitingOnLocks(t.database.db, 2);
    await lock.release();
    const [bet, change] = await Promise.all(racing);
    expect(bet.status).toBe(200);
    const round: StudioRound = bet.body.round;

    if (change.status === 200) {
      const seeds: FairnessResponse = change.body;
      const [previous] = seeds.revealed;
      // Either the change went first and the bet opened the new pair, or the bet took the old pair's next nonce first.
      const onNewPair = round.fairness.serverSeedHash === seeds.active.serverSeedHash;
      if (onNewPair) expect(round.fairness).toMatchObject({ clientSeed: 'raced', nonce: 0 });
      else expect(round.fairness).toMatchObject({ serverSeedHash: previous!.serverSeedHash, nonce: 1 });
      expect(previous).toMatchObject({ serverSeedHash: played.fairness.serverSeedHash, nonceCount: onNewPair ? 1 : 2 });
    } else {
      // The bet opened first: its round, still settling, holds the pair, so the change is refused and nothing moved.
      expect(change).toMatchObject({ status: 409, body: { code: 'ROUND_STILL_OPEN' } });
      expect(round.fairness).toMatchObject({ serverSeedHash: played.fairness.serverSeedHash, nonce: 1 });
    }
    const active = (await player.studio.fairness()).body.active;
    const next = (await player.studio.play(10, DICE)).body.round;
    expect(next.fairness).toEqual({ ...active, serverSeed: null });
  });
});
