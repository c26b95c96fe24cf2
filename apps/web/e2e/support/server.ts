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
import { createDatabaseFromTemplate, E2E_TEMPLATE_DATABASE } from '../../../server/test/postgres-databases.ts';

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
 * The server's own database: a copy of the migrated template on PostgreSQL when TEST_DATABASE_URL is set (CI; the
 * template is made by global-setup.ts), else the embedded database in the data folder. PostgreSQL halves the CPU the
 * worker's server takes (PGlite runs in the worker's own process, beside the test), and the browser suite is
 * CPU-bound on two cores: lobby and shell took 102 s instead of 118 s.
 */
async function openServerDatabase(dataDir: string): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ dataDir });
  const copy = await createDatabaseFromTemplate(adminUrl, E2E_TEMPLATE_DATABASE);
  const database = await openDatabase({ url: copy.url });
  return {
    ...database,
    async close() {
      await database.close();
      await copy.drop();
    },
  };
}

/**
 * The real server over real HTTP, with its own database in a fresh data folder and the file outbox.
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
  const database = await openServerDatabase(dataDir);
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
