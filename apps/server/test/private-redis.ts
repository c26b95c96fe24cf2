import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './free-port.ts';
import { Redis } from 'ioredis';

export interface PrivateRedis {
  /** `redis://127.0.0.1:<port>`: the same address before and after a restart. */
  url: string;
  port: number;
  /** Stops the server (SIGKILL: no goodbye to its clients, as a crash or a lost host); resolves once it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty; resolves once it answers PING. */
  start(): Promise<void>;
  /** Stops it for good. */
  close(): Promise<void>;
}

async function untilAnswering(url: string): Promise<void> {
  const deadline = performance.now() + 10_000;
  for (;;) {
    const probe = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => null, maxRetriesPerRequest: 0 });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') return;
    } catch (error) {
      if (performance.now() > deadline) throw new Error(`redis-server on ${url} did not answer within 10 s`, { cause: error });
    } finally {
      probe.disconnect();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A redis-server of the test's own, on a free loopback port, that the test may stop and start again: an outage of
 * Redis is tested without touching the Redis other tests and engineers share. Nothing is persisted.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  const start = async () => {
    const child = spawn(
      process.env.REDIS_SERVER_BIN ?? 'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'no'],
      { stdio: 'ignore' },
    );
    server = child;
    const exitedEarly = once(child, 'exit').then(([code]) => {
      throw new Error(`redis-server on port ${port} exited with ${code}`);
    });
    await Promise.race([untilAnswering(url), exitedEarly]);
  };
  const stop = async () => {
    const child = server;
    server = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  };

  await start();
  return { url, port, start, stop, close: stop };
}
