import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { playerProfiles } from './schema.ts';

export type PlayerProfileRow = typeof playerProfiles.$inferSelect;

export const profileRepo = {
  async findByPlayer(db: Executor, playerId: string): Promise<PlayerProfileRow | undefined> {
    const [row] = await db.select().from(playerProfiles).where(eq(playerProfiles.playerId, playerId));
    return row;
  },
};
