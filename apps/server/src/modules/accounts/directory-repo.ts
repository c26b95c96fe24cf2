import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { players } from './schema.ts';

/** What other modules may know of players, looked up by id. */
export const playerDirectoryRepo = {
  async contactsOf(db: Executor, ids: string[]): Promise<Array<{ id: string; fullName: string; email: string; createdAt: Date }>> {
    if (ids.length === 0) return [];
    return db
      .select({ id: players.id, fullName: players.fullName, email: players.email, createdAt: players.createdAt })
      .from(players)
      .where(inArray(players.id, ids));
  },

  /** Whether staff locked the player, and any cool-off the accounts module itself records. */
  async standingOf(db: Executor, playerId: string): Promise<{ lockedAt: Date | null; coolOffUntil: Date | null } | undefined> {
    const [row] = await db.select({ lockedAt: players.lockedAt, coolOffUntil: players.coolOffUntil }).from(players).where(eq(players.id, playerId));
    return row;
  },
};
