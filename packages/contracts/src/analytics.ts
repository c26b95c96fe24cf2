import { z } from 'zod';

/**
 * First-party analytics (not in SPEC.md, so the wording is ours): page views and the funnel operators watch, stored in
 * our own database. The browser sends only page views and 'registration started', and only after the visitor
 * accepted cookies; the server records the other steps where they happen.
 */
export const analyticsPaths = {
  /** POST: one event from the browser. */
  events: '/api/analytics/events',
  /** GET ?from=YYYY-MM-DD&to=YYYY-MM-DD (staff, reports:read): the funnel per step and per day. */
  funnel: '/api/admin/reports/funnel',
} as const;

/** The funnel's steps in order; each after the first converts from the one before it. */
export const funnelSteps = ['registration_started', 'registration_completed', 'first_deposit', 'first_game_round', 'cashout_requested'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

export const funnelStepLabels: Record<FunnelStep, string> = {
  registration_started: 'Registration started',
  registration_completed: 'Registration completed',
  first_deposit: 'First deposit',
  first_game_round: 'First game round',
  cashout_requested: 'Cashout requested',
};

export const analyticsEventNames = ['page_view', ...funnelSteps] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

/** The events a browser may send; the rest only the server records. */
export const browserAnalyticsEventNames = ['page_view', 'registration_started'] as const;

export const ANALYTICS_PATH_MAX_LENGTH = 300;

/** POST analytics/events: strict, so a body with anything else is refused rather than partly stored. */
export const analyticsEventRequest = z.strictObject({
  name: z.enum(browserAnalyticsEventNames),
  /** The page's path, without query or fragment (which can carry emailed tokens). */
  path: z
    .string()
    .min(1)
    .max(ANALYTICS_PATH_MAX_LENGTH)
    .regex(/^\/[^?#\s]*$/, 'A path starts with / and has no query, fragment or spaces'),
});
export type AnalyticsEventRequest = z.infer<typeof analyticsEventRequest>;

/** One step of the funnel: how many reached it and what share of the step before did (null for the first, 0 before, or more than before). */
export const funnelStage = z.object({
  step: z.enum(funnelSteps),
  count: z.number().int(),
  /** count ÷ the previous step's count, 0..1; null when the step before has fewer (its people are not the same ones). */
  conversion: z.number().nullable(),
});
export type FunnelStage = z.infer<typeof funnelStage>;

export const funnelDay = z.object({ day: z.string(), pageViews: z.number().int(), stages: z.array(funnelStage) });
export type FunnelDay = z.infer<typeof funnelDay>;

export const funnelReport = z.object({
  from: z.string(),
  to: z.string(),
  pageViews: z.number().int(),
  /** The whole range. */
  stages: z.array(funnelStage),
  days: z.array(funnelDay),
});
export type FunnelReport = z.infer<typeof funnelReport>;
