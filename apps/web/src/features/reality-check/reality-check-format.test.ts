import { describe, expect, it } from 'vitest';
import { delayUntilNextCheck, formatTimePlayed, intervalLabel } from './reality-check-format';

describe('reality check wording', () => {
  it('says how long the player has played', () => {
    expect(formatTimePlayed(30)).toBe('less than a minute');
    expect(formatTimePlayed(60)).toBe('1 minute');
    expect(formatTimePlayed(45 * 60 + 59)).toBe('45 minutes');
    expect(formatTimePlayed(3600)).toBe('1 hour');
    expect(formatTimePlayed(3600 + 5 * 60)).toBe('1 hour 5 minutes');
    expect(formatTimePlayed(2 * 3600 + 60)).toBe('2 hours 1 minute');
  });

  it('names each offered interval', () => {
    expect([15, 30, 45, 60, 90, 120].map(intervalLabel)).toEqual([
      'Every 15 minutes',
      'Every 30 minutes',
      'Every 45 minutes',
      'Every hour',
      'Every 1.5 hours',
      'Every 2 hours',
    ]);
  });

  it('asks again just after the next check, by the server’s clock whatever the browser’s says', () => {
    const status = { nextCheckAt: '2026-01-01T10:15:00.000Z', serverTime: '2026-01-01T10:00:00.000Z' };
    expect(delayUntilNextCheck(status)).toBe(15 * 60_000 + 1_000);
    expect(delayUntilNextCheck({ ...status, serverTime: '2026-01-01T11:00:00.000Z' })).toBe(1_000);
  });
});
