import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../server/src/app.ts';
import { loadConfig, type Config } from '../../../server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/client.ts';
import { rateLimitRules } from '../../../server/src/platform/rate-limiter.ts';
import { TEST_PASSWORD_HASH_COST } from '../../../server/test/password-hash-cost.ts';

export interface RunningServer {
  baseUrl: string;
  app: FastifyInstance;
  config: Config;
  /** The server's own database, for assertions on what a browser action stored. */
  database: DatabaseHandle;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The address the e2e server treats as coming from a restricted country (it is in the US). */
export const RESTRICTED_TEST_IP = '8.8.8.8';

/**
 * The real server over real HTTP, with the embedded database in a fresh data folder and the file outbox.
 * TRUST_PROXY is on so a test can pose as a visitor from elsewhere with X-Forwarded-For.
 */
export async function startServer(environment: Record<string, string> = {}, appOptions: Pick<BuildAppOptions, 'now'> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lodestar-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    TRUST_PROXY: 'true',
    RESTRICTED_COUNTRIES: 'US',
    LOG_LEVEL: 'warn',
    ...TEST_PASSWORD_HASH_COST,
    ...environment,
  });
  const database = await openDatabase({ dataDir });
  // Every player of a worker's tests registers from 127.0.0.1, and every staff member of them sets up and signs in
  // from it, more than a real visitor's or office's allowance; the limits themselves are proven by the API tests.
  const rateLimits = {
    ...rateLimitRules,
    registrationPerIp: { ...rateLimitRules.registrationPerIp, max: 1_000 },
    staffSigninPerIp: { ...rateLimitRules.staffSigninPerIp, max: 1_000 },
  };
  const app = await buildApp(config, { database, rateLimits, ...appOptions });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl,
    app,
    config,
    database,
    async stop() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
