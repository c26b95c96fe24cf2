import { describe, expect, it } from 'vitest';
import { RateLimited } from './domain-errors.ts';
import { RateLimiter, rateLimitRules } from './rate-limiter.ts';

describe('RateLimiter', () => {
  it('allows max attempts per window, per subject, and opens again when the window ends', () => {
    let now = 0;
    const limiter = new RateLimiter({ ...rateLimitRules, signinPerIp: { max: 2, windowMs: 1000 } }, () => now);
    limiter.hit('signinPerIp', 'a');
    limiter.hit('signinPerIp', 'a');
    expect(() => limiter.hit('signinPerIp', 'a')).toThrow(RateLimited);
    limiter.hit('signinPerIp', 'b');
    limiter.hit('signinPerEmail', 'a');
    now = 1000;
    expect(() => limiter.hit('signinPerIp', 'a')).not.toThrow();
  });
});
