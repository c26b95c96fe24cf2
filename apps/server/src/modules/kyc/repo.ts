import { and, asc, desc, eq } from 'drizzle-orm';
import type { KycDocumentKind } from '@lodestar/contracts';
import type { Executor } from '../../db/client.ts';
import { kycDocuments } from './schema.ts';

export type KycDocumentRow = typeof kycDocuments.$inferSelect;
export type DecidedStatus = 'approved' | 'rejected';

export const kycRepo = {
  /** The player's current document of a kind: the newest upload. */
  async latest(db: Executor, playerId: string, kind: KycDocumentKind): Promise<KycDocumentRow | undefined> {
    const [row] = await db
      .select()
      .from(kycDocuments)
      .where(and(eq(kycDocuments.playerId, playerId), eq(kycDocuments.kind, kind)))
      .orderBy(desc(kycDocuments.uploadedAt))
      .limit(1);
    return row;
  },

  /** Undefined when the player already has a live (pending or approved) document of this kind. */
  async insertUnlessLive(db: Executor, values: typeof kycDocuments.$inferInsert): Promise<KycDocumentRow | undefined> {
    const [row] = await db.insert(kycDocuments).values(values).onConflictDoNothing().returning();
    return row;
  },

  /** Every document the player uploaded, newest first (a rejected one stays beside its replacement). */
  async allOf(db: Executor, playerId: string): Promise<KycDocumentRow[]> {
    return db.select().from(kycDocuments).where(eq(kycDocuments.playerId, playerId)).orderBy(desc(kycDocuments.uploadedAt), desc(kycDocuments.id));
  },

  async findById(db: Executor, id: string): Promise<KycDocumentRow | undefined> {
    const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id));
    return row;
  },

  async pending(db: Executor): Promise<KycDocumentRow[]> {
    return db.select().from(kycDocuments).where(eq(kycDocuments.status, 'pending')).orderBy(asc(kycDocuments.uploadedAt), asc(kycDocuments.id));
  },

  /** Serialises decisions on one player's documents, so two approvals racing both see each other. */
  async lockPlayerDocuments(db: Executor, playerId: string): Promise<void> {
    await db
      .select({ id: kycDocuments.id })
      .from(kycDocuments)
      .where(eq(kycDocuments.playerId, playerId))
      .orderBy(asc(kycDocuments.id))
      .for('update');
  },

  /** Decides a pending document; undefined when it is not pending (any more). */
  async decide(db: Executor, id: string, status: DecidedStatus, rejectionReason: string | null): Promise<KycDocumentRow | undefined> {
    const [row] = await db
      .update(kycDocuments)
      .set({ status, rejectionReason, decidedAt: new Date() })
      .where(and(eq(kycDocuments.id, id), eq(kycDocuments.status, 'pending')))
      .returning();
    return row;
  },
};
