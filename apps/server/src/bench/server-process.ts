import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { rateLimitRules, type RateLimitRules } from '../platform/rate-limiter.ts';

/**
 * The API server of the benchmark, in its own process (its own event loop and core), exactly as `npm start`
 * builds it, except that the per-IP limits would refuse a hundred sign-ups from one address (lifted unless
 * spawned-server.ts asks for the production limits).
 */
const unlimited = Object.fromEntries(Object.keys(rateLimitRules).map((rule) => [rule, { max: 1_000_000_000, windowMs: 60_000 }])) as RateLimitRules;
const rateLimits = process.env.SPAWNED_SERVER_RATE_LIMITS === 'production' ? rateLimitRules : unlimited;
const app = await buildApp(loadConfig(), { logger: process.env.LOG_LEVEL !== 'error', rateLimits, webDistDir: '/nonexistent' });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
process.on('message', async (message) => {
  if (message === 'live-events-dropped') process.send!({ liveEventsDropped: app.counters.liveEventsDropped() });
  if (message !== 'close') return;
  await app.close();
  process.exit(0);
});
