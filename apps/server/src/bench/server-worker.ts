import { parentPort, workerData } from 'node:worker_threads';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { rateLimitRules, type RateLimitRules } from '../platform/rate-limiter.ts';

/**
 * The API server of the benchmark, on its own thread (its own event loop and core), exactly as `npm start`
 * builds it, except that the per-IP limits would refuse a hundred sign-ups from one address.
 */
const unlimited = Object.fromEntries(Object.keys(rateLimitRules).map((rule) => [rule, { max: 1_000_000_000, windowMs: 60_000 }])) as RateLimitRules;
const { env } = workerData as { env: Record<string, string> };
const app = await buildApp(loadConfig(env), { logger: false, rateLimits: unlimited, webDistDir: '/nonexistent' });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
parentPort!.postMessage({ port: typeof address === 'object' && address ? address.port : 0 });
parentPort!.on('message', async (message: string) => {
  if (message !== 'close') return;
  await app.close();
  parentPort!.postMessage({ closed: true });
});
