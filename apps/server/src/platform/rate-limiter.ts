import { RateLimited } from './domain-errors.ts';
import { messages } from '@lodestar/contracts';

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
  signinPerEmail: { max: 15, windowMs: 15 * MINUTE },
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

/**
 * Fixed-window counters kept in memory: enough for one process. Keys combine the action with the IP or the
 * account so a limit per IP and a limit per email apply independently.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly rules: RateLimitRules = rateLimitRules,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt of `subject` (an IP, an email, a player id) under a rule; throws RateLimited past its max. */
  hit(ruleName: keyof RateLimitRules, subject: string): void {
    const rule = this.rules[ruleName];
    const key = `${ruleName}:${subject}`;
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + rule.windowMs });
      this.sweep(now);
      return;
    }
    window.count += 1;
    if (window.count > rule.max) throw new RateLimited(messages.http.tooManyRequests);
  }

  /** Drops expired windows now and then so the map does not grow without bound. */
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
