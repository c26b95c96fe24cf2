/** Calendar days in a player's time zone, as instants: a day a player picks starts at their midnight, not UTC's. */

const DAY_MS = 86_400_000;

/** Midnight UTC starting a 'YYYY-MM-DD' day, in milliseconds. */
export const utcDayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The 'YYYY-MM-DD' day after a day. */
export const nextDay = (day: string): string => new Date(utcDayStart(day) + DAY_MS).toISOString().slice(0, 10);

/** Whether the runtime knows an IANA time zone name ('Europe/Berlin', 'America/Sao_Paulo', 'UTC'). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** How far a time zone's wall clock is ahead of UTC at an instant, in milliseconds (negative west of Greenwich). */
function offsetAt(timeZone: string, instant: number): number {
  const fields = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(fields.find((part) => part.type === type)!.value);
  const wallClock = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
  return wallClock - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The 'YYYY-MM-DD' day an instant falls on in a time zone. */
const dayIn = (timeZone: string, instant: number): string => new Date(instant + offsetAt(timeZone, instant)).toISOString().slice(0, 10);

/**
 * The instant a day starts in a time zone. The offset is read at UTC's midnight and read again at the first guess,
 * since a daylight-saving change may lie between the two midnights. Where a change skips midnight itself (Havana
 * springs from 00:00 to 01:00), the corrected instant falls on the day before and the day starts at the guess,
 * the first wall-clock time that exists.
 */
export function zonedDayStart(day: string, timeZone: string): number {
  const utcMidnight = utcDayStart(day);
  const guess = utcMidnight - offsetAt(timeZone, utcMidnight);
  const corrected = utcMidnight - offsetAt(timeZone, guess);
  return dayIn(timeZone, corrected) === day ? corrected : guess;
}
