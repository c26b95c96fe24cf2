import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { kycDocumentKinds } from '@lodestar/contracts';
import { players } from '../accounts/schema.ts';

/** Identity documents and utility bills players upload; the file itself lives in the document store under `storage_key`. */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: kycDocumentKinds }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** A random id, never anything the player sent: file names are not trusted input. */
    storageKey: text('storage_key').notNull(),
    /** Detected from the file's first bytes. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    rejectionReason: text('rejection_reason'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('kyc_documents_player_kind_idx').on(table.playerId, table.kind, table.uploadedAt),
    // One live document per player and kind: two uploads racing cannot both become the current one.
    uniqueIndex('kyc_documents_one_live_per_kind')
      .on(table.playerId, table.kind)
      .where(sql`${table.status} <> 'rejected'`),
  ],
);

export const kycTables = { kycDocuments };
