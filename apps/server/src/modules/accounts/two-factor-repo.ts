import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { recoveryCodes, secondFactorChallenges, sessions, twoFactorAuthenticators } from './schema.ts';

export type AuthenticatorRow = typeof twoFactorAuthenticators.$inferSelect;
export type ChallengeRow = typeof secondFactorChallenges.$inferSelect;

/** The SQL of TOTP two-factor: authenticators, recovery codes and pending second-factor sign-ins. */
export const twoFactorRepo = {
  async findAuthenticator(db: Executor, playerId: string): Promise<AuthenticatorRow | undefined> {
    const [row] = await db.select().from(twoFactorAuthenticators).where(eq(twoFactorAuthenticators.playerId, playerId));
    return row;
  },

  /** A new secret waiting for its first code; replaces an earlier unconfirmed one, never an enabled one. */
  async savePendingSecret(db: Executor, playerId: string, secret: string): Promise<boolean> {
    const rows = await db
      .insert(twoFactorAuthenticators)
      .values({ playerId, secret })
      .onConflictDoUpdate({
        target: twoFactorAuthenticators.playerId,
        set: { secret, lastUsedStep: null, createdAt: sql`now()` },
        setWhere: isNull(twoFactorAuthenticators.enabledAt),
      })
      .returning({ playerId: twoFactorAuthenticators.playerId });
    return rows.length > 0;
  },

  /**
   * Records that a code of `step` was accepted, only if no code of that step or a later one was: false means the
   * code was already used (two requests racing with the same code get one true between them).
   */
  async claimStep(db: Executor, playerId: string, step: number): Promise<boolean> {
    const rows = await db
      .update(twoFactorAuthenticators)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(twoFactorAuthenticators.playerId, playerId),
          or(isNull(twoFactorAuthenticators.lastUsedStep), lt(twoFactorAuthenticators.lastUsedStep, step)),
        ),
      )
      .returning({ playerId: twoFactorAuthenticators.playerId });
    return rows.length > 0;
  },

  async markEnabled(db: Executor, playerId: string, at: Date): Promise<void> {
    await db.update(twoFactorAuthenticators).set({ enabledAt: at }).where(eq(twoFactorAuthenticators.playerId, playerId));
  },

  async deleteAuthenticator(db: Executor, playerId: string): Promise<void> {
    await db.delete(twoFactorAuthenticators).where(eq(twoFactorAuthenticators.playerId, playerId));
    await db.delete(recoveryCodes).where(eq(recoveryCodes.playerId, playerId));
  },

  async replaceRecoveryCodes(db: Executor, playerId: string, codeHashes: string[]): Promise<void> {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.playerId, playerId));
    await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ playerId, codeHash })));
  },

  /** Uses up an unused recovery code of the player; false when it is unknown or already used. */
  async consumeRecoveryCode(db: Executor, playerId: string, codeHash: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(recoveryCodes)
      .set({ usedAt: at })
      .where(and(eq(recoveryCodes.playerId, playerId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return rows.length > 0;
  },

  async countUnusedRecoveryCodes(db: Executor, playerId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.playerId, playerId), isNull(recoveryCodes.usedAt)));
    return row?.n ?? 0;
  },

  async insertChallenge(db: Executor, values: { playerId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
    await db.insert(secondFactorChallenges).values(values);
  },

  /** The challenge behind a cookie while it can still take a code: unused, unexpired and under `maxFailures`. */
  async findOpenChallenge(db: Executor, tokenHash: string, now: Date, maxFailures: number): Promise<ChallengeRow | undefined> {
    const [row] = await db
      .select()
      .from(secondFactorChallenges)
      .where(
        and(
          eq(secondFactorChallenges.tokenHash, tokenHash),
          isNull(secondFactorChallenges.consumedAt),
          gt(secondFactorChallenges.expiresAt, now),
          lt(secondFactorChallenges.failures, maxFailures),
        ),
      );
    return row;
  },

  async countChallengeFailure(db: Executor, id: string): Promise<void> {
    await db
      .update(secondFactorChallenges)
      .set({ failures: sql`${secondFactorChallenges.failures} + 1` })
      .where(eq(secondFactorChallenges.id, id));
  },

  /** Ends the challenge; false when another request already did (a code cannot open two sessions). */
  async consumeChallenge(db: Executor, id: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(secondFactorChallenges)
      .set({ consumedAt: at })
      .where(and(eq(secondFactorChallenges.id, id), isNull(secondFactorChallenges.consumedAt)))
      .returning({ id: secondFactorChallenges.id });
    return rows.length > 0;
  },

  /** The sign-in before the given session: the newest session of the player opened earlier, live or not. */
  async previousSessionOf(db: Executor, playerId: string, sessionId: string) {
    const current = db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId));
    const [row] = await db
      .select({ createdAt: sessions.createdAt, userAgent: sessions.userAgent, ipAddress: sessions.ipAddress, countryCode: sessions.countryCode })
      .from(sessions)
      .where(and(eq(sessions.playerId, playerId), sql`${sessions.createdAt} < (${current})`))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    return row;
  },
};
