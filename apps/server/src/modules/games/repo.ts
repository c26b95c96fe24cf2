import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
// eslint-disable-next-line import/no-restricted-paths -- known violation, to be moved behind the owner's service
import { players } from '../accounts/schema.ts';
// eslint-disable-next-line import/no-restricted-paths -- known violation, to be moved behind the owner's service
import { providerTransactions } from '../provider-wallet/schema.ts';
import { favoriteGames, games } from './schema.ts';

export type GameRow = typeof games.$inferSelect;

export const gamesRepo = {
  async listEnabled(db: Executor): Promise<GameRow[]> {
    return db.select().from(games).where(eq(games.enabled, true)).orderBy(asc(games.sortOrder));
  },

  /** Bets per game since a moment: the lobby's popularity. */
  async betCountsSince(db: Executor, since: Date): Promise<Map<string, number>> {
    const rows = await db
      .select({ gameId: providerTransactions.gameId, bets: sql<number>`count(*)::int` })
      .from(providerTransactions)
      .where(and(eq(providerTransactions.kind, 'bet'), gt(providerTransactions.createdAt, since)))
      .groupBy(providerTransactions.gameId);
    return new Map(rows.map((row) => [row.gameId, row.bets]));
  },

  async winsSince(db: Executor, since: Date, limit: number) {
    return db
      .select({
        gameId: providerTransactions.gameId,
        amount: providerTransactions.amount,
        currency: providerTransactions.currency,
        createdAt: providerTransactions.createdAt,
        fullName: players.fullName,
      })
      .from(providerTransactions)
      .innerJoin(players, eq(players.id, providerTransactions.playerId))
      .where(and(eq(providerTransactions.kind, 'win'), gt(providerTransactions.amount, 0n), gt(providerTransactions.createdAt, since)))
      .orderBy(desc(providerTransactions.createdAt))
      .limit(limit);
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
