import type { FastifyBaseLogger } from 'fastify';
import type { PromotionsService } from './service.ts';

const SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * Forfeits promotions past their days and drops free spins past theirs, at start-up and then every five minutes, on
 * every process: each grant ends under its row lock with a conditional update, so processes sweeping at once end it
 * once. Returns the stop function.
 */
export function startPromotionExpiryJob(
  promotions: Pick<PromotionsService, 'expire'>,
  publishBalances: (playerId: string) => Promise<void>,
  log: FastifyBaseLogger,
): () => void {
  const sweep = () =>
    promotions
      .expire()
      .then(async ({ expired, players }) => {
        if (expired > 0) log.info({ expired }, 'promotions past their days forfeited');
        for (const playerId of players) await publishBalances(playerId);
      })
      .catch((error: unknown) => log.warn({ err: error }, 'promotions not expired this time'));
  void sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
