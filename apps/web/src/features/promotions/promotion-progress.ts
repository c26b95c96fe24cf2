import { toMinorUnits } from '@lodestar/contracts';

/**
 * How far along `done` is of `total`, in whole percent rounded down and at most 100 (decimal strings of one
 * currency, compared exactly in minor units). Nothing to do counts as done.
 */
export function progressPercent(done: string, total: string, subunitsToUnit: number): number {
  const required = toMinorUnits(total, subunitsToUnit);
  if (required <= 0n) return 100;
  const percent = (toMinorUnits(done, subunitsToUnit) * 100n) / required;
  return Number(percent > 100n ? 100n : percent);
}

/** Days left until `expiresAt`, rounded up (a promotion ending in 2 hours has 1 day left); 0 once past. */
export function daysLeft(expiresAt: string, now: Date): number {
  const remaining = new Date(expiresAt).getTime() - now.getTime();
  return remaining <= 0 ? 0 : Math.ceil(remaining / 86_400_000);
}
