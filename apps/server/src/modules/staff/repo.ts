import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { StaffRole } from '@lodestar/contracts';
import type { Executor } from '../../db/client.ts';
import { staffApiTokens, staffMembers, staffSessions, staffSetupTokens } from './schema.ts';

export type StaffMemberRow = typeof staffMembers.$inferSelect;

export const staffRepo = {
  insertMember: async (db: Executor, member: { email: string; role: StaffRole; totpSecret: string }) =>
    (await db.insert(staffMembers).values(member).returning())[0]!,

  memberByEmail: async (db: Executor, email: string) => (await db.select().from(staffMembers).where(eq(staffMembers.email, email)))[0],

  memberById: async (db: Executor, id: string) => (await db.select().from(staffMembers).where(eq(staffMembers.id, id)))[0],

  members: (db: Executor) => db.select().from(staffMembers).orderBy(staffMembers.email),

  /** Locks the member's row: two admins changing one account take turns, the second sees the first's change. */
  memberForUpdate: async (db: Executor, id: string) => (await db.select().from(staffMembers).where(eq(staffMembers.id, id)).for('update'))[0],

  updateMember: (
    db: Executor,
    id: string,
    change: Partial<Pick<StaffMemberRow, 'enabled' | 'role' | 'passwordHash' | 'totpSecret' | 'lastTotpStep'>>,
  ) => db.update(staffMembers).set(change).where(eq(staffMembers.id, id)),

  deleteSessionsOf: (db: Executor, staffId: string) => db.delete(staffSessions).where(eq(staffSessions.staffId, staffId)),

  /** Earlier links of a member stop working when a new one is issued. */
  expireSetupTokensOf: (db: Executor, staffId: string, now: Date) =>
    db
      .update(staffSetupTokens)
      .set({ expiresAt: now })
      .where(and(eq(staffSetupTokens.staffId, staffId), isNull(staffSetupTokens.usedAt), gt(staffSetupTokens.expiresAt, now))),

  insertSetupToken: (db: Executor, row: typeof staffSetupTokens.$inferInsert) => db.insert(staffSetupTokens).values(row),

  /** The member a setup link is for, while it is unused and unexpired. */
  async memberOfSetupToken(db: Executor, tokenHash: string, now: Date) {
    const [row] = await db
      .select({ member: staffMembers })
      .from(staffSetupTokens)
      .innerJoin(staffMembers, eq(staffMembers.id, staffSetupTokens.staffId))
      .where(and(eq(staffSetupTokens.tokenHash, tokenHash), isNull(staffSetupTokens.usedAt), gt(staffSetupTokens.expiresAt, now)));
    return row?.member;
  },

  /** Marks the link used; only one of two racing calls gets the member id back. */
  async consumeSetupToken(db: Executor, tokenHash: string, now: Date) {
    const [row] = await db
      .update(staffSetupTokens)
      .set({ usedAt: now })
      .where(and(eq(staffSetupTokens.tokenHash, tokenHash), isNull(staffSetupTokens.usedAt), gt(staffSetupTokens.expiresAt, now)))
      .returning({ staffId: staffSetupTokens.staffId });
    return row?.staffId;
  },

  setPassword: (db: Executor, staffId: string, passwordHash: string) =>
    db.update(staffMembers).set({ passwordHash }).where(eq(staffMembers.id, staffId)),

  /** Records a TOTP step as used; false when it (or a later one) already was: the code is a replay. */
  async claimTotpStep(db: Executor, staffId: string, step: number) {
    const claimed = await db
      .update(staffMembers)
      .set({ lastTotpStep: step })
      .where(and(eq(staffMembers.id, staffId), or(isNull(staffMembers.lastTotpStep), lt(staffMembers.lastTotpStep, step))))
      .returning({ id: staffMembers.id });
    return claimed.length === 1;
  },

  insertSession: (db: Executor, row: typeof staffSessions.$inferInsert) => db.insert(staffSessions).values(row),

  /** The session's member when it is neither idle too long nor past its end, moving its idle clock in the same statement. */
  async touchSession(db: Executor, idHash: string, now: Date, idleSince: Date) {
    const [row] = await db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(staffSessions.idHash, idHash), gt(staffSessions.lastSeenAt, idleSince), gt(staffSessions.expiresAt, now)))
      .returning({ staffId: staffSessions.staffId });
    return row?.staffId;
  },

  deleteSession: (db: Executor, idHash: string) => db.delete(staffSessions).where(eq(staffSessions.idHash, idHash)),

  insertApiToken: async (db: Executor, row: typeof staffApiTokens.$inferInsert) => (await db.insert(staffApiTokens).values(row).returning())[0]!,

  liveApiToken: async (db: Executor, tokenHash: string) =>
    (
      await db
        .select()
        .from(staffApiTokens)
        .where(and(eq(staffApiTokens.tokenHash, tokenHash), isNull(staffApiTokens.revokedAt)))
    )[0],

  apiTokens: (db: Executor) =>
    db
      .select({ token: staffApiTokens, issuedBy: staffMembers.email })
      .from(staffApiTokens)
      .innerJoin(staffMembers, eq(staffMembers.id, staffApiTokens.staffId))
      .orderBy(desc(staffApiTokens.createdAt)),

  async revokeApiToken(db: Executor, id: string, now: Date) {
    const [row] = await db
      .update(staffApiTokens)
      .set({ revokedAt: sql`coalesce(${staffApiTokens.revokedAt}, ${now})` })
      .where(eq(staffApiTokens.id, id))
      .returning();
    return row;
  },
};
