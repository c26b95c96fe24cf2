import { z } from 'zod';
import { currencyCodes } from './constants.ts';
import { realityCheckText } from './messages.ts';

export const REALITY_CHECK_INTERVALS = [15, 30, 45, 60, 90, 120] as const;
export const DEFAULT_REALITY_CHECK_MINUTES = 60;

export const realityCheckSettingsBody = z.object({
  intervalMinutes: z
    .number({ error: realityCheckText.badInterval })
    .int({ error: realityCheckText.badInterval })
    .refine((minutes) => (REALITY_CHECK_INTERVALS as readonly number[]).includes(minutes), realityCheckText.badInterval),
});
export type RealityCheckSettings = z.infer<typeof realityCheckSettingsBody>;

export const realityCheckTotals = z.object({
  currency: z.enum(currencyCodes),
  /** Stakes less refunded stakes, decimal string in major units. */
  wagered: z.string(),
  /** Wins less stakes (refunds counted back), signed decimal string in major units. */
  net: z.string(),
});

export const realityCheckStatus = z.object({
  intervalMinutes: z.number().int(),
  /** ISO 8601 instants of the server's clock. */
  sessionStartedAt: z.string(),
  nextCheckAt: z.string(),
  serverTime: z.string(),
  due: z.boolean(),
  /** Whole seconds since the session started. */
  playedSeconds: z.number().int(),
  /** Per currency played since the session started. */
  totals: z.array(realityCheckTotals),
});
export type RealityCheckStatus = z.infer<typeof realityCheckStatus>;
