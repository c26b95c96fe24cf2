import { text, timestamp, uuid, pgTable } from 'drizzle-orm/pg-core';
import { staffMembers } from '../staff/schema.ts';

/**
 * The countries the site is closed to (SPEC.md §4), managed in the back office. A removed country keeps its row
 * (removed_at set): a table with no row at all is one never seeded, which the first start fills from the configuration.
 */
export const restrictedCountries = pgTable('restricted_countries', {
  /** ISO 3166-1 alpha-2, upper case. */
  code: text('code').primaryKey(),
  reason: text('reason').notNull(),
  /** Null for the countries taken over from the configuration. */
  addedBy: uuid('added_by').references(() => staffMembers.id),
  /** As the list shows it, kept with the row like a staff note's author. */
  addedByEmail: text('added_by_email'),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  removedAt: timestamp('removed_at', { withTimezone: true }),
  removedBy: uuid('removed_by').references(() => staffMembers.id),
  removalReason: text('removal_reason'),
});
