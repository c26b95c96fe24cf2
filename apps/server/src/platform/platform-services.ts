import { once } from 'node:events';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { createBackgroundTasks } from './background-tasks.ts';
import { createRecaptchaVerifier, disabledCaptcha } from './captcha.ts';
import { DomainEvents } from './domain-events.ts';
import { createEventBus } from './event-bus.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer.ts';
import { createPasswordHasher } from './password-hashing.ts';
import { createRateLimiter, rateLimitRules, type RateLimitRules } from './rate-limiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts of the server's degraded moments since it started, for an operator (and a metrics endpoint) to read. */
    counters: { liveEventsDropped(): number };
  }
}

export function outboxDirOf(config: Config): string {
  return path.resolve(config.DATA_DIR, 'mail');
}

/**
 * What modules use from the platform: background tasks, the mailer, the captcha verifier, the rate limiter, domain
 * events (in this process), the event bus (live events to browsers, across processes through Redis when REDIS_URL
 * is set) and the password hasher (at the configured argon2id cost).
 */
export function createPlatformServices(app: FastifyInstance, config: Config, options: { mailer?: Mailer; rateLimits?: RateLimitRules }) {
  // Registered before the database's close hook, so pending mails finish while the database is still open.
  const background = createBackgroundTasks(app.log);
  app.addHook('onClose', () => background.drain());
  const mailer =
    options.mailer ??
    (config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : createOutboxMailer(outboxDirOf(config), config.MAIL_FROM));
  const captcha = config.RECAPTCHA_SECRET_KEY
    ? createRecaptchaVerifier(config.RECAPTCHA_SECRET_KEY, config.RECAPTCHA_MIN_SCORE, config.RECAPTCHA_VERIFY_URL)
    : disabledCaptcha;
  if (!captcha.enabled) app.log.warn('reCAPTCHA keys are not configured: captcha verification is off');
  const redis = config.REDIS_URL ? rateLimitRedis(app, config.REDIS_URL) : undefined;
  const limiter = createRateLimiter(options.rateLimits ?? rateLimitRules, redis ? { redis, prefix: config.REDIS_PREFIX } : undefined);
  /** Whether Redis answers now (the rate limiter's connection: it never queues, so its status is the truth). */
  const redisReady = redis && (() => redis.status === 'ready');
  const events = new DomainEvents(app.log);
  const bus = createEventBus(config.REDIS_URL, config.REDIS_PREFIX, app.log);
  app.addHook('onClose', () => bus.close());
  app.decorate('counters', { liveEventsDropped: () => bus.droppedEvents() });
  const passwordHasher = createPasswordHasher({ memoryKib: config.PASSWORD_HASH_MEMORY_KIB, passes: config.PASSWORD_HASH_PASSES });
  return { background, mailer, captcha, limiter, events, bus, passwordHasher, redisReady };
}

/**
 * The rate limiter's connection: no offline queue and a short command timeout, so while Redis is away a limited
 * call is refused at once instead of waiting for it. ioredis reconnects by itself.
 */
function rateLimitRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, commandTimeout: 1000, maxRetriesPerRequest: 1 });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit store unreachable; limited calls are refused'));
  // Opens once connected, or after a few seconds anyway: a server whose Redis is down still serves what is not limited.
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([once(redis, 'ready').catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, 5000)))]);
    clearTimeout(timer);
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
