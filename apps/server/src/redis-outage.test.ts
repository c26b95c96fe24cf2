import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, errorCodes, type BalanceEvent } from '@lodestar/contracts';
import { TEST_PASSWORD_HASH_COST } from '../test/password-hash-cost.ts';
import { createDatabaseFromTemplate, onPostgres } from '../test/postgres-databases.ts';
import { startPrivateRedis, type PrivateRedis } from '../test/private-redis.ts';
import { eventReader } from '../test/server-sent-events.ts';
import { call, percentile, postSpin, preparePlayers, warmUp, type BenchPlayer } from './bench/http-bench.ts';
import { startServer, type SpawnedServer } from './bench/spawned-server.ts';

const GAME = 'lodestar:slot-starfall-fortune';
/** Spins each player plays in each phase, back to back: enough for a p99 that is not just the slowest spin. */
const SPINS_PER_PLAYER = 25;

/** Every player plays its spins back to back: the phase's spins per second and its latencies. */
async function spinPhase(agent: http.Agent, players: BenchPlayer[]) {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    players.map(async (player) => {
      for (let spin = 0; spin < SPINS_PER_PLAYER; spin++) {
        const sent = performance.now();
        await postSpin(agent, player);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { spinsPerSecond: latencies.length / ((performance.now() - started) / 1000), p99Ms: percentile(latencies, 0.99) };
}

/**
 * Two real server processes on one PostgreSQL database and a Redis of this file's own, which the test stops: Redis
 * carries live events and rate limits, never money, so its loss slows no spin and leaves no stream unanswered.
 */
describe.runIf(onPostgres && process.env.TEST_REDIS_URL)('two server processes when their Redis stops', () => {
  let database: Awaited<ReturnType<typeof createDatabaseFromTemplate>>;
  let dataDir: string;
  let redis: PrivateRedis;
  const servers: SpawnedServer[] = [];
  const agent = new http.Agent({ keepAlive: true });

  beforeAll(async () => {
    database = await createDatabaseFromTemplate(process.env.TEST_DATABASE_URL!);
    dataDir = await mkdtemp(path.join(tmpdir(), 'lodestar-redis-outage-'));
    redis = await startPrivateRedis();
    const env = { ...TEST_PASSWORD_HASH_COST, REDIS_URL: redis.url };
    // One after the other: the second reads the secrets the first generated into the shared DATA_DIR.
    for (let index = 0; index < 2; index++) servers.push(await startServer(database.url, dataDir, { env, rateLimits: 'production' }));
  }, 60_000);
  afterAll(async () => {
    agent.destroy();
    await Promise.all(servers.map((server) => server.stop()));
    await redis?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'keeps spins going at their pace, answers a new balance stream from the database, refuses limited calls, and resumes live events when Redis returns',
    { timeout: 30_000 },
    async () => {
      const baseUrls = servers.map((server) => server.baseUrl);
      // Player i plays on process i mod 2.
      const players = await preparePlayers({ baseUrls, players: 4, gameId: GAME, depositEur: '100.00', bonus: 'none' });
      await warmUp(agent, players);
      const withRedis = await spinPhase(agent, players);

      await redis.stop();
      const withoutRedis = await spinPhase(agent, players);
      // Generous bounds for a loaded machine: while ioredis queued the publishes, spins ran at 2 % of their pace.
      expect(withoutRedis.spinsPerSecond, 'spins/s without Redis against with it').toBeGreaterThanOrEqual(0.5 * withRedis.spinsPerSecond);
      // A spin that waited for Redis would wait for its reconnection attempts: seconds, not the second allowed here.
      expect(withoutRedis.p99Ms, 'p99 ms without Redis against with it').toBeLessThanOrEqual(Math.max(3 * withRedis.p99Ms, 1000));

      // Player 0 plays on process 0; its stream is held by process 1, so a live event must cross Redis to reach it.
      const [streamer] = players;
      const controller = new AbortController();
      const opened = performance.now();
      const stream = await fetch(`${baseUrls[1]}${apiPaths.balanceStream}`, { headers: { cookie: streamer!.cookie }, signal: controller.signal });
      const nextEvent = eventReader<BalanceEvent>(stream.body!);
      try {
        const first = await nextEvent();
        expect(performance.now() - opened, 'ms to the first event of a stream opened without Redis').toBeLessThanOrEqual(2000);
        expect(first.funds).toEqual((await call(baseUrls[0]!, apiPaths.funds, { headers: { cookie: streamer!.cookie } })).body.funds);

        const limited = await fetch(`${baseUrls[0]}${apiPaths.forgotPassword}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'someone@example.com' }),
        });
        expect(limited.status).toBe(503);
        expect(await limited.json()).toMatchObject({ code: errorCodes.rateLimitUnavailable });
        // Process 0 published its players' balance events into the void: counted, for the operator.
        expect(await servers[0]!.liveEventsDropped()).toBeGreaterThan(0);

        await redis.start();
        // The stream re-reads the balances once its channel is subscribed again (no round: a re-read, not a spin's news)...
        const resumed = await nextEvent();
        expect(resumed.round).toBeUndefined();
        // ...then a spin on process 0 reaches it live, naming its round (process 0's publisher reconnects on its own
        // schedule: spins until one gets through).
        let live: BalanceEvent | undefined;
        const reading = (async () => {
          for (;;) {
            const event = await nextEvent();
            if (event.round !== undefined) return (live = event);
          }
        })();
        void reading.catch(() => undefined);
        await expect
          .poll(
            async () => {
              if (!live) await postSpin(agent, streamer!);
              return live?.round;
            },
            { timeout: 10_000, interval: 100 },
          )
          .toEqual(expect.any(String));
      } finally {
        controller.abort();
      }
    },
  );
});
