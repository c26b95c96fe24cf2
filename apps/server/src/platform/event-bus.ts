import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * Live events between the server's use cases and the streams browsers hold open. In one process an emitter is
 * enough; with REDIS_URL every process publishes to Redis and each one fans a channel out to its own streams, so a
 * message posted to one process reaches a stream held by another.
 */
export interface EventBus {
  /** Never rejects: an event Redis could not take is logged and dropped. */
  publish(channel: string, payload: unknown): Promise<void>;
  /**
   * Resolves once events published anywhere reach `listener`, to the function that stops the subscription.
   * `onResume` runs when delivery resumes after Redis was away, so a subscriber that can re-read its state does.
   */
  subscribe(channel: string, listener: (payload: unknown) => void, onResume?: () => void): Promise<() => void>;
  close(): Promise<void>;
}

function localFanOut() {
  const emitter = new EventEmitter();
  // One listener per open browser tab; there is no fixed ceiling.
  emitter.setMaxListeners(0);
  return emitter;
}

export function createInProcessEventBus(): EventBus {
  const emitter = localFanOut();
  return {
    async publish(channel, payload) {
      emitter.emit(channel, payload);
    },
    async subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

type WarnLog = { warn: (details: object, message: string) => void };

/**
 * Redis pub/sub: one connection publishes, one subscribes to the channels this process has listeners for. Every
 * channel name starts with `prefix` (`lodestar:` in production; tests add their own part so runs never mix). When
 * Redis goes away ioredis reconnects and subscribes its channels again (autoResubscribe), so streams resume; what
 * was published meanwhile is lost, so each subscription's `onResume` runs then (the state lives in the database).
 */
export function createRedisEventBus(url: string, prefix: string, log: WarnLog, options: { connectionName?: string } = {}): EventBus {
  const publisher = new Redis(url, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 3, autoResubscribe: true, connectionName: options.connectionName });
  for (const connection of [publisher, subscriber])
    connection.on('error', (error: Error) => log.warn({ err: error }, 'event bus: Redis unreachable'));
  const emitter = localFanOut();
  subscriber.on('message', (channel: string, message: string) => emitter.emit(channel, JSON.parse(message)));
  const subscribed = new Set<string>();
  // 'ready' again after the first time: the connection came back and its channels are being subscribed again.
  const resumed = localFanOut();
  let readyBefore = false;
  subscriber.on('ready', () => {
    if (readyBefore) resumed.emit('resumed');
    readyBefore = true;
  });

  return {
    async publish(channel, payload) {
      // Never fails the use case that announced a change it has already committed.
      await publisher.publish(prefix + channel, JSON.stringify(payload)).catch((error: unknown) => {
        log.warn({ err: error, channel }, 'event bus: event not published');
      });
    },
    async subscribe(channel, listener, onResume) {
      const key = prefix + channel;
      emitter.on(key, listener);
      if (!subscribed.has(key)) {
        subscribed.add(key);
        try {
          await subscriber.subscribe(key);
        } catch (error) {
          // Not subscribed: the next stream to open on this channel tries again.
          subscribed.delete(key);
          emitter.off(key, listener);
          throw error;
        }
      }
      if (onResume) resumed.on('resumed', onResume);
      return () => {
        if (onResume) resumed.off('resumed', onResume);
        emitter.off(key, listener);
        if (emitter.listenerCount(key) === 0 && subscribed.delete(key)) void subscriber.unsubscribe(key).catch(() => undefined);
      };
    },
    async close() {
      emitter.removeAllListeners();
      resumed.removeAllListeners();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/** Redis when the server is configured with a URL, the process's own emitter otherwise. */
export function createEventBus(redisUrl: string | undefined, prefix: string, log: WarnLog): EventBus {
  return redisUrl ? createRedisEventBus(redisUrl, prefix, log) : createInProcessEventBus();
}
