import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { apiPaths, errorCodes, messages } from '@lodestar/contracts';
import { createTestApp } from '../../test/test-app.ts';
import { RateLimited, RateLimitUnavailable } from './domain-errors.ts';
import { createRateLimiter, rateLimitRules } from './rate-limiter.ts';

const rules = { ...rateLimitRules, signinPerIp: { max: 2, windowMs: 1000 } };

describe('rate limiter in memory', () => {
  it('allows max attempts per window, per subject, and opens again when the window ends', async () => {
    // The window passes on a clock the test moves: the library's counters read Date.now and expire on a timer.
    vi.useFakeTimers();
    try {
      const limiter = createRateLimiter(rules);
      await limiter.hit('signinPerIp', 'a');
      await limiter.hit('signinPerIp', 'a');
      await expect(limiter.hit('signinPerIp', 'a')).rejects.toThrow(RateLimited);
      await limiter.hit('signinPerIp', 'b');
      await limiter.hit('registrationPerIp', 'a');
      vi.advanceTimersByTime(rules.signinPerIp.windowMs - 1);
      await expect(limiter.hit('signinPerIp', 'a')).rejects.toThrow(RateLimited);
      vi.advanceTimersByTime(1);
      await expect(limiter.hit('signinPerIp', 'a')).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

// Redis is a service CI starts (.ci/run exports TEST_REDIS_URL).
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limiter in Redis', () => {
  const redis = new Redis(redisUrl!);
  const prefix = `lodestar:test-${randomUUID()}:`;
  afterAll(() => redis.quit());

  it('counts the attempts of every process together', async () => {
    const other = new Redis(redisUrl!);
    // The limiter refuses calls until its connection is ready, as a server does in its first milliseconds.
    await Promise.all([redis.ping(), other.ping()]);
    try {
      const [one, two] = [createRateLimiter(rules, { redis, prefix }), createRateLimiter(rules, { redis: other, prefix })];
      await one.hit('signinPerIp', 'a');
      await two.hit('signinPerIp', 'a');
      await expect(one.hit('signinPerIp', 'a')).rejects.toThrow(RateLimited);
      await expect(two.hit('signinPerIp', 'a')).rejects.toThrow(RateLimited);
    } finally {
      await other.quit();
    }
  });

  it('refuses a limited call, never lets it through, while Redis cannot be reached', async () => {
    // Nothing listens on port 1: the connection never becomes ready.
    const unreachable = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, lazyConnect: true, retryStrategy: () => null });
    const limiter = createRateLimiter(rules, { redis: unreachable, prefix });
    await expect(limiter.hit('signinPerIp', 'a')).rejects.toThrow(RateLimitUnavailable);
    unreachable.disconnect();
  });
});

describe('a server whose Redis is down', () => {
  it('answers a rate-limited call 503 with a message, and still serves the rest', async () => {
    // Nothing listens on port 1: Redis never answers.
    const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' }, { rateLimits: rateLimitRules });
    try {
      const limited = await t.app.inject({ method: 'POST', url: apiPaths.forgotPassword, payload: { email: 'someone@example.com' } });
      expect(limited.statusCode).toBe(503);
      expect(limited.json()).toEqual({ code: errorCodes.rateLimitUnavailable, message: messages.http.rateLimitUnavailable });
      expect((await t.app.inject({ method: 'GET', url: apiPaths.gamesAndCategories })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
