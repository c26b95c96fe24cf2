import { and, count, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { players, sessions } from './schema.ts';

export type PlayerRecord = Omit<typeof players.$inferSelect, 'passwordHash' | 'clickId' | 'registrationCode' | 'updatedAt'>;
export type ActiveSessionRow = Pick<typeof sessions.$inferSelect, 'id' | 'ipAddress' | 'countryCode' | 'userAgent' | 'createdAt' | 'lastSeenAt'>;

const record = {
  id: players.id,
  email: players.email,
  fullName: players.fullName,
  currency: players.currency,
  language: players.language,
  emailConfirmedAt: players.emailConfirmedAt,
  lockedAt: players.lockedAt,
  lockReason: players.lockReason,
  coolOffUntil: players.coolOffUntil,
  createdAt: players.createdAt,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Part of an email or name; a whole id matches that player only. LIKE wildcards typed by staff are taken literally. */
function searchCondition(query: string): SQL | undefined {
  if (query === '') return undefined;
  if (UUID.test(query)) return eq(players.id, query.toLowerCase());
  const pattern = `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(ilike(players.email, pattern), ilike(players.fullName, pattern));
}

/** What other modules may know of players, looked up by id. */
export const playerDirectoryRepo = {
  async contactsOf(db: Executor, ids: string[]): Promise<Array<{ id: string; fullName: string; email: string; createdAt: Date }>> {
    if (ids.length === 0) return [];
    return db
      .select({ id: players.id, fullName: players.fullName, email: players.email, createdAt: players.createdAt })
      .from(players)
      .where(inArray(players.id, ids));
  },

  /**
   * Whether staff locked the player, and any cool-off the accounts module itself records, as a scalar subquery (a JSON object with lockedAt and coolOffUntil, NULL for an unknown player),
   * for a module that reads it in the same statement as its own rows.
   */
  standingSubquery(playerId: string | SQLWrapper): SQL {
    return sql`(select json_build_object('lockedAt', ${players.lockedAt}, 'coolOffUntil', ${players.coolOffUntil}) from ${players} where ${players.id} = ${playerId})`;
  },

  /** Back office search, newest first. */
  async search(db: Executor, query: string, limit: number, offset: number): Promise<{ rows: PlayerRecord[]; total: number }> {
    const where = searchCondition(query);
    const rows = await db.select(record).from(players).where(where).orderBy(desc(players.createdAt), players.id).limit(limit).offset(offset);
    const [total] = await db.select({ value: count() }).from(players).where(where);
    return { rows, total: total?.value ?? 0 };
  },

  async recordOf(db: Executor, playerId: string): Promise<PlayerRecord | undefined> {
    const [row] = await db.select(record).from(players).where(eq(players.id, playerId));
    return row;
  },

  /** Staff lock (with its reason) or unlock (null); false for an unknown player. */
  async setLock(db: Executor, playerId: string, lock: { at: Date; reason: string } | null): Promise<boolean> {
    const rows = await db
      .update(players)
      .set({ lockedAt: lock?.at ?? null, lockReason: lock?.reason ?? null, updatedAt: new Date() })
      .where(eq(players.id, playerId))
      .returning({ id: players.id });
    return rows.length > 0;
  },

  async activeSessionsOf(db: Executor, playerId: string, at: Date): Promise<ActiveSessionRow[]> {
    return db
      .select({
        id: sessions.id,
        ipAddress: sessions.ipAddress,
        countryCode: sessions.countryCode,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)))
      .orderBy(desc(sessions.lastSeenAt));
  },
};
