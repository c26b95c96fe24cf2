import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivateRedis, type PrivateRedis } from '../../test/private-redis.ts';
import { createRedisEventBus, type EventBus } from './event-bus.ts';

// Redis is a service CI starts (.ci/run exports TEST_REDIS_URL, and installs redis-server, which the outage tests run).
const redisUrl = process.env.TEST_REDIS_URL;

function recordingLog() {
  const lines: string[] = [];
  return { lines, warn: (_details: object, message: string) => void lines.push(message) };
}

/** Publishes until the listener has heard it: a bus's publisher connects (and reconnects) on its own schedule. */
async function publishUntilHeard(bus: EventBus, channel: string, payload: unknown, heard: () => boolean): Promise<void> {
  await expect
    .poll(
      () => {
        if (!heard()) bus.publish(channel, payload);
        return heard();
      },
      { timeout: 5000, interval: 50 },
    )
    .toBe(true);
}

describe.skipIf(!redisUrl)('event bus on Redis', () => {
  const admin = new Redis(redisUrl!);
  afterAll(() => admin.quit());

  it('delivers again once the subscriber’s connection to Redis comes back', async () => {
    const connectionName = `lodestar-test-${randomUUID()}`;
    const prefix = `lodestar:test-${randomUUID()}:`;
    const log = recordingLog();
    const [listening, publishing] = [createRedisEventBus(redisUrl!, prefix, log, { connectionName }), createRedisEventBus(redisUrl!, prefix, log)];
    try {
      const received: unknown[] = [];
      let resumed = 0;
      await listening.subscribe(
        'player:p1:balance',
        (event) => received.push(event),
        () => resumed++,
      );
      await publishUntilHeard(publishing, 'player:p1:balance', { n: 1 }, () => received.length > 0);
      expect(received.at(-1)).toEqual({ n: 1 });
      const resumedBefore = resumed;

      // Redis drops the subscriber's connection (a restart, a failover); ioredis reconnects on its own.
      const clients = (await admin.client('LIST')) as string;
      const id = /id=(\d+) [^\n]*name=(\S+)/g;
      const ours = [...clients.matchAll(id)].find((match) => match[2] === connectionName)?.[1];
      expect(ours).toBeDefined();
      await admin.client('KILL', 'ID', ours!);

      // Published until one gets through: what is published while the connection is down is lost by design.
      const heardBefore = received.length;
      await publishUntilHeard(publishing, 'player:p1:balance', { n: 2 }, () => received.length > heardBefore);
      expect(received.at(-1)).toEqual({ n: 2 });
      // The subscriber heard that delivery resumed, so it can re-read what it may have missed.
      expect(resumed).toBe(resumedBefore + 1);
    } finally {
      await Promise.all([listening.close(), publishing.close()]);
    }
  });

  describe('while its Redis is stopped', () => {
    let redis: PrivateRedis;
    beforeAll(async () => {
      redis = await startPrivateRedis();
    });
    afterAll(() => redis?.close());

    it('publishes without waiting or throwing, counts what it drops, and logs the outage once', async () => {
      const log = recordingLog();
      const bus = createRedisEventBus(redis.url, 'lodestar:test:', log);
      try {
        await redis.stop();
        await expect.poll(() => log.lines.length).toBeGreaterThan(0);
        const started = performance.now();
        for (let event = 0; event < 1000; event++) bus.publish('player:p1:balance', { event });
        // Returned before any of them could have gone anywhere: nothing waits for Redis.
        expect(performance.now() - started).toBeLessThan(500);
        await expect.poll(() => bus.droppedEvents()).toBe(1000);
        // One line for the connection's loss and one for the drops, not a thousand.
        expect(log.lines.filter((line) => line.includes('dropped'))).toHaveLength(1);
      } finally {
        await redis.start();
        await bus.close();
      }
    });

    it('answers a subscription at once, subscribes it when Redis returns and then says delivery resumed', async () => {
      const log = recordingLog();
      const prefix = `lodestar:test-${randomUUID()}:`;
      const [listening, publishing] = [createRedisEventBus(redis.url, prefix, log), createRedisEventBus(redis.url, prefix, log)];
      try {
        await redis.stop();
        const received: unknown[] = [];
        let resumed = 0;
        // Resolves though Redis is away (ioredis's offline queue held it until Redis returned, or for ever).
        const unsubscribe = await listening.subscribe(
          'chat:c1',
          (event) => received.push(event),
          () => resumed++,
        );
        expect(resumed).toBe(0);

        await redis.start();
        await expect.poll(() => resumed, { timeout: 5000 }).toBe(1);
        await publishUntilHeard(publishing, 'chat:c1', { text: 'back' }, () => received.length > 0);
        expect(received).toEqual([{ text: 'back' }]);
        unsubscribe();
      } finally {
        await Promise.all([listening.close(), publishing.close()]);
      }
    });

    it('drops what is published past its bound of publishes awaiting a stalled Redis, instead of queueing it', async () => {
      const bus = createRedisEventBus(redis.url, 'lodestar:test:', recordingLog());
      const admin = new Redis(redis.url);
      try {
        let heard = false;
        await bus.subscribe('warm-up', () => (heard = true));
        await publishUntilHeard(bus, 'warm-up', {}, () => heard);
        const droppedBefore = bus.droppedEvents();
        // Redis holds every command for ten seconds: connected, answering nothing. Long enough that none of the ten
        // thousand is answered before its one-second timeout even on a loaded machine (three seconds were not).
        await admin.client('PAUSE', 10_000, 'ALL');
        for (let event = 0; event <= 10_000; event++) bus.publish('player:p1:balance', { event });
        expect(bus.droppedEvents() - droppedBefore).toBe(1);
        // The ten thousand waiting are dropped after a second each, not held until Redis answers.
        await expect.poll(() => bus.droppedEvents() - droppedBefore, { timeout: 8000 }).toBe(10_001);
      } finally {
        // QUIT would wait for the pause to end; the server is this file's own and is stopped after it.
        admin.disconnect();
        await bus.close();
      }
    });
  });
});
