import type { FastifyBaseLogger } from 'fastify';
import type { PeriodicJobs } from '../../platform/periodic-jobs.ts';
import type { DepositService } from './deposits.ts';

const MINUTE_MS = 60_000;

/**
 * Expires stale pending deposits at start-up and then periodically, on the process that runs the periodic jobs (the
 * expiry is a single conditional UPDATE anyway, so a run overlapping another expires each deposit once). Returns the
 * stop function.
 */
export function startDepositExpiryJob(jobs: PeriodicJobs, deposits: DepositService, ttlMinutes: number, log: FastifyBaseLogger) {
  // A quarter of the TTL, between one and fifteen minutes: a deposit expires at most that late.
  return jobs.every('stale pending deposit expiry', Math.min(15, Math.max(1, ttlMinutes / 4)) * MINUTE_MS, async () => {
    const expired = await deposits.expireStaleDeposits();
    if (expired > 0) log.info({ expired }, 'stale pending deposits expired');
  });
}
