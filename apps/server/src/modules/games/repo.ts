import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { favoriteGames, games, playedGames } from './schema.ts';

export type GameRow = typeof games.$inferSelect;
export type GameCategory = GameRow['category'];
/** The two orders staff set: the featured row and the games pinned ahead of the most played. */
export type GameOrder = 'featuredPosition' | 'topPosition';

export const gamesRepo = {
  async listEnabled(db: Executor): Promise<GameRow[]> {
    return db.select().from(games).where(eq(games.enabled, true)).orderBy(asc(games.sortOrder));
  },

  /** Every game, enabled or not, in the lobby's order: the back office's list, the studio's and the wallet's games. */
  async listAll(db: Executor): Promise<GameRow[]> {
    return db.select().from(games).orderBy(asc(games.sortOrder));
  },

  /** Locks the game's row: changes to one game are made one after the other, each seeing the last. */
  async findForUpdate(db: Executor, id: string): Promise<GameRow | undefined> {
    const [row] = await db.select().from(games).where(eq(games.id, id)).for('update');
    return row;
  },

  async update(db: Executor, id: string, values: Partial<Pick<GameRow, 'enabled' | 'categories'>>): Promise<void> {
    await db.update(games).set(values).where(eq(games.id, id));
  },

  /** The ids in an order, first first; the caller locks the rows. */
  async orderOf(db: Executor, order: GameOrder): Promise<string[]> {
    const rows = await db.select({ id: games.id }).from(games).where(isNotNull(games[order])).orderBy(asc(games[order])).for('update');
    return rows.map((row) => row.id);
  },

  /** Replaces an order: the given ids take positions 1, 2, ...; every other game leaves it. */
  async replaceOrder(db: Executor, order: GameOrder, ids: string[]): Promise<void> {
    await db
      .update(games)
      .set({ [order]: null })
      .where(isNotNull(games[order]));
    for (const [index, id] of ids.entries())
      await db
        .update(games)
        .set({ [order]: index + 1 })
        .where(eq(games.id, id));
  },

  /** Every game of the catalogue, enabled or not (a player's history keeps games taken off the lobby). */
  async allIds(db: Executor): Promise<string[]> {
    return (await db.select({ id: games.id }).from(games)).map((row) => row.id);
  },

  async idsOfProvider(db: Executor, provider: string): Promise<string[]> {
    return (await db.select({ id: games.id }).from(games).where(eq(games.provider, provider))).map((row) => row.id);
  },

  async detailsOf(db: Executor, ids: string[]) {
    if (ids.length === 0) return [];
    return db.select({ id: games.id, name: games.name, provider: games.provider, imageId: games.imageId }).from(games).where(inArray(games.id, ids));
  },

  /** The providers of the given games, each once, in the database's order of names. */
  async providersOf(db: Executor, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await db.selectDistinct({ provider: games.provider }).from(games).where(inArray(games.id, ids)).orderBy(games.provider);
    return rows.map((row) => row.provider);
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

  /** Records that the player played the game at `at`: a game played before moves to the front. */
  async recordPlayed(db: Executor, playerId: string, gameId: string, at: Date): Promise<void> {
    await db
      .insert(playedGames)
      .values({ playerId, gameId, lastPlayedAt: at })
      .onConflictDoUpdate({ target: [playedGames.playerId, playedGames.gameId], set: { lastPlayedAt: at } });
  },

  /** The lobby's games the player played last, newest first, at most `limit`. */
  async recentlyPlayedOf(db: Executor, playerId: string, limit: number): Promise<GameRow[]> {
    const rows = await db
      .select({ game: games })
      .from(playedGames)
      .innerJoin(games, eq(games.id, playedGames.gameId))
      .where(and(eq(playedGames.playerId, playerId), eq(games.enabled, true)))
      .orderBy(desc(playedGames.lastPlayedAt))
      .limit(limit);
    return rows.map((row) => row.game);
  },
};
