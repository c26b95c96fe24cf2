import { and, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { analyticsEvents } from './schema.ts';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

/** How many of one event a day: players for the funnel's server-side steps, events for the browser's. */
export interface DailyEventCount {
  day: string;
  name: string;
  count: number;
}

export const analyticsRepo = {
  /** A player's second 'first deposit' is no news: the partial unique index drops it. */
  async insert(db: Executor, event: NewAnalyticsEvent): Promise<void> {
    await db.insert(analyticsEvents).values(event).onConflictDoNothing();
  },

  async dailyCounts(db: Executor, from: Date, toExclusive: Date): Promise<DailyEventCount[]> {
    const day = sql<string>`to_char(${analyticsEvents.occurredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    // A visitor's events have no player, so they count one by one; a player's count once a day however often repeated.
    const count = sql<number>`(count(*) filter (where ${analyticsEvents.playerId} is null) + count(distinct ${analyticsEvents.playerId}))::int`;
    return db
      .select({ day, name: analyticsEvents.name, count })
      .from(analyticsEvents)
      .where(and(gte(analyticsEvents.occurredAt, from), lt(analyticsEvents.occurredAt, toExclusive)))
      .groupBy(day, analyticsEvents.name);
  },
};
