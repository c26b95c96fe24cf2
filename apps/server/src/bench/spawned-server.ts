import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

export interface SpawnedServer {
  baseUrl: string;
  pid: number;
  /** Closes the app (requests in flight finish) and waits for the process to exit. */
  stop(): Promise<void>;
  /** kill -9: the process dies between any two statements, as in a crash. */
  kill(): Promise<void>;
  /** The live events the process has dropped since it started (its Redis was away or behind). */
  liveEventsDropped(): Promise<number>;
}

/** The server's Node flags, as `npm start` gives them (scripts/start.mjs says why). */
const serverNodeFlags: string[] = JSON.parse(readFileSync(new URL('../../node-flags.json', import.meta.url), 'utf8')).server;

/**
 * The API server in a process of its own (its own event loop and core, its own connections), built exactly as
 * `npm start` builds it (server-process.ts), on the given PostgreSQL database. `env` adds variables (REDIS_URL);
 * `rateLimits: 'production'` keeps the real limits, which the benchmark's hundred sign-ups from one address lift;
 * `entry` is another checkout's server-process.ts (bench --against).
 */
export async function startServer(
  databaseUrl: string,
  dataDir: string,
  options: { env?: Record<string, string>; rateLimits?: 'unlimited' | 'production'; entry?: URL } = {},
): Promise<SpawnedServer> {
  const env = {
    ...process.env,
    ...options.env,
    SPAWNED_SERVER_RATE_LIMITS: options.rateLimits ?? 'unlimited',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    // BENCH_LOG_LEVEL=info shows what the servers did during a run (an outage's recovery, say).
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error',
    NODE_ENV: 'development',
    PUBLIC_URL: 'http://127.0.0.1',
  };
  const server = fork(options.entry ?? new URL('./server-process.ts', import.meta.url), {
    env,
    execArgv: [
      '--import',
      'tsx',
      ...serverNodeFlags,
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []),
    ],
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('message', (message: { port: number }) => resolve(message.port));
    server.once('exit', (code) => reject(new Error(`the server process exited with ${code}`)));
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: server.pid!,
    stop: async () => {
      server.send('close');
      await exited;
    },
    kill: async () => {
      server.kill('SIGKILL');
      await exited;
    },
    liveEventsDropped: () =>
      new Promise((resolve) => {
        server.once('message', (message: { liveEventsDropped: number }) => resolve(message.liveEventsDropped));
        server.send('live-events-dropped');
      }),
  };
}

/** Several processes share live events and rate limits through Redis (BENCH_REDIS_URL, else TEST_REDIS_URL), under a prefix of their own. */
export async function startServers(count: number, databaseUrl: string, dataDir: string, entries: (URL | undefined)[] = []): Promise<SpawnedServer[]> {
  const env: Record<string, string> =
    count > 1
      ? {
          REDIS_URL: process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/7',
          REDIS_PREFIX: `lodestar:bench-${randomBytes(4).toString('hex')}:`,
        }
      : {};
  const servers: SpawnedServer[] = [];
  // One after the other: the first migrates the new database, which the others must find done.
  for (let index = 0; index < count; index++) servers.push(await startServer(databaseUrl, dataDir, { env, entry: entries[index] }));
  return servers;
}
