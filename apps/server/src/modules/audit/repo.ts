import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { GENESIS_HASH } from './audit-chain.ts';
import { auditLog, auditLogHead } from './schema.ts';

export type AuditRow = typeof auditLog.$inferSelect;
const HEAD_ID = 1;

export const auditRepo = {
  /** Locks the head row (creating it on the first append) until the transaction ends: appends run one at a time. */
  async lockHead(tx: Executor) {
    await tx.insert(auditLogHead).values({ id: HEAD_ID, seq: 0, hash: GENESIS_HASH }).onConflictDoNothing();
    const [head] = await tx.select().from(auditLogHead).where(eq(auditLogHead.id, HEAD_ID)).for('update');
    return head!;
  },

  async insert(tx: Executor, row: AuditRow) {
    await tx.insert(auditLog).values(row);
    await tx.update(auditLogHead).set({ seq: row.seq, hash: row.hash }).where(eq(auditLogHead.id, HEAD_ID));
  },

  head: async (db: Executor) => (await db.select().from(auditLogHead).where(eq(auditLogHead.id, HEAD_ID)))[0],

  latest: (db: Executor, limit: number) => db.select().from(auditLog).orderBy(desc(auditLog.seq)).limit(limit),

  /** Rows in order, a page at a time: the log grows without bound. */
  page: (db: Executor, afterSeq: number, limit: number) =>
    db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.seq} > ${afterSeq}`)
      .orderBy(asc(auditLog.seq))
      .limit(limit),
};
