import type { LimitPeriod } from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';

/** What every responsible-gambling use case works with. */
export interface GamblingContext {
  db: Database;
  now: () => Date;
}

const DAY_MS = 86_400_000;

/** The UTC day of an instant, as the activity table keys it. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** Limits run over calendar periods in UTC: the day, the week from Monday, the month from its first day. */
export function periodBounds(period: LimitPeriod, at: Date): { start: Date; end: Date } {
  const midnight = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  if (period === 'day') return { start: midnight, end: new Date(midnight.getTime() + DAY_MS) };
  if (period === 'week') {
    const sinceMonday = (midnight.getUTCDay() + 6) % 7;
    const start = new Date(midnight.getTime() - sinceMonday * DAY_MS);
    return { start, end: new Date(start.getTime() + 7 * DAY_MS) };
  }
  return {
    start: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)),
    end: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)),
  };
}

/** How players read an instant in messages: '2026-11-24 21:30 UTC'. */
export const formatInstant = (at: Date): string => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** EUR cents as the decimal string the API answers ('100.00'). */
export const formatEurCents = (cents: bigint): string => {
  const sign = cents < 0n ? '-' : '';
  const absolute = cents < 0n ? -cents : cents;
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
};

/** '49.50' → 4950n; the contract has already checked the shape. */
export const eurCentsFromDecimal = (amount: string): bigint => {
  const [units = '0', cents = ''] = amount.split('.');
  return BigInt(units) * 100n + BigInt(cents.padEnd(2, '0'));
};
