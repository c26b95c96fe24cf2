import type { FastifyBaseLogger } from 'fastify';
import type { DepositService } from './deposits.ts';

const MINUTE_MS = 60_000;

/**
 * Expires stale pending deposits at start-up and then periodically, on every process: the expiry is a single
 * conditional UPDATE, so processes running it at once expire each deposit once. Returns the stop function.
 */
export function startDepositExpiryJob(deposits: DepositService, ttlMinutes: number, log: FastifyBaseLogger): () => void {
  const expire = () =>
    deposits
      .expireStaleDeposits()
      .then((expired) => {
        if (expired > 0) log.info({ expired }, 'stale pending deposits expired');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'stale pending deposits not expired this time'));
  void expire();
  // A quarter of the TTL, between one and fifteen minutes: a deposit expires at most that late.
  const timer = setInterval(expire, Math.min(15, Math.max(1, ttlMinutes / 4)) * MINUTE_MS);
  timer.unref();
  return () => clearInterval(timer);
}
