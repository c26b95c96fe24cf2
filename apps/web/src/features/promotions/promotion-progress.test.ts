import { describe, expect, it } from 'vitest';
import { daysLeft, progressPercent } from './promotion-progress';

describe('promotion progress', () => {
  it('is the wagered share of the requirement, rounded down and capped at 100', () => {
    expect(progressPercent('0.00', '625.00', 100)).toBe(0);
    expect(progressPercent('6.24', '625.00', 100)).toBe(0);
    expect(progressPercent('6.25', '625.00', 100)).toBe(1);
    expect(progressPercent('624.99', '625.00', 100)).toBe(99);
    expect(progressPercent('700.00', '625.00', 100)).toBe(100);
    expect(progressPercent('0.00050000', '0.00100000', 100_000_000)).toBe(50);
  });

  it('counts nothing to wager as done', () => {
    expect(progressPercent('0.00', '0.00', 100)).toBe(100);
  });

  it('counts days left up to the expiry', () => {
    const now = new Date('2026-11-24T00:00:00Z');
    expect(daysLeft('2026-12-24T00:00:00Z', now)).toBe(30);
    expect(daysLeft('2026-11-24T02:00:00Z', now)).toBe(1);
    expect(daysLeft('2026-11-23T23:59:59Z', now)).toBe(0);
  });
});
