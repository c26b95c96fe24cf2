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

  async findByPlayer(db: Executor, playerId: string): Promise<PlayerProfileRow | undefined> {
    const [row] = await db.select().from(playerProfiles).where(eq(playerProfiles.playerId, playerId));
    return row;
  },
};
