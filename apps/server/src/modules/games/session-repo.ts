import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gameSessions } from './schema.ts';

export type GameSessionRow = typeof gameSessions.$inferSelect;

export const gameSessionRepo = {
  async insert(db: Executor, values: typeof gameSessions.$inferInsert): Promise<GameSessionRow> {
    const [row] = await db.insert(gameSessions).values(values).returning();
    return row!;
  },

  async findByTokenHash(db: Executor, tokenHash: string): Promise<GameSessionRow | undefined> {
    const [row] = await db.select().from(gameSessions).where(eq(gameSessions.tokenHash, tokenHash));
    return row;
  },
};
