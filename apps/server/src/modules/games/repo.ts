import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { favoriteGames, games } from './schema.ts';

export type GameRow = typeof games.$inferSelect;

export const gamesRepo = {
  async listEnabled(db: Executor): Promise<GameRow[]> {
    return db.select().from(games).where(eq(games.enabled, true)).orderBy(asc(games.sortOrder));
  },

  async favoritesOf(db: Executor, playerId: string): Promise<string[]> {
    const rows = await db
      .select({ gameId: favoriteGames.gameId })
      .from(favoriteGames)
      .where(eq(favoriteGames.playerId, playerId))
      .orderBy(desc(favoriteGames.createdAt));
    return rows.map((row) => row.gameId);
  },

  async addFavorite(db: Executor, playerId: string, gameId: string): Promise<void> {
    await db.insert(favoriteGames).values({ playerId, gameId }).onConflictDoNothing();
  },

  async removeFavorite(db: Executor, playerId: string, gameId: string): Promise<number> {
    const rows = await db
      .delete(favoriteGames)
      .where(and(eq(favoriteGames.playerId, playerId), eq(favoriteGames.gameId, gameId)))
      .returning({ gameId: favoriteGames.gameId });
    return rows.length;
  },
};
