import { z } from 'zod';

/**
 * The back office's daily figures (not in SPEC.md, so the wording is ours). Every figure is computed from the ledger
 * alone, per UTC day (of the ledger transaction) and currency, from the house's side of each transaction; amounts are
 * decimal strings in the currency's units.
 * - deposits: what 'deposit' transactions took from the house's payments-clearing account;
 * - withdrawals: what 'withdrawal-paid' transactions brought back to it (a held or rejected cashout is not one);
 * - stakes / wins / rollbacks: what 'bet' / 'win' and 'jackpot-win' / 'rollback' transactions moved on the house's
 *   house-game accounts (every shard) and fx accounts (fx takes a stake's jackpot contribution and pays a jackpot in the player's currency),
 *   free spins included: the house pays a free spin's stake from bonus-cost into house-game;
 * - bonus cost: the net debit of the house's bonus-cost account by every kind of transaction: bonus grants, free-spin
 *   stakes and rakeback accrued, minus what comes back (forfeited bonuses, rolled-back free spins, wins of ended
 *   bonuses, rakeback reversed). Bonus money a player turns into cash ('promotion-complete') is not counted again:
 *   it was a cost when granted;
 * - active players: distinct players whose account paid a stake ('bet') that day.
 * So GGR is what the house-game accounts kept, bonus cost what the bonus-cost account lost: the figures reconcile to
 * the ledger's balances.
 */
export const REPORT_MAX_DAYS = 366;

export const reportPaths = {
  /** GET ?from=YYYY-MM-DD&to=YYYY-MM-DD (both inclusive, UTC days). */
  daily: '/api/admin/reports/daily',
  /** The same figures as a CSV file. */
  dailyCsv: '/api/admin/reports/daily.csv',
} as const;

export const reportMessages = {
  badDay: 'Please enter dates as YYYY-MM-DD',
  rangeReversed: 'The start date must not be after the end date',
  rangeTooLong: `Pick at most ${REPORT_MAX_DAYS} days`,
} as const;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, reportMessages.badDay)
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    reportMessages.badDay,
  );

export const reportRangeQuery = z.object({ from: day, to: day });
export type ReportRange = z.infer<typeof reportRangeQuery>;

/** The figures of one day (or of a whole range) in one currency, or in EUR at today's rates. */
export const reportFigures = z.object({
  deposits: z.string(),
  withdrawals: z.string(),
  stakes: z.string(),
  wins: z.string(),
  rollbacks: z.string(),
  /** stakes − wins − rollbacks */
  grossGamingRevenue: z.string(),
  /** What bonuses cost the house: money leaving its bonus-cost account minus money coming back to it. */
  bonusCost: z.string(),
  /** grossGamingRevenue − bonusCost */
  netGamingRevenue: z.string(),
});
export type ReportFigures = z.infer<typeof reportFigures>;

export const reportDay = reportFigures.extend({
  day: z.string(),
  /** Distinct players with a stake that day (in this currency; in EUR rows, in any currency). */
  activePlayers: z.number().int(),
});
export type ReportDay = z.infer<typeof reportDay>;

export const reportCurrency = z.object({
  currency: z.string(),
  days: z.array(reportDay),
  totals: reportFigures,
});

export const dailyReport = z.object({
  from: z.string(),
  to: z.string(),
  /** Only the currencies that moved in the range. */
  currencies: z.array(reportCurrency),
  /** Each day's figures of every currency, converted to EUR at the current rates and added up. */
  eur: reportCurrency,
});
export type DailyReport = z.infer<typeof dailyReport>;
