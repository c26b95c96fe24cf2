import type { Executor } from '../../db/client.ts';
import { playerDirectoryRepo } from './directory-repo.ts';
import { accountsRepo } from './repo.ts';

// What responsible gambling needs of an account, inside its own transactions: the lock and cool-off staff or this
// module set, and ending every session of a player the moment they exclude themselves.

/** Lock and cool-off of a player; an unknown player reads as locked, so a check on it fails closed. */
export async function accountStandingOf(executor: Executor, playerId: string): Promise<{ locked: boolean; coolOffUntil: Date | null }> {
  const row = await playerDirectoryRepo.standingOf(executor, playerId);
  return { locked: !row || row.lockedAt !== null, coolOffUntil: row?.coolOffUntil ?? null };
}

export async function endSessionsOf(executor: Executor, playerId: string): Promise<void> {
  await accountsRepo.revokeSessionsOf(executor, playerId);
}
