import { describe, expect, it } from 'vitest';
import { loyaltyProgressPercent, RING_CIRCUMFERENCE, RING_RADIUS, ringOffsetOf } from './loyalty-progress';

const bronze = (points: number) => ({ currentLevel: { level: 1, points, name: 'Bronze' }, nextLevel: { level: 2, points: 500, name: 'Silver' } });
const silver = (points: number) => ({ currentLevel: { level: 2, points, name: 'Silver' }, nextLevel: { level: 3, points: 2500, name: 'Gold' } });

describe('loyalty ring', () => {
  it('has a circumference of about 355', () => {
    expect(RING_RADIUS).toBe(56.5);
    expect(Math.round(RING_CIRCUMFERENCE)).toBe(355);
  });

  it('fills to the share of the way from the level’s threshold to the next, rounded down', () => {
    expect(loyaltyProgressPercent(bronze(0))).toBe(0);
    expect(loyaltyProgressPercent(bronze(4))).toBe(0);
    expect(loyaltyProgressPercent(bronze(5))).toBe(1);
    expect(loyaltyProgressPercent(bronze(452))).toBe(90);
    expect(loyaltyProgressPercent(bronze(499))).toBe(99);
    // Silver starts at 500: 1,499 points is 999 of its 2,000, 49.95 %.
    expect(loyaltyProgressPercent(silver(500))).toBe(0);
    expect(loyaltyProgressPercent(silver(1499))).toBe(49);
  });

  it('is full at the top level', () => {
    expect(loyaltyProgressPercent({ currentLevel: { level: 5, points: 60_000, name: 'Diamond' }, nextLevel: null })).toBe(100);
  });

  it('draws the percentage of the ring', () => {
    expect(ringOffsetOf(0)).toBeCloseTo(RING_CIRCUMFERENCE);
    expect(ringOffsetOf(100)).toBe(0);
    expect(ringOffsetOf(25)).toBeCloseTo(RING_CIRCUMFERENCE * 0.75);
  });
});
