import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { playerDirectoryRepo } from './directory-repo.ts';
import { accountsRepo } from './repo.ts';

// What responsible gambling needs of an account, inside its own transactions: the lock and cool-off staff or this
// module set, and ending every session of a player the moment they exclude themselves.

/**
 * The standing as an SQL scalar subquery, so responsible gambling reads it in the one statement of a bet's checks;
 * `accountStandingFrom` reads its value.
 */
export const accountStandingSubquery = (playerId: string | SQLWrapper): SQL => playerDirectoryRepo.standingSubquery(playerId);

/** What `accountStandingSubquery` returned (its JSON, parsed): an unknown player reads as locked, so a check on it fails closed. */
export function accountStandingFrom(value: { lockedAt: string | null; coolOffUntil: string | null } | null): {
  locked: boolean;
  coolOffUntil: Date | null;
} {
  return { locked: !value || value.lockedAt !== null, coolOffUntil: value?.coolOffUntil ? new Date(value.coolOffUntil) : null };
}

export async function endSessionsOf(executor: Executor, playerId: string): Promise<void> {
  await accountsRepo.revokeSessionsOf(executor, playerId);
}
