import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, studioPaths, STUDIO_TOKEN_HEADER, type BalanceEvent } from '@lodestar/contracts';
import { TEST_PASSWORD_HASH_COST } from '../test/password-hash-cost.ts';
import { createDatabaseFromTemplate, onPostgres } from '../test/postgres-databases.ts';
import { eventReader } from '../test/server-sent-events.ts';
import { call, preparePlayer } from './bench/http-bench.ts';
import { startServer, type SpawnedServer } from './bench/spawned-server.ts';
import { openDatabase } from './db/client.ts';
import { verifyLedger } from './modules/ledger/index.ts';
import { rateLimitRules } from './platform/rate-limiter.ts';

const GAME = 'lodestar:slot-starfall-fortune';
const redisUrl = process.env.TEST_REDIS_URL;

const eurOf = (event: BalanceEvent) => event.funds.find((fund) => fund.currency === 'EUR')?.balance;

/**
 * Two real server processes behind one (imagined) load balancer, on one PostgreSQL database and one Redis, as
 * README "Deployment" describes: whichever process a request reaches, live balances, limits and money agree.
 */
describe.runIf(onPostgres && redisUrl)('two server processes on PostgreSQL and Redis', () => {
  let database: Awaited<ReturnType<typeof createDatabaseFromTemplate>>;
  let dataDir: string;
  const servers: SpawnedServer[] = [];
  const baseUrl = (index: number) => servers[index % 2]!.baseUrl;

  beforeAll(async () => {
    database = await createDatabaseFromTemplate(process.env.TEST_DATABASE_URL!);
    dataDir = await mkdtemp(path.join(tmpdir(), 'lodestar-scale-'));
    // Keys and channels of this run only, so runs sharing the Redis never count or hear each other.
    const env = { ...TEST_PASSWORD_HASH_COST, REDIS_URL: redisUrl!, REDIS_PREFIX: `lodestar:test-${randomUUID()}:` };
    // One after the other: the second reads the secrets the first generated into the shared DATA_DIR.
    for (let index = 0; index < 2; index++) servers.push(await startServer(database.url, dataDir, { env, rateLimits: 'production' }));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers a deposit credited by one process to the balance stream held on the other within a second', async () => {
    const player = await preparePlayer({ baseUrl: baseUrl(0), gameId: GAME, depositEur: '20.00' }, 0);
    const headers = { cookie: player.cookie };
    const controller = new AbortController();
    const stream = await fetch(`${baseUrl(1)}${apiPaths.balanceStream}`, { headers, signal: controller.signal });
    const nextEvent = eventReader<BalanceEvent>(stream.body!);
    const before = eurOf(await nextEvent());

    const deposit = await call(baseUrl(0), apiPaths.deposit('ikajo'), { headers, body: { amount: '10.00', currency: 'EUR', cardTier: 'Ruby' } });
    // Read from now on: the credit may reach the stream before the checkout's answer reaches us.
    let arrivedAt = 0;
    const arrived = (async () => {
      for (;;) {
        const event = await nextEvent();
        if (eurOf(event) !== before) return ((arrivedAt = performance.now()), event);
      }
    })();
    await call(baseUrl(0), `/sandbox/checkout/${deposit.body.paymentId}/pay`, { method: 'POST', headers });
    const creditedAt = performance.now();
    // The event itself is awaited (the test's timeout bounds it), then how late it came is checked.
    const event = await arrived.finally(() => controller.abort());
    const lateBy = Math.max(0, arrivedAt - creditedAt);

    expect(lateBy, 'ms from the credit to its event on the other process’s stream').toBeLessThanOrEqual(1000);
    expect(event.funds).toEqual((await call(baseUrl(0), apiPaths.funds, { headers })).body.funds);
    console.info(`balance event on the other process ${lateBy.toFixed(1)} ms after the credit answered`);
  });

  it('counts a per-email limit across both processes', async () => {
    const email = `scale-${randomUUID()}@example.com`;
    const { max } = rateLimitRules.forgotPasswordPerEmail;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < max + 2; attempt++) {
      const response = await fetch(`${baseUrl(attempt)}${apiPaths.forgotPassword}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      statuses.push(response.status);
    }
    // Alternating processes: with a count per process each would have let max attempts through.
    expect(statuses).toEqual([...Array<number>(max).fill(200), 429, 429]);
  });

  it('leaves the ledger balanced after real-money spins split across both processes', { timeout: 60_000 }, async () => {
    const players = await Promise.all(
      [1, 2, 3, 4].map((index) => preparePlayer({ baseUrl: baseUrl(index), gameId: GAME, depositEur: '50.00' }, index)),
    );
    const answered = await Promise.all(
      players.map(async (player) => {
        let spins = 0;
        for (; spins < 20; spins++) {
          const body = { stake: player.stake, params: {} };
          await call(baseUrl(spins), studioPaths.rounds, { headers: { [STUDIO_TOKEN_HEADER]: player.token }, body });
        }
        return spins;
      }),
    );
    expect(answered).toEqual([20, 20, 20, 20]);
    const handle = await openDatabase({ url: database.url });
    try {
      expect((await verifyLedger(handle.db)).violations).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
