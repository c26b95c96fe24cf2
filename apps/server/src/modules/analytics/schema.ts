import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** First-party analytics: page views and funnel steps, never sent anywhere else. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** contracts' analyticsEventNames */
    name: text('name').notNull(),
    /** Null for a visitor's page views and 'registration started'. */
    playerId: uuid('player_id'),
    path: text('path'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('analytics_events_occurred_idx').on(table.occurredAt, table.name),
    // A player's firsts happen once, however many deposits or rounds follow: the database keeps it so.
    uniqueIndex('analytics_events_player_first_idx')
      .on(table.playerId, table.name)
      .where(sql`${table.name} in ('registration_completed', 'first_deposit', 'first_game_round')`),
  ],
);

export const analyticsTables = { analyticsEvents };
