import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { launch, openHand, seatedPlayer, studioClient } from './studio-test-kit.ts';
import { studioRounds, studioSeedPairs } from './schema.ts';

const t = useTestApp();
const DICE = { target: 50, direction: 'over' };

/** What another process (or staff tooling) does to the player's active pair behind this process's back. */
const changeActivePair = (playerId: string, change: PgUpdateSetSource<typeof studioSeedPairs>) =>
  t.database.db
    .update(studioSeedPairs)
    .set(change)
    .where(and(eq(studioSeedPairs.playerId, playerId), isNull(studioSeedPairs.revealedAt)));

const noncesOf = async (playerId: string) =>
  (await t.database.db.select({ nonce: studioRounds.nonce }).from(studioRounds).where(eq(studioRounds.playerId, playerId)))
    .map((row) => row.nonce)
    .sort((a, b) => a - b);

/**
 * A round opens in one statement on the nonce this process last saw of the player's active pair (issue: speed): when
 * the pair moved meanwhile, the round must still take the pair's true next nonce and its current seeds.
 */
describe('opening and settling real-money rounds', () => {
  it('takes the next nonce after rounds another process opened on the same pair, with no gap and no repeat', async () => {
    const player = await seatedPlayer(t, 'lodestar:dice');
    expect((await player.studio.play(10, DICE)).body.round.fairness.nonce).toBe(0);
    // Another process played two rounds of this player meanwhile.
    await changeActivePair(player.playerId, { nextNonce: sql`${studioSeedPairs.nextNonce} + 2` });
    const next = (await player.studio.play(10, DICE)).body.round;
    expect(next.fairness.nonce).toBe(3);
    expect((await player.studio.play(10, DICE)).body.round.fairness.nonce).toBe(4);
  });

  it('plays on the client seed and the pair set elsewhere since the last round', async () => {
    const player = await seatedPlayer(t, 'lodestar:dice');
    await player.studio.play(10, DICE);
    await changeActivePair(player.playerId, { clientSeed: 'set-on-another-process' });
    expect((await player.studio.play(10, DICE)).body.round.fairness).toMatchObject({ clientSeed: 'set-on-another-process', nonce: 1 });

    // A rotation elsewhere: the revealed pair takes no more rounds, the new one starts at 0.
    await changeActivePair(player.playerId, { revealedAt: new Date() });
    const round = (await player.studio.play(10, DICE)).body.round;
    expect(round.fairness.nonce).toBe(0);
    const [active] = await t.database.db
      .select()
      .from(studioSeedPairs)
      .where(and(eq(studioSeedPairs.playerId, player.playerId), isNull(studioSeedPairs.revealedAt)));
    expect(round.fairness.serverSeedHash).toBe(active!.serverSeedHash);
    expect(active!.nextNonce).toBe(1);
  });

  it('gives each of many rounds played at once on two games its own consecutive nonce', async () => {
    const player = await seatedPlayer(t, 'lodestar:dice');
    const limbo = studioClient(t, await launch(t, 'lodestar:limbo', { cookie: player.cookie }));
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () => [await player.studio.play(10, DICE), await limbo.play(10, { target: 2 })]),
    );
    const played = answers.flat().filter((answer) => answer.status === 200);
    expect(played.length).toBeGreaterThan(0);
    // A second round on a session whose first is still in flight is refused: it takes no nonce.
    for (const refused of answers.flat().filter((answer) => answer.status !== 200)) expect(refused.status).toBe(409);
    expect(await noncesOf(player.playerId)).toEqual(Array.from({ length: played.length }, (_, index) => index));
  });

  it('answers each spin with the net position the session then shows', async () => {
    const player = await seatedPlayer(t, 'lodestar:dice');
    let net = 0n;
    for (let spin = 0; spin < 6; spin++) {
      const { body } = await player.studio.play(100, DICE);
      net += BigInt(body.round.payout) - 100n;
      expect(body.netPosition).toBe(net.toString());
      expect((await player.studio.session()).body.netPosition).toBe(net.toString());
    }
  });

  it('refuses a new round while a hand is open without using a nonce', async () => {
    const player = await seatedPlayer(t, 'lodestar:blackjack');
    const hand = await openHand(player.studio);
    const before = await noncesOf(player.playerId);
    expect((await player.studio.play(100)).status).toBe(409);
    const [pair] = await t.database.db
      .select({ nextNonce: studioSeedPairs.nextNonce })
      .from(studioSeedPairs)
      .where(and(eq(studioSeedPairs.playerId, player.playerId), isNull(studioSeedPairs.revealedAt)));
    expect(pair!.nextNonce).toBe(hand.fairness.nonce + 1);
    expect(await noncesOf(player.playerId)).toEqual(before);
  });
});
