import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisEventBus } from './event-bus.ts';

// Redis is a service CI starts (.ci/run exports TEST_REDIS_URL).
const redisUrl = process.env.TEST_REDIS_URL;
const log = { warn: () => undefined };

describe.skipIf(!redisUrl)('event bus on Redis', () => {
  const admin = new Redis(redisUrl!);
  afterAll(() => admin.quit());

  it('delivers again once the subscriber’s connection to Redis comes back', async () => {
    const connectionName = `lodestar-test-${randomUUID()}`;
    const prefix = `lodestar:test-${randomUUID()}:`;
    const [listening, publishing] = [createRedisEventBus(redisUrl!, prefix, log, { connectionName }), createRedisEventBus(redisUrl!, prefix, log)];
    try {
      const received: unknown[] = [];
      let resumed = 0;
      await listening.subscribe(
        'player:p1:balance',
        (event) => received.push(event),
        () => resumed++,
      );
      await publishing.publish('player:p1:balance', { n: 1 });
      await expect.poll(() => received).toEqual([{ n: 1 }]);

      // Redis drops the subscriber's connection (a restart, a failover); ioredis reconnects on its own.
      const clients = (await admin.client('LIST')) as string;
      const id = /id=(\d+) [^\n]*name=(\S+)/g;
      const ours = [...clients.matchAll(id)].find((match) => match[2] === connectionName)?.[1];
      expect(ours).toBeDefined();
      await admin.client('KILL', 'ID', ours!);

      // Published until one gets through: what is published while the connection is down is lost by design.
      await expect
        .poll(
          async () => {
            await publishing.publish('player:p1:balance', { n: 2 });
            return received.length > 1;
          },
          { timeout: 5000, interval: 100 },
        )
        .toBe(true);
      expect(received.at(-1)).toEqual({ n: 2 });
      // The subscriber heard that delivery resumed, so it can re-read what it may have missed.
      expect(resumed).toBe(1);
    } finally {
      await Promise.all([listening.close(), publishing.close()]);
    }
  });
});
