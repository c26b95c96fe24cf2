import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, nextDay, zonedDayStart } from './zoned-days.ts';

const at = (iso: string) => Date.parse(iso);

describe('zonedDayStart', () => {
  it('is midnight UTC for UTC and midnight local time east and west of it', () => {
    expect(zonedDayStart('2026-11-21', 'UTC')).toBe(at('2026-11-21T00:00:00Z'));
    expect(zonedDayStart('2026-11-21', 'America/Sao_Paulo')).toBe(at('2026-11-21T03:00:00Z'));
    expect(zonedDayStart('2026-11-21', 'Asia/Kolkata')).toBe(at('2026-11-20T18:30:00Z'));
    expect(zonedDayStart('2026-11-21', 'Pacific/Kiritimati')).toBe(at('2026-11-20T10:00:00Z'));
  });

  it('follows daylight saving: Berlin is UTC+2 in summer, UTC+1 in winter, and the changeover days start at their own midnight', () => {
    expect(zonedDayStart('2026-07-01', 'Europe/Berlin')).toBe(at('2026-06-30T22:00:00Z'));
    expect(zonedDayStart('2026-12-01', 'Europe/Berlin')).toBe(at('2026-11-30T23:00:00Z'));
    // Clocks go forward at 02:00 on 29 March and back at 03:00 on 25 October 2026: both days start at 00:00 local.
    expect(zonedDayStart('2026-03-29', 'Europe/Berlin')).toBe(at('2026-03-28T23:00:00Z'));
    expect(zonedDayStart('2026-03-30', 'Europe/Berlin')).toBe(at('2026-03-29T22:00:00Z'));
    expect(zonedDayStart('2026-10-26', 'Europe/Berlin')).toBe(at('2026-10-25T23:00:00Z'));
    // West of UTC the change lies between the two midnights: New York falls back on 1 November 2026.
    expect(zonedDayStart('2026-11-01', 'America/New_York')).toBe(at('2026-11-01T04:00:00Z'));
    expect(zonedDayStart('2026-11-02', 'America/New_York')).toBe(at('2026-11-02T05:00:00Z'));
  });

  it('starts a day whose midnight a change skips at the first time that exists (Havana springs forward at midnight)', () => {
    // Cuba moved its clocks from 00:00 to 01:00 on 8 March 2026; the day starts at 01:00 CDT, 05:00 UTC.
    expect(zonedDayStart('2026-03-08', 'America/Havana')).toBe(at('2026-03-08T05:00:00Z'));
  });
});

describe('nextDay and isKnownTimeZone', () => {
  it('steps over month and year ends and knows IANA names only', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(isKnownTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
