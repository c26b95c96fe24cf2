import { messages, type SessionSummary } from '@lodestar/contracts';
import { NotFound } from '../../platform/domain-errors.ts';
import { hashSecretToken } from '../../platform/secret-tokens.ts';
import { SESSION_TOUCH_INTERVAL_MS, sessionLiveness, type AccountsContext, type AuthenticatedSession } from './account-context.ts';
import { accountsRepo as repo } from './repo.ts';

// A player's site sessions after sign-in: resolving the cookie, signing out, listing and revoking them.

export async function signOut(context: AccountsContext, sessionToken: string | undefined): Promise<void> {
  if (!sessionToken) return;
  const session = await repo.findLiveSessionByTokenHash(context.db, hashSecretToken(sessionToken), sessionLiveness(context));
  if (session) await repo.revokeSession(context.db, session.playerId, session.id);
}

/**
 * Resolves a session cookie to its player, or undefined for an unknown, revoked, expired or idle one. Every
 * authenticated request is activity: it keeps the session from going idle.
 */
export async function resolveSession(context: AccountsContext, sessionToken: string | undefined): Promise<AuthenticatedSession | undefined> {
  if (!sessionToken) return undefined;
  const live = sessionLiveness(context);
  const session = await repo.findLiveSessionByTokenHash(context.db, hashSecretToken(sessionToken), live);
  if (!session) return undefined;
  if (live.now.getTime() - session.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await repo.touchSession(context.db, session.id, live.now);
  }
  return { playerId: session.playerId, sessionId: session.id, startedAt: session.createdAt };
}

/**
 * A real-money game session's calls carry a launch token, not the cookie: they count as activity of the
 * player's live sessions (the launch is not bound to one session), at most one write a minute. `lastRecorded`
 * is when this process last recorded each player's game activity.
 */
export async function recordGameActivity(context: AccountsContext, lastRecorded: Map<string, number>, playerId: string): Promise<void> {
  const live = sessionLiveness(context);
  // Every bet and win resolves its launch token: this process writes at most once a minute per player.
  const last = lastRecorded.get(playerId);
  if (last !== undefined && live.now.getTime() - last < SESSION_TOUCH_INTERVAL_MS) return;
  if (lastRecorded.size >= 10_000) lastRecorded.clear();
  lastRecorded.set(playerId, live.now.getTime());
  await repo.touchLiveSessionsOf(context.db, playerId, live, new Date(live.now.getTime() - SESSION_TOUCH_INTERVAL_MS));
}

export async function listSessions(context: AccountsContext, session: AuthenticatedSession): Promise<SessionSummary[]> {
  const rows = await repo.listLiveSessions(context.db, session.playerId, sessionLiveness(context));
  return rows.map((row) => ({
    id: row.id,
    ipAddress: row.ipAddress,
    countryCode: row.countryCode,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === session.sessionId,
  }));
}

export async function revokeSession(context: AccountsContext, session: AuthenticatedSession, sessionId: string): Promise<void> {
  const revoked = await repo.revokeSession(context.db, session.playerId, sessionId);
  if (revoked === 0) throw new NotFound(messages.http.notFound);
}
