import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { playerProfiles } from './schema.ts';

export type PlayerProfileRow = typeof playerProfiles.$inferSelect;

export const profileRepo = {
  async upsert(db: Executor, playerId: string, values: Partial<typeof playerProfiles.$inferInsert>): Promise<void> {
    await db
      .insert(playerProfiles)
      .values({ ...values, playerId })
      .onConflictDoUpdate({ target: playerProfiles.playerId, set: { ...values, updatedAt: sql`now()` } });
  },

  /** Only an existing row can hold consent: a player without one never gave it. */
  async withdrawEmailConsent(db: Executor, playerId: string): Promise<void> {
    await db
      .update(playerProfiles)
      .set({ receiveEmailPromo: false, updatedAt: sql`now()` })
      .where(eq(playerProfiles.playerId, playerId));
  },

  async findByPlayer(db: Executor, playerId: string): Promise<PlayerProfileRow | undefined> {
    const [row] = await db.select().from(playerProfiles).where(eq(playerProfiles.playerId, playerId));
    return row;
  },
};
