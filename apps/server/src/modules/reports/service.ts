import {
  formatMinorUnits,
  REPORT_MAX_DAYS,
  reportMessages,
  type DailyReport,
  type ReportDay,
  type ReportFigures,
  type ReportRange,
} from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import { InvalidInput } from '../../platform/domain-errors.ts';
import { eurCentsOf, type CurrenciesService } from '../currencies/index.ts';
import { dailyLedgerSums, type DailyLedgerSums } from '../ledger/index.ts';

export type ReportsService = ReturnType<typeof createReportsService>;

const AMOUNTS = ['deposits', 'withdrawals', 'stakes', 'wins', 'rollbacks', 'bonusCost'] as const;
type Sums = Record<(typeof AMOUNTS)[number], bigint>;
const EUR_SUBUNITS = 100;
const DAY_MS = 86_400_000;
export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

const zero = (): Sums => ({ deposits: 0n, withdrawals: 0n, stakes: 0n, wins: 0n, rollbacks: 0n, bonusCost: 0n });
const add = (into: Sums, more: Sums) => AMOUNTS.forEach((key) => (into[key] += more[key]));

function figures(sums: Sums, subunits: number): ReportFigures {
  const gross = sums.stakes - sums.wins - sums.rollbacks;
  const format = (minor: bigint) => formatMinorUnits(minor, subunits);
  return {
    deposits: format(sums.deposits),
    withdrawals: format(sums.withdrawals),
    stakes: format(sums.stakes),
    wins: format(sums.wins),
    rollbacks: format(sums.rollbacks),
    grossGamingRevenue: format(gross),
    bonusCost: format(sums.bonusCost),
    netGamingRevenue: format(gross - sums.bonusCost),
  };
}

/** The days of an inclusive range, refused when reversed or longer than REPORT_MAX_DAYS. */
export function daysOf({ from, to }: ReportRange): string[] {
  const length = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (length < 1) throw new InvalidInput(reportMessages.rangeReversed);
  if (length > REPORT_MAX_DAYS) throw new InvalidInput(reportMessages.rangeTooLong);
  const days = [from];
  while (days.length < length) days.push(nextDay(days.at(-1)!));
  return days;
}

/** Daily figures computed from the ledger alone, so that they add up to its own sums. */
export function createReportsService({ db, currencies }: { db: Database; currencies: CurrenciesService }) {
  return {
    async daily(range: ReportRange): Promise<DailyReport> {
      const days = daysOf(range);
      const from = new Date(`${range.from}T00:00:00Z`);
      const toExclusive = new Date(`${nextDay(range.to)}T00:00:00Z`);
      const [rows, active] = await Promise.all([
        dailyLedgerSums.dailySums(db, from, toExclusive),
        dailyLedgerSums.dailyActivePlayers(db, from, toExclusive),
      ]);

      const byCurrency = new Map<string, Map<string, DailyLedgerSums>>();
      for (const row of rows) byCurrency.set(row.currency, (byCurrency.get(row.currency) ?? new Map()).set(row.day, row));

      const eurByDay = new Map(days.map((day) => [day, zero()]));
      const currencyReports = [];
      for (const [code, rowsByDay] of [...byCurrency].sort(([a], [b]) => a.localeCompare(b))) {
        const currency = await currencies.get(code);
        const totals = zero();
        const reportDays: ReportDay[] = days.map((day) => {
          const row = rowsByDay.get(day);
          const sums = zero();
          if (row) AMOUNTS.forEach((key) => (sums[key] = BigInt(row[key])));
          add(totals, sums);
          // Converted per currency and day at today's rate, then added: the EUR view of the same movements.
          const eur = eurByDay.get(day)!;
          AMOUNTS.forEach((key) => (eur[key] += eurCentsOf(sums[key], currency)));
          return { day, ...figures(sums, currency.subunitsToUnit), activePlayers: row?.activePlayers ?? 0 };
        });
        currencyReports.push({ currency: code, days: reportDays, totals: figures(totals, currency.subunitsToUnit) });
      }

      const activeByDay = new Map(active.map((row) => [row.day, row.activePlayers]));
      const eurTotals = zero();
      const eurDays = days.map((day) => {
        add(eurTotals, eurByDay.get(day)!);
        return { day, ...figures(eurByDay.get(day)!, EUR_SUBUNITS), activePlayers: activeByDay.get(day) ?? 0 };
      });
      return {
        ...range,
        currencies: currencyReports,
        eur: { currency: 'EUR', days: eurDays, totals: figures(eurTotals, EUR_SUBUNITS) },
      };
    },
  };
}
