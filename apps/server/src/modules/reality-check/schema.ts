import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players, sessions } from '../accounts/schema.ts';

/** The player's chosen reality check interval; no row means the default. */
export const realityCheckSettings = pgTable('reality_check_settings', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  intervalMinutes: integer('interval_minutes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** When the player last answered 'Continue' in a session: the next check counts from here. */
export const realityCheckAcknowledgements = pgTable('reality_check_acknowledgements', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull(),
});

export const realityCheckTables = { realityCheckSettings, realityCheckAcknowledgements };
