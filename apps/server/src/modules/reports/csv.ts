import type { DailyReport, ReportDay } from '@lodestar/contracts';

const COLUMNS: (keyof ReportDay)[] = [
  'day',
  'deposits',
  'withdrawals',
  'stakes',
  'wins',
  'rollbacks',
  'grossGamingRevenue',
  'bonusCost',
  'netGamingRevenue',
  'activePlayers',
];

/** One line per currency and day, then the EUR lines; every value is a code, a date, a number or a decimal: nothing to quote. */
export function reportCsv(report: DailyReport): string {
  const lines = [['currency', ...COLUMNS].join(',')];
  for (const { currency, days } of [...report.currencies, report.eur]) {
    for (const day of days) lines.push([currency, ...COLUMNS.map((column) => String(day[column]))].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
