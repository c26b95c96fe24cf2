import { z } from 'zod';
import { PROFILE_SERVICE } from './paths.ts';

/**
 * Responsible gambling (UKGC RTS 12, MGA, AGCO): time-outs, self-exclusion and deposit / loss / wager limits.
 * Limits are kept in EUR, whatever currency the player plays in, so switching currency cannot get round one.
 */
export const responsibleGamblingPaths = {
  /** SPEC.md §7: PUT profile/self-exclude {selfExcludePeriod}. */
  selfExclude: `${PROFILE_SERVICE}/profile/self-exclude`,
  limits: `${PROFILE_SERVICE}/profile/gambling-limits`,
  /** The explicit "no limit" answer to the limit step the deposit modal shows before a first deposit. */
  declineLimits: `${PROFILE_SERVICE}/profile/gambling-limits/decline`,
} as const;

/**
 * A time-out (a short break) or a self-exclusion (months to permanent). During either the player may still sign in,
 * to a withdraw-only site: balance, verification, cashout and history; every other call answers 451.
 */
export const selfExcludePeriods = ['24-hours', '7-days', '30-days', '6-months', '1-year', '5-years', 'permanent'] as const;
export type SelfExcludePeriod = (typeof selfExcludePeriods)[number];
export const timeOutPeriods: readonly SelfExcludePeriod[] = ['24-hours', '7-days', '30-days'];
export const exclusionKinds = ['time-out', 'self-exclusion'] as const;
export type ExclusionKind = (typeof exclusionKinds)[number];
export const exclusionKindOf = (period: SelfExcludePeriod): ExclusionKind => (timeOutPeriods.includes(period) ? 'time-out' : 'self-exclusion');

export const selfExcludePeriodLabels: Record<SelfExcludePeriod, string> = {
  '24-hours': '24 hours',
  '7-days': '7 days',
  '30-days': '30 days',
  '6-months': '6 months',
  '1-year': '1 year',
  '5-years': '5 years',
  permanent: 'Permanent',
};

/** When a period that starts at `from` ends; null for a permanent self-exclusion. Months are calendar months (UTC). */
export function exclusionEnd(period: SelfExcludePeriod, from: Date): Date | null {
  const end = new Date(from.getTime());
  const hours = { '24-hours': 24, '7-days': 7 * 24, '30-days': 30 * 24 } as Partial<Record<SelfExcludePeriod, number>>;
  const months = { '6-months': 6, '1-year': 12, '5-years': 60 } as Partial<Record<SelfExcludePeriod, number>>;
  if (hours[period] !== undefined) return new Date(from.getTime() + hours[period] * 3_600_000);
  if (months[period] === undefined) return null;
  end.setUTCMonth(end.getUTCMonth() + months[period]);
  return end;
}

export const selfExcludeRequest = z.object({ selfExcludePeriod: z.enum(selfExcludePeriods) }).strict();
export type SelfExcludeRequest = z.infer<typeof selfExcludeRequest>;
export const selfExcludeResponse = z.object({
  kind: z.enum(exclusionKinds),
  period: z.enum(selfExcludePeriods),
  /** ISO date; null when permanent. */
  endsAt: z.string().nullable(),
  message: z.string(),
});
export type SelfExcludeResponse = z.infer<typeof selfExcludeResponse>;

export const limitKinds = ['deposit', 'loss', 'wager'] as const;
export type LimitKind = (typeof limitKinds)[number];
export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];
export const limitKindLabels: Record<LimitKind, string> = { deposit: 'Deposit limit', loss: 'Loss limit', wager: 'Wager limit' };
export const limitPeriodLabels: Record<LimitPeriod, string> = { day: 'Daily', week: 'Weekly', month: 'Monthly' };

/** A raise or a removal waits this long; a decrease applies at once (UKGC RTS 12). */
export const LIMIT_INCREASE_DELAY_MS = 24 * 3_600_000;
/** The largest limit a player can set, in EUR: far above any real need, well inside every integer type. */
export const GAMBLING_LIMIT_MAX_EUR = 1_000_000;

const limitAmount = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Please enter an amount in EUR like 100 or 49.50')
  .refine((value) => Number(value) > 0, 'The limit must be more than zero')
  .refine((value) => Number(value) <= GAMBLING_LIMIT_MAX_EUR, `The limit can be at most ${GAMBLING_LIMIT_MAX_EUR.toLocaleString('en')} EUR`);

/** Sets one limit; `amount` null removes it (after the delay, as any raise). */
export const setLimitRequest = z.object({ kind: z.enum(limitKinds), period: z.enum(limitPeriods), amount: limitAmount.nullable() }).strict();
export type SetLimitRequest = z.infer<typeof setLimitRequest>;

/** Amounts are EUR decimal strings ('100.00'). */
export const gamblingLimit = z.object({
  kind: z.enum(limitKinds),
  period: z.enum(limitPeriods),
  /** The limit in force; null when none. */
  amount: z.string().nullable(),
  /** What the period has used so far (deposited, lost or wagered). */
  used: z.string(),
  /** What is left before the limit is reached; null when no limit is in force. */
  remaining: z.string().nullable(),
  /** When the current period ends and `used` starts again from zero. */
  resetsAt: z.string(),
  /** A raise or removal waiting for its delay: the amount it will become (null: removed) and when. */
  pending: z.object({ amount: z.string().nullable(), effectiveAt: z.string() }).nullable(),
});
export type GamblingLimit = z.infer<typeof gamblingLimit>;
export const gamblingLimitsResponse = z.object({
  currency: z.literal('EUR'),
  limits: z.array(gamblingLimit),
  /** The player has set a deposit limit or explicitly chosen none: the deposit modal's limit step is done. */
  limitStepAnswered: z.boolean(),
});
export type GamblingLimitsResponse = z.infer<typeof gamblingLimitsResponse>;

/** Wording of the responsible-gambling features (SPEC.md is silent on them except the cool-off sign-in message). */
export const responsibleGamblingMessages = {
  selfExcluded: (until: string | null) =>
    until
      ? `Your account is self-excluded until ${until}. Until then you can only withdraw your balance.`
      : 'Your account is permanently self-excluded. You can only withdraw your balance.',
  timeOutRunning: (until: string) => `You are on a time-out until ${until}. Until then you can only withdraw your balance.`,
  timeOutTaken: (until: string) => `Your time-out has started and lasts until ${until}. You can still sign in to withdraw your balance.`,
  selfExclusionTaken: (until: string | null) =>
    until
      ? `Your self-exclusion has started and lasts until ${until}. You can still sign in to withdraw your balance.`
      : 'Your permanent self-exclusion has started. You can still sign in to withdraw your balance.',
  cannotShorten: (until: string | null) =>
    until
      ? `You are already excluded until ${until}. A break cannot be shortened or lifted early; choose a longer period to extend it.`
      : 'You are permanently self-excluded. A self-exclusion cannot be lifted.',
  locked: 'Your account has been locked, Please contact support!',
  depositLimitReached: (remaining: string, period: LimitPeriod) =>
    `This deposit would exceed your ${limitPeriodLabels[period].toLowerCase()} deposit limit. You can deposit up to ${remaining} EUR more in this period.`,
  depositLimitHeldAtCredit:
    'Your deposit arrived after your deposit limit was reached: it is kept out of play and will be returned by our payments team.',
  lossLimitReached: (period: LimitPeriod) =>
    `You have reached your ${limitPeriodLabels[period].toLowerCase()} loss limit. You can play again when the period resets.`,
  wagerLimitReached: (period: LimitPeriod) =>
    `You have reached your ${limitPeriodLabels[period].toLowerCase()} wager limit. You can play again when the period resets.`,
  limitDecreased: 'Your limit is saved and applies now.',
  limitIncreaseScheduled: (effectiveAt: string) => `Your change is saved and applies on ${effectiveAt}, after the 24-hour cooling-off delay.`,
  noLimitChosen: 'No limit set. You can set one at any time from your account.',
} as const;
