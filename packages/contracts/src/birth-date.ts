/** SPEC.md §5 and §9: birth years 1921 to 2004, listed newest first (84 entries). */
export const BIRTH_YEAR_FIRST = 1921;
export const BIRTH_YEAR_LAST = 2004;
export const birthYears = Array.from({ length: BIRTH_YEAR_LAST - BIRTH_YEAR_FIRST + 1 }, (_, index) => BIRTH_YEAR_LAST - index);
export const birthDays = Array.from({ length: 31 }, (_, index) => index + 1);
export const birthMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const birthDateMessages = {
  notADay: 'Choose a date that exists',
} as const;

/** Unix seconds (midnight UTC) of a calendar date, or undefined for a date that does not exist (31 February). */
export function birthDateSeconds(day: number, month: number, year: number): number | undefined {
  if (![day, month, year].every(Number.isInteger)) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.getTime() / 1000;
}

/** A date of birth travels as the unix seconds of its midnight UTC: anything else names no calendar day. */
export const isWholeUtcDay = (seconds: number) => Number.isInteger(seconds) && seconds % 86_400 === 0;
