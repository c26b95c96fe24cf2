import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accountTokens,
  knownDevices,
  passwordHistory,
  players,
  sessions,
  signinThrottles,
  type AccountTokenPurpose,
  type SigninThrottleScope,
} from './schema.ts';

export type PlayerRow = typeof players.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export interface SigninThrottleKey {
  scope: SigninThrottleScope;
  subject: string;
}

/** The clock of a liveness check: sessions expire at `now` and are idle when not seen since `idleSince`. */
export interface SessionLiveness {
  now: Date;
  idleSince: Date;
}

const liveSessionConditions = ({ now, idleSince }: SessionLiveness) => [
  isNull(sessions.revokedAt),
  gt(sessions.expiresAt, now),
  gt(sessions.lastSeenAt, idleSince),
];

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
    await db
      .update(players)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(players.id, id));
  },

  async addPasswordToHistory(db: Executor, playerId: string, passwordHash: string, keep: number): Promise<void> {
    await db.insert(passwordHistory).values({ playerId, passwordHash });
    const kept = db
      .select({ id: passwordHistory.id })
      .from(passwordHistory)
      .where(eq(passwordHistory.playerId, playerId))
      .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
      .limit(keep);
    await db.delete(passwordHistory).where(and(eq(passwordHistory.playerId, playerId), sql`${passwordHistory.id} not in (${kept})`));
  },

  async recentPasswordHashes(db: Executor, playerId: string): Promise<string[]> {
    const rows = await db.select({ passwordHash: passwordHistory.passwordHash }).from(passwordHistory).where(eq(passwordHistory.playerId, playerId));
    return rows.map((row) => row.passwordHash);
  },

  async insertSession(db: Executor, values: typeof sessions.$inferInsert): Promise<SessionRow> {
    const [row] = await db.insert(sessions).values(values).returning();
    return row!;
  },

  /** A session is live until revoked, past its absolute expiry, or idle since `idleSince` (see service.ts). */
  async findLiveSessionByTokenHash(db: Executor, tokenHash: string, live: SessionLiveness): Promise<SessionRow | undefined> {
    const [row] = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), ...liveSessionConditions(live)));
    return row;
  },

  async touchSession(db: Executor, id: string, now: Date): Promise<void> {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  },

  /** Marks every live session of the player active at `now`, skipping those touched since `touchedSince`. */
  async touchLiveSessionsOf(db: Executor, playerId: string, live: SessionLiveness, touchedSince: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ lastSeenAt: live.now })
      .where(and(eq(sessions.playerId, playerId), ...liveSessionConditions(live), lt(sessions.lastSeenAt, touchedSince)));
  },

  async listLiveSessions(db: Executor, playerId: string, live: SessionLiveness): Promise<SessionRow[]> {
    return db
      .select()
      .from(sessions)
      .where(and(eq(sessions.playerId, playerId), ...liveSessionConditions(live)))
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
    await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(...conditions));
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

  /** The subjects among these that are blocked at `now`, with the time each block ends. */
  async activeSigninBlocks(db: Executor, subjects: SigninThrottleKey[], now: Date): Promise<Date[]> {
    if (subjects.length === 0) return [];
    const rows = await db
      .select({ blockedUntil: signinThrottles.blockedUntil })
      .from(signinThrottles)
      .where(
        and(
          or(...subjects.map((key) => and(eq(signinThrottles.scope, key.scope), eq(signinThrottles.subject, key.subject)))),
          gt(signinThrottles.blockedUntil, now),
        ),
      );
    return rows.map((row) => row.blockedUntil!);
  },

  /**
   * Counts one failure of the subject atomically and returns the new count; a count whose last failure is older
   * than `forgetBefore` starts again from one. Concurrent failures each get their own count.
   */
  async countSigninFailure(db: Executor, key: SigninThrottleKey, now: Date, forgetBefore: Date): Promise<number> {
    const [row] = await db
      .insert(signinThrottles)
      .values({ ...key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: [signinThrottles.scope, signinThrottles.subject],
        set: {
          failures: sql`case when ${signinThrottles.lastFailureAt} < ${forgetBefore} then 1 else ${signinThrottles.failures} + 1 end`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: signinThrottles.failures });
    return row!.failures;
  },

  async blockSignins(db: Executor, key: SigninThrottleKey, until: Date): Promise<void> {
    await db
      .update(signinThrottles)
      .set({ blockedUntil: until })
      .where(and(eq(signinThrottles.scope, key.scope), eq(signinThrottles.subject, key.subject)));
  },

  /** The failures counted against the subject since `forgetBefore` (0 when none). */
  async recentSigninFailures(db: Executor, key: SigninThrottleKey, forgetBefore: Date): Promise<number> {
    const [row] = await db
      .select({ failures: signinThrottles.failures })
      .from(signinThrottles)
      .where(and(eq(signinThrottles.scope, key.scope), eq(signinThrottles.subject, key.subject), gt(signinThrottles.lastFailureAt, forgetBefore)));
    return row?.failures ?? 0;
  },

  /** Whether the player with this email signed in from the device before: one query, whether or not the email exists. */
  async isKnownDevice(db: Executor, email: string, deviceHash: string): Promise<boolean> {
    const rows = await db
      .select({ playerId: knownDevices.playerId })
      .from(knownDevices)
      .innerJoin(players, eq(players.id, knownDevices.playerId))
      .where(and(eq(players.email, email), eq(knownDevices.deviceHash, deviceHash)));
    return rows.length > 0;
  },

  async rememberDevice(db: Executor, playerId: string, deviceHash: string, at: Date): Promise<void> {
    await db
      .insert(knownDevices)
      .values({ playerId, deviceHash, lastSeenAt: at })
      .onConflictDoUpdate({ target: [knownDevices.playerId, knownDevices.deviceHash], set: { lastSeenAt: at } });
  },

  async clearSigninFailures(db: Executor, key: SigninThrottleKey): Promise<void> {
    await db.delete(signinThrottles).where(and(eq(signinThrottles.scope, key.scope), eq(signinThrottles.subject, key.subject)));
  },
};
