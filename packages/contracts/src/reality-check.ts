import { z } from 'zod';
import { currencyCodes } from './constants.ts';
import { PROFILE_SERVICE } from './paths.ts';

/** UKGC RTS 13: the reality check, a reminder of time and money spent at an interval the player chooses. */
export const realityCheckPaths = {
  /** GET the status; PUT the interval. */
  status: `${PROFILE_SERVICE}/profile/reality-check`,
  acknowledge: `${PROFILE_SERVICE}/profile/reality-check/acknowledge`,
} as const;

export const REALITY_CHECK_INTERVALS = [15, 30, 45, 60, 90, 120] as const;
export const DEFAULT_REALITY_CHECK_MINUTES = 60;

export const realityCheckText = {
  title: 'Reality check',
  settingsTitle: 'Reality check',
  settingsIntro: 'We remind you how long you have been playing, how much you have wagered and your net position, as often as you choose.',
  intervalLabel: 'Remind me every',
  save: 'Save',
  saved: 'Your reality check interval was saved',
  badInterval: 'Please choose one of the offered intervals',
  dialogIntro: 'A reminder of your play since you logged in.',
  timePlayed: 'Time played',
  wagered: 'Wagered',
  netPosition: 'Net position',
  nothingWagered: 'Nothing wagered yet',
  continue: 'Continue',
  logOut: 'Log out',
  statementLink: 'See your account statement',
} as const;

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
