import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * Live events between the server's use cases and the streams browsers hold open. In one process an emitter is
 * enough; with REDIS_URL every process publishes to Redis and each one fans a channel out to its own streams, so a
 * message posted to one process reaches a stream held by another. Live events are news, never the money: a stream
 * re-reads the balances itself, so an event lost to a Redis outage costs a stale view for a moment, nothing more.
 */
export interface EventBus {
  /**
   * Returns at once and never throws, whatever Redis's state: callers publish after their transaction committed,
   * and nothing they do waits for Redis. An event Redis cannot take now is dropped and counted.
   */
  publish(channel: string, payload: unknown): void;
  /**
   * Resolves, within a second whatever Redis's state, to the function that stops the subscription. With Redis
   * answering, events published anywhere from then on reach `listener`; with Redis away, the channel is subscribed
   * when it returns. `onResume` runs each time delivery resumes after Redis was away (or came only after this call),
   * so a subscriber that can re-read its state does.
   */
  subscribe(channel: string, listener: (payload: unknown) => void, onResume?: () => void): Promise<() => void>;
  /** Events dropped since the process started (Redis away or falling behind), for the operator. */
  droppedEvents(): number;
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
    publish(channel, payload) {
      emitter.emit(channel, payload);
    },
    async subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    droppedEvents: () => 0,
    async close() {
      emitter.removeAllListeners();
    },
  };
}

type WarnLog = { warn: (details: object, message: string) => void };

/** Past this many publishes awaiting Redis's answer (Redis slow or stalled), new events are dropped, not queued. */
const MAX_PUBLISHES_IN_FLIGHT = 10_000;
/**
 * Neither connection queues commands while Redis is away (ioredis's offline queue would hold a publish, and whoever
 * awaited it, until Redis returned), a command waits a second at most, and a lost connection fails its commands at
 * once. Reconnection is tried at least every second, so live delivery resumes within about a second of Redis.
 */
const connectionOptions = {
  enableOfflineQueue: false,
  commandTimeout: 1000,
  maxRetriesPerRequest: 0,
  autoResendUnfulfilledCommands: false,
  retryStrategy: (attempt: number) => Math.min(attempt * 100, 1000),
};

/** Logs a connection's loss once, when it happens, not at every reconnection attempt. */
function logOutagesOf(connection: Redis, name: string, log: WarnLog): void {
  let reachable = true;
  connection.on('error', (error: Error) => {
    if (reachable) log.warn({ err: error }, `event bus: Redis unreachable (${name}); live events are not delivered until it returns`);
    reachable = false;
  });
  connection.on('ready', () => {
    if (!reachable) log.warn({}, `event bus: Redis reachable again (${name})`);
    reachable = true;
  });
}

/**
 * Redis pub/sub: one connection publishes, one subscribes to the channels this process has listeners for. Every
 * channel name starts with `prefix` (`lodestar:` in production; tests add their own part so runs never mix). What
 * is published while Redis is away is lost, so each subscription's `onResume` runs once its channel is subscribed
 * again (the state lives in the database).
 */
export function createRedisEventBus(url: string, prefix: string, log: WarnLog, options: { connectionName?: string } = {}): EventBus {
  const publisher = new Redis(url, connectionOptions);
  // Channels are subscribed again by the 'ready' handler below, not by ioredis, so the resumption is known.
  const subscriber = new Redis(url, { ...connectionOptions, autoResubscribe: false, connectionName: options.connectionName });
  logOutagesOf(publisher, 'publisher', log);
  logOutagesOf(subscriber, 'subscriber', log);

  let publishesInFlight = 0;
  let dropped = 0;
  let droppedSinceDelivery = 0;
  const drop = (channel: string) => {
    dropped++;
    if (droppedSinceDelivery++ === 0) log.warn({ channel }, 'event bus: live events are being dropped (Redis away or behind)');
  };
  const delivered = () => {
    if (droppedSinceDelivery > 0) log.warn({ dropped: droppedSinceDelivery }, 'event bus: live events delivered again after some were dropped');
    droppedSinceDelivery = 0;
  };

  const emitter = localFanOut();
  subscriber.on('message', (channel: string, message: string) => emitter.emit(channel, JSON.parse(message)));
  /** Each channel with listeners in this process, to its SUBSCRIBE (settled when live, or failed). */
  const channels = new Map<string, Promise<void>>();
  const subscribeOnce = (keys: string[]) =>
    subscriber.subscribe(...keys).then(
      () => true,
      () => false,
    );
  const resumed = localFanOut();
  // Connected (at start or again): every channel wanted is subscribed, then its subscribers re-read what they missed.
  subscriber.on('ready', async () => {
    if (channels.size > 0 && (await subscribeOnce([...channels.keys()]))) resumed.emit('resumed');
  });

  return {
    publish(channel, payload) {
      if (publishesInFlight >= MAX_PUBLISHES_IN_FLIGHT) return drop(channel);
      publishesInFlight++;
      publisher
        .publish(prefix + channel, JSON.stringify(payload))
        .then(delivered, () => drop(channel))
        .finally(() => publishesInFlight--);
    },
    async subscribe(channel, listener, onResume) {
      const key = prefix + channel;
      emitter.on(key, listener);
      if (onResume) resumed.on('resumed', onResume);
      let subscribed = channels.get(key);
      if (!subscribed) {
        // Failed (Redis away): the 'ready' handler subscribes it when Redis returns, and onResume runs then.
        subscribed = subscribeOnce([key]).then(() => undefined);
        channels.set(key, subscribed);
      }
      await subscribed;
      return () => {
        if (onResume) resumed.off('resumed', onResume);
        emitter.off(key, listener);
        if (emitter.listenerCount(key) === 0 && channels.delete(key)) void subscriber.unsubscribe(key).catch(() => undefined);
      };
    },
    droppedEvents: () => dropped,
    async close() {
      emitter.removeAllListeners();
      resumed.removeAllListeners();
      // A connection that is away cannot say QUIT: it is dropped, so it stops trying to reconnect.
      await Promise.all([publisher, subscriber].map((connection) => connection.quit().catch(() => connection.disconnect())));
    },
  };
}

/** Redis when the server is configured with a URL, the process's own emitter otherwise. */
export function createEventBus(redisUrl: string | undefined, prefix: string, log: WarnLog): EventBus {
  return redisUrl ? createRedisEventBus(redisUrl, prefix, log) : createInProcessEventBus();
}
