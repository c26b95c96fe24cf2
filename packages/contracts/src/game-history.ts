import { z } from 'zod';
import { currencyCodes } from './constants.ts';
import { isKnownTimeZone, nextDay, utcDayStart, zonedDayStart } from './zoned-days.ts';

/** SPEC.md §2 Profile area and §9: the game history table, its wording and its constants. */
export const gameHistoryText = {
  title: 'Game history',
  /** The provider dropdown's label; SPEC's 'Choose Provider' is what the dropdown reads while it filters nothing. */
  providerLabel: 'Provider',
  chooseProvider: 'Choose Provider',
  empty: 'You have no game history yet',
  emptyRangeHint: 'Nothing was played in these dates. Try a wider range or another provider.',
  columns: ['Game name', 'Date', 'Stake', 'Prize', 'Balance', 'Wallet Type'],
  badDay: 'Please enter a date as YYYY-MM-DD',
  fromAfterTo: 'The start date must not be after the end date',
  rangeTooLong: 'Please choose at most one year of history',
  unknownTimeZone: 'Unknown time zone',
} as const;

export const GAME_HISTORY_PAGE_SIZE = 7;
export const GAME_HISTORY_MAX_PAGE_SIZE = 50;
export const GAME_HISTORY_DEFAULT_DAYS = 7;

/** The same day one calendar year later ('2026-02-28' for '2025-02-28'), the last day a range may reach. */
function oneYearAfter(day: string): number {
  const start = new Date(utcDayStart(day));
  return Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), start.getUTCDate());
}

const dayField = z.iso.date({ error: gameHistoryText.badDay });

/**
 * GET history/bet. from and to are days, both inclusive, in timeZone (an IANA name the web sends so the days are
 * the player's own, as the rows' times are; UTC when absent); a round belongs to the day its first bet was placed.
 * An empty provider means every provider.
 */
export const gameHistoryQuery = z
  .object({
    from: dayField,
    to: dayField,
    size: z.coerce.number().int().min(1).max(GAME_HISTORY_MAX_PAGE_SIZE).default(GAME_HISTORY_PAGE_SIZE),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    provider: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((provider) => provider || undefined),
    timeZone: z.string().max(64).refine(isKnownTimeZone, gameHistoryText.unknownTimeZone).default('UTC'),
  })
  .superRefine(({ from, to }, context) => {
    // zod reports a bad day and still runs this refinement; the range of a bad day means nothing.
    if (!dayField.safeParse(from).success || !dayField.safeParse(to).success) return;
    if (utcDayStart(from) > utcDayStart(to)) context.addIssue({ code: 'custom', path: ['to'], message: gameHistoryText.fromAfterTo });
    else if (utcDayStart(to) > oneYearAfter(from)) context.addIssue({ code: 'custom', path: ['to'], message: gameHistoryText.rangeTooLong });
  });
/** What the web sends (page and size may be left out). */
export type GameHistoryQuery = z.input<typeof gameHistoryQuery>;
/** What the server reads once defaults are applied. */
export type GameHistoryFilter = z.output<typeof gameHistoryQuery>;

/** The [start, end) instants of an inclusive range of days in a time zone. */
export function instantRangeOf(query: { from: string; to: string; timeZone: string }): { start: Date; end: Date } {
  return { start: new Date(zonedDayStart(query.from, query.timeZone)), end: new Date(zonedDayStart(nextDay(query.to), query.timeZone)) };
}

/**
 * Which wallets paid a round's stake (DESIGN.md "Bonuses"): 'cash' only cash, 'cash-bonus' only the bonus wallet,
 * 'free-spin' a promotion's free spin (the house's stake), 'mixed' more than one of them (cash first, then bonus).
 */
export const gameHistoryWalletTypes = ['cash', 'cash-bonus', 'free-spin', 'mixed'] as const;
export type GameHistoryWalletType = (typeof gameHistoryWalletTypes)[number];
/** How the game history's Wallet Type column reads each type. */
export const gameHistoryWalletTypeLabels: Record<GameHistoryWalletType, string> = {
  cash: 'Cash',
  'cash-bonus': 'Bonus',
  'free-spin': 'Free spin',
  mixed: 'Cash + bonus',
};

/** What one wallet put into a round and what it held once the round was over; decimal strings in major units. */
const walletStake = z.object({ stake: z.string(), balance: z.string() });

/** SPEC.md §3 Game history round. */
export const gameHistoryRound = z.object({
  /** The provider's round id, unique per provider. */
  roundId: z.string(),
  game: z.object({ id: z.string(), name: z.string(), provider: z.string(), imageId: z.string() }),
  stake: z.object({
    /** When the round's first bet was placed, unix seconds. */
    createdAt: z.number().int(),
    totalStake: z.string(),
    currency: z.enum(currencyCodes),
    walletType: z.enum(gameHistoryWalletTypes),
    freeSpinBonusWalletStake: walletStake,
    cashBonusWalletStake: walletStake,
    cashWalletStake: walletStake,
  }),
  prize: z.object({ totalPrize: z.string() }),
});
export type GameHistoryRound = z.infer<typeof gameHistoryRound>;

export const gameHistoryResponse = z.object({
  rounds: z.array(gameHistoryRound),
  /** Rounds in the range, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type GameHistoryPage = z.infer<typeof gameHistoryResponse>;

/** GET history/bet/provider: the providers of the games the player has played, by name. */
export const gameHistoryProvidersResponse = z.object({ providers: z.array(z.string()) });
