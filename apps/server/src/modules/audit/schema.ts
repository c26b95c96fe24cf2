import { bigint, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every staff action and every denied attempt, append-only. Each row's hash covers the previous row's hash
 * and its own content, so editing, inserting or deleting a row breaks the chain (`npm run audit:verify`).
 */
export const auditLog = pgTable('audit_log', {
  /** 1, 2, 3, … without gaps: assigned under the head's lock, so a missing number is a deleted row. */
  seq: bigint('seq', { mode: 'number' }).primaryKey(),
  staffId: uuid('staff_id'),
  tokenId: uuid('token_id'),
  action: text('action').notNull(),
  target: text('target'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  /** 'ok', or the HTTP status of a refusal ('401', '403', …). */
  outcome: text('outcome').notNull(),
  at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
});

/**
 * One row: the last sequence number and hash. Appends lock it, which serializes them, and it tells
 * audit:verify where the log ends, so deleting the newest rows is found too.
 */
export const auditLogHead = pgTable('audit_log_head', {
  id: integer('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});
