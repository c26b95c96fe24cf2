import type { Database } from '../../db/client.ts';
import { studioRepo as repo, type StudioRoundRow } from './repo.ts';
import { STALE_PENDING_MS } from './settlement.ts';

/** Steps crash recovery should have settled by `now` and has not, oldest first. */
export function roundsPendingPastRecovery(db: Database, now: Date, limit: number): Promise<StudioRoundRow[]> {
  return repo.pendingSince(db, new Date(now.getTime() - STALE_PENDING_MS), limit);
}
