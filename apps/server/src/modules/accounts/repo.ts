import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountTokens, passwordHistory, players, sessions, signinFailures, type AccountTokenPurpose } from './schema.ts';

export type PlayerRow = typeof players.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // drizzle wraps driver errors; the SQLSTATE sits on the cause.
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const accountsRepo = {
  async insertPlayer(db: Executor, values: typeof players.$inferInsert): Promise<PlayerRow> {
    const [row] = await db.insert(players).values(values).returning();
    return row!;
  },

  async findPlayerByEmail(db: Executor, email: string): Promise<PlayerRow | undefined> {
    const [row] = await db.select().from(players).where(eq(players.email, email));
    return row;
  },

  async findPlayerById(db: Executor, id: string): Promise<PlayerRow | undefined> {
    const [row] = await db.select().from(players).where(eq(players.id, id));
    return row;
  },

  async updatePlayer(db: Executor, id: string, values: Partial<typeof players.$inferInsert>): Promise<void> {
    await db.update(players).set({ ...values, updatedAt: sql`now()` }).where(eq(players.id, id));
  },

  async addPasswordToHistory(db: Executor, playerId: string, passwordHash: string, keep: number): Promise<void> {
    await db.insert(passwordHistory).values({ playerId, passwordHash });
    const kept = db
      .select({ id: passwordHistory.id })
      .from(passwordHistory)
      .where(eq(passwordHistory.playerId, playerId))
      .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
      .limit(keep);
    await db
      .delete(passwordHistory)
      .where(and(eq(passwordHistory.playerId, playerId), sql`${passwordHistory.id} not in (${kept})`));
  },

  async recentPasswordHashes(db: Executor, playerId: string): Promise<string[]> {
    const rows = await db
      .select({ passwordHash: passwordHistory.passwordHash })
      .from(passwordHistory)
      .where(eq(passwordHistory.playerId, playerId));
    return rows.map((row) => row.passwordHash);
  },

  async insertSession(db: Executor, values: typeof sessions.$inferInsert): Promise<SessionRow> {
    const [row] = await db.insert(sessions).values(values).returning();
    return row!;
  },

  async findLiveSessionByTokenHash(db: Executor, tokenHash: string): Promise<SessionRow | undefined> {
    const [row] = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
    return row;
  },

  async touchSession(db: Executor, id: string): Promise<void> {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, id));
  },

  async listLiveSessions(db: Executor, playerId: string): Promise<SessionRow[]> {
    return db
      .select()
      .from(sessions)
      .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
      .orderBy(desc(sessions.lastSeenAt));
  },

  /** Returns how many sessions were revoked (0 when the id is not a live session of that player). */
  async revokeSession(db: Executor, playerId: string, sessionId: string): Promise<number> {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), eq(sessions.playerId, playerId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length;
  },

  async revokeSessionsOf(db: Executor, playerId: string, exceptSessionId?: string): Promise<void> {
    const conditions = [eq(sessions.playerId, playerId), isNull(sessions.revokedAt)];
    if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
    await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(...conditions));
  },

  async insertAccountToken(
    db: Executor,
    values: { playerId: string; purpose: AccountTokenPurpose; tokenHash: string; expiresAt: Date },
  ): Promise<void> {
    await db.insert(accountTokens).values(values);
  },

  /** Marks the token used and returns its player, or undefined when it is unknown, used, expired or of another purpose. */
  async consumeAccountToken(db: Executor, tokenHash: string, purpose: AccountTokenPurpose): Promise<string | undefined> {
    const [row] = await db
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(accountTokens.tokenHash, tokenHash),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ playerId: accountTokens.playerId });
    return row?.playerId;
  },

  async expireUnusedTokens(db: Executor, playerId: string, purposes: AccountTokenPurpose[]): Promise<void> {
    await db
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(accountTokens.playerId, playerId), inArray(accountTokens.purpose, purposes), isNull(accountTokens.usedAt)));
  },

  async recordSigninFailure(db: Executor, playerId: string, ipAddress: string): Promise<void> {
    await db.insert(signinFailures).values({ playerId, ipAddress });
  },

  async countSigninFailuresSince(db: Executor, playerId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(signinFailures)
      .where(and(eq(signinFailures.playerId, playerId), gt(signinFailures.createdAt, since)));
    return row?.count ?? 0;
  },

  async clearSigninFailures(db: Executor, playerId: string): Promise<void> {
    await db.delete(signinFailures).where(eq(signinFailures.playerId, playerId));
  },
};
