import type { FastifyBaseLogger } from 'fastify';
import type { PeriodicJobs } from '../../platform/periodic-jobs.ts';
import type { PromotionsService } from './service.ts';

const SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * Forfeits promotions past their days and drops free spins past theirs, at start-up and then every five minutes, on
 * the process that runs the periodic jobs (each grant ends under its row lock with a conditional update anyway, so
 * an overlapping sweep ends it once). Returns the stop function.
 */
export function startPromotionExpiryJob(
  jobs: PeriodicJobs,
  promotions: Pick<PromotionsService, 'expire'>,
  publishBalances: (playerId: string) => void,
  log: FastifyBaseLogger,
) {
  return jobs.every('promotion expiry', SWEEP_INTERVAL_MS, async () => {
    const { expired, players } = await promotions.expire();
    if (expired > 0) log.info({ expired }, 'promotions past their days forfeited');
    for (const playerId of players) publishBalances(playerId);
  });
}
