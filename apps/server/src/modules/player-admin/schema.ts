import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from '../accounts/schema.ts';
import { staffMembers } from '../staff/schema.ts';

/** What staff wrote about a player, newest read first; never edited (a correction is a new note). */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** NULL when the staff member's account was deleted since. */
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** As it was when the note was written: the note keeps its author when the account goes. */
    staffEmail: text('staff_email').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_notes_player_idx').on(table.playerId, table.createdAt)],
);
