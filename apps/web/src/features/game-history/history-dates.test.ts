import { describe, expect, it } from 'vitest';
import { defaultHistoryRange, formatRoundDate } from './history-dates';

const unixSeconds = (date: Date) => date.getTime() / 1000;

describe('formatRoundDate', () => {
  it("shows 'MMM DD HH:mm' in the player's time zone", () => {
    expect(formatRoundDate(unixSeconds(new Date(2026, 10, 21, 14, 5)))).toBe('Nov 21 14:05');
  });

  it('pads day, hour and minute to two digits and keeps a 24-hour clock', () => {
    expect(formatRoundDate(unixSeconds(new Date(2027, 0, 5, 9, 7)))).toBe('Jan 05 09:07');
    expect(formatRoundDate(unixSeconds(new Date(2026, 8, 30, 23, 59, 59)))).toBe('Sep 30 23:59');
    expect(formatRoundDate(unixSeconds(new Date(2026, 4, 1, 0, 0)))).toBe('May 01 00:00');
  });
});

describe('defaultHistoryRange', () => {
  it('covers the last week up to today, as YYYY-MM-DD', () => {
    expect(defaultHistoryRange(new Date(2026, 10, 21, 14, 5))).toEqual({ from: '2026-11-14', to: '2026-11-21' });
  });

  it('reaches back across a month and a year end', () => {
    expect(defaultHistoryRange(new Date(2026, 2, 3, 0, 10))).toEqual({ from: '2026-02-24', to: '2026-03-03' });
    expect(defaultHistoryRange(new Date(2027, 0, 2, 23, 50))).toEqual({ from: '2026-12-26', to: '2027-01-02' });
  });
});
