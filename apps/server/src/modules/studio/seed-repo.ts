import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { studioRounds, studioSeedPairs, studioUnfinishedRounds } from './schema.ts';

export type SeedPairRow = typeof studioSeedPairs.$inferSelect;

/** Who a seed pair belongs to: the player for real money, the game session for (anonymous) demo play. */
export type SeedOwner = { playerId: string } | { gameSessionId: string };

const ownedBy = (owner: SeedOwner): SQL =>
  'playerId' in owner ? eq(studioSeedPairs.playerId, owner.playerId) : eq(studioSeedPairs.gameSessionId, owner.gameSessionId);
const activeOf = (owner: SeedOwner) => and(ownedBy(owner), isNull(studioSeedPairs.revealedAt));

export const seedRepo = {
  async findActive(db: Executor, owner: SeedOwner, options: { forUpdate?: boolean } = {}): Promise<SeedPairRow | undefined> {
    const query = db.select().from(studioSeedPairs).where(activeOf(owner));
    const [row] = options.forUpdate ? await query.for('update') : await query;
    return row;
  },

  /** Inserts an active pair unless the owner has one (a partial unique index decides a race). */
  async insertActiveUnlessAny(
    db: Executor,
    owner: SeedOwner,
    pair: { serverSeed: string; serverSeedHash: string; clientSeed: string },
  ): Promise<void> {
    await db
      .insert(studioSeedPairs)
      .values({ ...pair, ...owner })
      .onConflictDoNothing();
  },

  /**
   * Returns the nonce a round took when no later round of the pair took one since (the pair's next nonce is still
   * the one after it): true when the counter went back.
   */
  async giveBackNonce(db: Executor, pairId: string, nonce: number): Promise<boolean> {
    const rows = await db
      .update(studioSeedPairs)
      .set({ nextNonce: nonce })
      .where(and(eq(studioSeedPairs.id, pairId), eq(studioSeedPairs.nextNonce, nonce + 1), isNull(studioSeedPairs.revealedAt)))
      .returning({ id: studioSeedPairs.id });
    return rows.length > 0;
  },

  async reveal(db: Executor, pairId: string): Promise<void> {
    // The clock at the statement, not now()'s transaction start: a rotation that waited on the pair's lock behind
    // another reveals after it, and the pairs list newest first.
    await db
      .update(studioSeedPairs)
      .set({ revealedAt: sql`clock_timestamp()` })
      .where(eq(studioSeedPairs.id, pairId));
  },

  async listRevealed(db: Executor, owner: SeedOwner, limit: number): Promise<SeedPairRow[]> {
    return db
      .select()
      .from(studioSeedPairs)
      .where(and(ownedBy(owner), isNotNull(studioSeedPairs.revealedAt)))
      .orderBy(desc(studioSeedPairs.revealedAt))
      .limit(limit);
  },

  /** Whether a round played with this pair is unfinished: revealing the seed would give its outcome away. */
  async hasUnfinishedRound(db: Executor, pairId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: studioRounds.id })
      .from(studioUnfinishedRounds)
      .innerJoin(studioRounds, eq(studioRounds.id, studioUnfinishedRounds.roundId))
      .where(eq(studioRounds.seedPairId, pairId))
      .limit(1);
    return row !== undefined;
  },
};
