import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { onPostgres, useTestApp } from '../../../test/test-app.ts';
import { holdingLocks, sessionsWaitingOnLocks } from '../../db/lock-test-kit.ts';
import { worksWaitingForABatch } from '../../db/transaction-batches.ts';
import { verifyLedger } from '../ledger/index.ts';
import { studioRounds, studioSeedPairs } from './schema.ts';
import { seatedPlayer } from './studio-test-kit.ts';

describe.runIf(onPostgres)('round batches, a PostgreSQL feature (PGlite runs each opening alone)', () => {
  /**
   * Real-money rounds of different players opened together share one transaction (studio roundStatements, on
   * PostgreSQL): proven by the pending rounds' writer (xmin), read while their wallet calls are held back.
   */
  const t = useTestApp();
  const SLOT = 'lodestar:slot-starfall-fortune';

  type Player = Awaited<ReturnType<typeof seatedPlayer>>;
  const walletLockOf = (player: Player) => sql`select pg_advisory_xact_lock(hashtextextended(${`responsible-gambling/${player.playerId}`}, 0))`;
  const seedPairLockOf = (player: Player) =>
    sql`select ${studioSeedPairs.id} from ${studioSeedPairs} where ${eq(studioSeedPairs.playerId, player.playerId)} for update`;

  async function pendingRoundsOf(players: Player[]) {
    return t.database.db
      .select({ writer: sql<string>`${studioRounds}.xmin::text` })
      .from(studioRounds)
      .where(
        sql`${inArray(
          studioRounds.playerId,
          players.map((player) => player.playerId),
        )} and ${studioRounds.status} = 'pending'`,
      );
  }

  it('opens the rounds of players spinning together in one transaction, and every spin settles as alone', async () => {
    const [blocker, ...players] = await Promise.all(Array.from({ length: 7 }, () => seatedPlayer(t, SLOT)));
    // A first spin each: the seed pairs exist, the tokens are known.
    for (const player of [blocker!, ...players]) expect((await player.studio.play(10)).status).toBe(200);

    // The blocker's opening waits on its seed pair, in flight; the others' wallet calls wait on their players' locks.
    const seedPair = await holdingLocks(t.database.db, [seedPairLockOf(blocker!)]);
    const wallets = await holdingLocks(t.database.db, players.map(walletLockOf));
    let spins: Promise<Array<{ status: number }>> | undefined;
    try {
      const blocked = blocker!.studio.play(10);
      await sessionsWaitingOnLocks(t.database.db, 1);
      spins = Promise.all(players.map((player) => player.studio.play(10)));
      await vi.waitUntil(() => worksWaitingForABatch() === players.length, { timeout: 10_000, interval: 20 });
      await seedPair.release();
      expect((await blocked).status).toBe(200);

      // Every round is pending once its opening has committed: awaited as that state, not a fixed time.
      const pending = await vi.waitUntil(
        async () => {
          const rounds = await pendingRoundsOf(players);
          return rounds.length === players.length && rounds;
        },
        { timeout: 5_000, interval: 20 },
      );
      expect(pending).toHaveLength(players.length);
      expect(new Set(pending.map((round) => round.writer)).size).toBe(1);
    } finally {
      await Promise.all([seedPair.release(), wallets.release()]);
    }
    for (const answer of await spins!) expect(answer.status).toBe(200);
    expect(await pendingRoundsOf(players)).toEqual([]);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });
});
