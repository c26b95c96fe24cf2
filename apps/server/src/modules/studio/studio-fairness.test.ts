import { describe, expect, it } from 'vitest';
import { hashServerSeed, replayStudioRound } from '@lodestar/games';
import { playerFairnessPaths } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { depositByCard, newPlayer } from '../payments/payments-test-kit.ts';
import { launch, studioClient } from './studio-test-kit.ts';

const t = useTestApp();
const plinko = { rows: 12, risk: 'medium' };

describe('provably fair seeds', () => {
  it('shows the hash before play, takes the client seed, and on rotation reveals a seed that replays every round', async () => {
    const player = await newPlayer(t);
    await depositByCard(t, player.cookie, '50');
    const studio = studioClient(t, await launch(t, 'lodestar:plinko', { cookie: player.cookie }));
    const shown = (await studio.session()).body.fairness;
    expect(shown).toMatchObject({ nonce: 0 });
    expect(shown.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    const first = (await studio.play(100, plinko)).body.round;
    expect(first.fairness).toEqual({ serverSeedHash: shown.serverSeedHash, clientSeed: shown.clientSeed, nonce: 0, serverSeed: null });
    expect((await studio.setClientSeed('lucky-seven')).body.active).toEqual({
      serverSeedHash: shown.serverSeedHash,
      clientSeed: 'lucky-seven',
      nonce: 1,
    });
    expect((await studio.setClientSeed('no spaces')).status).toBe(400);
    const second = (await studio.play(250, plinko)).body.round;
    expect(second.fairness).toMatchObject({ clientSeed: 'lucky-seven', nonce: 1, serverSeed: null });

    const rotated = (await studio.rotate()).body;
    expect(rotated.active).toMatchObject({ clientSeed: 'lucky-seven', nonce: 0 });
    expect(rotated.active.serverSeedHash).not.toBe(shown.serverSeedHash);
    const [revealed] = rotated.revealed;
    expect(revealed).toMatchObject({ serverSeedHash: shown.serverSeedHash, nonceCount: 2 });
    expect(hashServerSeed(revealed.serverSeed)).toBe(shown.serverSeedHash);

    for (const [round, stake] of [
      [first, 100n],
      [second, 250n],
    ] as const) {
      const replay = replayStudioRound({
        launchId: 'plinko',
        fairness: { serverSeed: revealed.serverSeed, clientSeed: round.fairness.clientSeed, nonce: round.fairness.nonce },
        params: plinko,
        stake,
        actions: [],
      });
      expect(replay.outcome).toEqual(round.outcome);
      expect(replay.payout.toString()).toBe(round.payout);
    }

    // The fairness page sees the same seeds through the session cookie, with the rounds' seeds now revealed.
    const page = (await t.app.inject({ method: 'GET', url: playerFairnessPaths.seeds, headers: { cookie: player.cookie } })).json();
    expect(page.active).toEqual(rotated.active);
    expect(page.rounds.map((round: { id: string }) => round.id)).toEqual([second.id, first.id]);
    expect(page.rounds[0]).toMatchObject({ gameName: 'Plinko', currency: 'EUR', fairness: { serverSeed: revealed.serverSeed } });
    const viaCookie = await t.app.inject({
      method: 'PUT',
      url: playerFairnessPaths.clientSeed,
      headers: { cookie: player.cookie },
      payload: { clientSeed: 'from-the-site' },
    });
    expect(viaCookie.json().active).toMatchObject({ clientSeed: 'from-the-site', nonce: 0 });
    expect((await studio.session()).body.fairness.clientSeed).toBe('from-the-site');
    expect((await t.app.inject({ method: 'GET', url: playerFairnessPaths.seeds })).statusCode).toBe(401);
  });

  it('refuses to rotate while a round of the seed pair is open, since the seed fixes its outcome', async () => {
    const player = await newPlayer(t);
    await depositByCard(t, player.cookie, '50');
    const studio = studioClient(t, await launch(t, 'lodestar:mines', { cookie: player.cookie }));
    const round = (await studio.play(100, { mineCount: 5 })).body.round;
    expect(await studio.rotate()).toMatchObject({ status: 409, body: { code: 'ROUND_STILL_OPEN' } });
    const viaCookie = await t.app.inject({ method: 'POST', url: playerFairnessPaths.rotate, headers: { cookie: player.cookie } });
    expect(viaCookie.statusCode).toBe(409);
    await studio.act(round.id, { action: 'reveal', tile: 0 });
    const state = (await studio.session()).body;
    if (state.openRound) await studio.act(round.id, { action: 'cashout' });
    expect((await studio.rotate()).status).toBe(200);
  });

  it('gives each demo session its own seeds, apart from the player’s', async () => {
    const player = await newPlayer(t);
    const real = (await studioClient(t, await launch(t, 'lodestar:dice', { cookie: player.cookie })).fairness()).body;
    const demo = (await studioClient(t, await launch(t, 'lodestar:dice', { demo: true, cookie: player.cookie })).fairness()).body;
    expect(demo.active.serverSeedHash).not.toBe(real.active.serverSeedHash);
  });
});
