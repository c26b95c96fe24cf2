import type { AnalyticsEventRequest } from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';
import { analyticsRepo as repo } from './repo.ts';

export type AnalyticsService = ReturnType<typeof createAnalytics>;

/**
 * Records page views and funnel steps in our own database. The server-side steps come from other modules' domain
 * events, so registration, payments and the wallet know nothing of analytics.
 */
export function createAnalytics({ db, events }: { db: Database; events: DomainEvents }) {
  const record = (name: string, playerId: string) => repo.insert(db, { name, playerId });
  // Every real-money stake is published; only a player's first counts. Remembered here, so the others cost no query.
  const playersWhoPlayed = new Set<string>();

  events.subscribe('player.registered', ({ playerId }) => record('registration_completed', playerId));
  events.subscribe('deposit.credited', ({ playerId }) => record('first_deposit', playerId));
  events.subscribe('cashout.requested', ({ playerId }) => record('cashout_requested', playerId));
  events.subscribe('stake.placed', async ({ playerId }) => {
    if (playersWhoPlayed.has(playerId)) return;
    playersWhoPlayed.add(playerId);
    await record('first_game_round', playerId);
  });

  return {
    /** What a browser sends, after its visitor accepted cookies; anonymous by design. */
    async recordBrowserEvent(event: AnalyticsEventRequest): Promise<void> {
      await repo.insert(db, { name: event.name, path: event.path, playerId: null });
    },

    dailyCounts: (from: Date, toExclusive: Date) => repo.dailyCounts(db, from, toExclusive),
  };
}
