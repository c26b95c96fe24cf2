import type { FastifyPluginAsync } from 'fastify';
import { settled } from '../db/flight.ts';
import type { DatabaseAvailability } from './database-availability.ts';

/** How long /readyz waits for the database's answer: a load balancer's check must itself answer in time. */
const READY_PROBE_TIMEOUT_MS = 2_000;

export interface HealthRoutesOptions {
  /** A query that succeeds while the database answers. */
  probe: () => Promise<unknown>;
  availability: DatabaseAvailability;
  /** Whether the Redis connection is up now; undefined without Redis (one process). */
  redisReady?: () => boolean;
}

const withinReadyProbeTimeout = (query: Promise<unknown>): Promise<unknown> => {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${READY_PROBE_TIMEOUT_MS} ms`)), READY_PROBE_TIMEOUT_MS);
  });
  return Promise.race([query, timedOut]).finally(() => clearTimeout(timer));
};

/**
 * Health for orchestrators and load balancers, outside /api. /livez: the process runs (restart it when not).
 * /readyz: it can serve, which needs the database; without Redis it still can (money never waits for it, DESIGN.md),
 * so Redis only shows as degraded.
 */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { probe, availability, redisReady }) => {
  app.get('/livez', { schema: { hide: true } }, async () => ({ status: 'live' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const database = await settled(withinReadyProbeTimeout(probe()));
    if (database.status === 'rejected') availability.noticeFailure(database.reason);
    const redis = redisReady === undefined ? 'none' : redisReady() ? 'ok' : 'degraded';
    if (database.status === 'rejected') return reply.status(503).send({ status: 'unavailable', database: 'unreachable', redis });
    return { status: 'ready', database: 'ok', redis };
  });
};
