import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Proxies drop a silent connection after a minute or so; a comment line every 25 s keeps it open. */
const HEARTBEAT_MS = 25_000;

export type SendEvent = (event: unknown) => void;
export interface EventStreamSource {
  /** The SSE event name every message of this stream carries. */
  eventName: string;
  /**
   * Starts delivering to `send`; resolves to the unsubscribe once live (events published from then on arrive), or
   * at once while live delivery is away (a source that can say its state then sends it, as the balance stream does).
   */
  subscribe(send: SendEvent): Promise<() => void> | (() => void);
}

/**
 * Server-Sent Events for the calling plugin's routes: each stream is subscribed before its first event is written,
 * so a client that has read that event misses nothing published afterwards; all close when the server closes.
 */
export function createEventStreams(app: FastifyInstance) {
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of openStreams) close();
  });

  return async function openEventStream(request: FastifyRequest, reply: FastifyReply, source: EventStreamSource): Promise<void> {
    reply.hijack();
    const stream = reply.raw;
    const send: SendEvent = (event) => stream.write(`event: ${source.eventName}\ndata: ${JSON.stringify(event)}\n\n`);
    const unsubscribe = await source.subscribe(send);
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // Headers now: a client whose request has resolved knows the subscription is live (or, while Redis is away, that
    // its source re-sends its state once it is).
    stream.flushHeaders();
    const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(close);
      stream.end();
    };
    openStreams.add(close);
    request.raw.on('close', close);
    if (request.raw.destroyed) close();
  };
}
