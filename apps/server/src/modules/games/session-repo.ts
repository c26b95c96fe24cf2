import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { games, gameSessions, type GameCategory } from './schema.ts';

export type GameSessionRow = typeof gameSessions.$inferSelect;

/** What the provider wallet enforces on every call of a session's game. */
export interface GameWalletRules {
  walletProviderId: string;
  /** Decimal text, four places: the catalogue's numeric. */
  maxMultiplier: string;
  hasJackpot: boolean;
  /** The stated return to player in percent ('96.12'): the house edge that rakeback shares. */
  rtp: string;
  /** The catalogue category: how much of a stake counts towards a bonus's wagering. */
  category: GameCategory;
}

export const gameSessionRepo = {
  async insert(db: Executor, values: typeof gameSessions.$inferInsert): Promise<GameSessionRow> {
    const [row] = await db.insert(gameSessions).values(values).returning();
    return row!;
  },

  async findByTokenHash(db: Executor, tokenHash: string): Promise<{ session: GameSessionRow; rules: GameWalletRules } | undefined> {
    const [row] = await db
      .select({
        session: gameSessions,
        rules: {
          walletProviderId: games.walletProviderId,
          maxMultiplier: games.maxMultiplier,
          hasJackpot: games.hasJackpot,
          rtp: games.rtp,
          category: games.category,
        },
      })
      .from(gameSessions)
      .innerJoin(games, eq(games.id, gameSessions.gameId))
      .where(eq(gameSessions.tokenHash, tokenHash));
    return row;
  },
};
