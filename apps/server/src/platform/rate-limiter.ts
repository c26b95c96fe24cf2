import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { messages } from '@lodestar/contracts';
import { RateLimited, RateLimitUnavailable } from './domain-errors.ts';

export interface RateLimitRule {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The limits of DESIGN.md "Security", per IP and per account. */
export const rateLimitRules = {
  signinPerIp: { max: 30, windowMs: 15 * MINUTE },
  registrationPerIp: { max: 20, windowMs: HOUR },
  validateEmailPerIp: { max: 60, windowMs: HOUR },
  forgotPasswordPerIp: { max: 20, windowMs: HOUR },
  forgotPasswordPerEmail: { max: 5, windowMs: HOUR },
  resendPerAccount: { max: 5, windowMs: HOUR },
  errorReportPerIp: { max: 30, windowMs: 10 * MINUTE },
  paymentPerAccount: { max: 30, windowMs: 10 * MINUTE },
  /** Coupon checks (debounced as the player types) and redemptions: enough for honest typing, too few to guess codes. */
  couponPerIp: { max: 60, windowMs: 10 * MINUTE },
  couponPerAccount: { max: 30, windowMs: 10 * MINUTE },
  staffSigninPerIp: { max: 20, windowMs: 15 * MINUTE },
  staffSigninPerEmail: { max: 5, windowMs: 15 * MINUTE },
  /** A page view per navigation: a busy reader makes a few hundred an hour, a script flooding the table far more. */
  analyticsPerIp: { max: 300, windowMs: 10 * MINUTE },
  /** Live-chat messages and attachments, per player or (for visitors, who can drop their cookie) per IP. */
  chatMessagePerSender: { max: 20, windowMs: MINUTE },
} satisfies Record<string, RateLimitRule>;
export type RateLimitRules = typeof rateLimitRules;

export interface RateLimiter {
  /** Counts one attempt of `subject` (an IP, an email, a player id) under a rule; throws RateLimited past its max. */
  hit(ruleName: keyof RateLimitRules, subject: string): Promise<void>;
}

/**
 * Fixed-window counters per rule, keyed by subject so a limit per IP and a limit per email apply independently. In
 * this process's memory when it serves alone; in Redis when several processes serve the site, so a limit holds
 * whichever process a request reaches. A Redis that cannot be reached refuses the call (RateLimitUnavailable, 503):
 * a limit that protects sign-in and password resets must never fall open.
 */
export function createRateLimiter(rules: RateLimitRules, store?: { redis: Redis; prefix: string }): RateLimiter {
  const counters = new Map<keyof RateLimitRules, RateLimiterAbstract>();
  const counterOf = (ruleName: keyof RateLimitRules): RateLimiterAbstract => {
    let counter = counters.get(ruleName);
    if (!counter) {
      const { max, windowMs } = rules[ruleName];
      const options = { points: max, duration: windowMs / 1000, keyPrefix: `${store?.prefix ?? ''}rate:${ruleName}` };
      counter = store ? new RateLimiterRedis({ ...options, storeClient: store.redis, rejectIfRedisNotReady: true }) : new RateLimiterMemory(options);
      counters.set(ruleName, counter);
    }
    return counter;
  };

  return {
    async hit(ruleName, subject) {
      try {
        await counterOf(ruleName).consume(subject);
      } catch (refusal) {
        // The library rejects with its result when the count is past the max, with an Error when the store failed.
        if (refusal instanceof RateLimiterRes) throw new RateLimited(messages.http.tooManyRequests);
        throw new RateLimitUnavailable(messages.http.rateLimitUnavailable);
      }
    },
  };
}
