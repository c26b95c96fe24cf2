import { describe, expect, it } from 'vitest';
import { loyaltyLevels } from '@lodestar/contracts';
import { levelsAround, pointsOf, rakebackMicrosOf, wageredRangeOf } from './levels.ts';

const level = (name: string) => loyaltyLevels.find((candidate) => candidate.name === name)!;

describe('loyalty levels', () => {
  it('counts a point per whole euro staked, never a fraction of one', () => {
    expect(pointsOf(0n)).toBe(0);
    expect(pointsOf(99n)).toBe(0);
    expect(pointsOf(100n)).toBe(1);
    expect(pointsOf(49_999n)).toBe(499);
    expect(pointsOf(-5n)).toBe(0);
  });

  it.each([
    [0, 'Bronze', 'Silver'],
    [499, 'Bronze', 'Silver'],
    [500, 'Silver', 'Gold'],
    [2_499, 'Silver', 'Gold'],
    [2_500, 'Gold', 'Platinum'],
    [9_999, 'Gold', 'Platinum'],
    [10_000, 'Platinum', 'Diamond'],
    [49_999, 'Platinum', 'Diamond'],
    [50_000, 'Diamond', null],
    [10_000_000, 'Diamond', null],
  ])('%i points: %s, next %s', (points, current, next) => {
    const around = levelsAround(points);
    expect(around.current.name).toBe(current);
    expect(around.next?.name ?? null).toBe(next);
  });

  it('gives each level the wagered range in which a player holds it', () => {
    for (const held of loyaltyLevels) {
      const { from, until } = wageredRangeOf(held);
      expect(levelsAround(pointsOf(from)).current).toBe(held);
      if (from > 0n) expect(levelsAround(pointsOf(from - 1n)).current).not.toBe(held);
      if (until === null) continue;
      expect(levelsAround(pointsOf(until - 1n)).current).toBe(held);
      expect(levelsAround(pointsOf(until)).current).not.toBe(held);
    }
    expect(wageredRangeOf(level('Silver'))).toEqual({ from: 50_000n, until: 250_000n });
    expect(wageredRangeOf(level('Diamond'))).toEqual({ from: 5_000_000n, until: null });
  });

  it('shares the house edge of a stake at the level’s rate, in millionths of a minor unit, rounded down', () => {
    // 1.00 EUR on a 96 % game: 4 cents of edge; Bronze pays 5 % of it, 0.2 cent.
    expect(rakebackMicrosOf(100n, '96.00', level('Bronze'))).toBe(200_000n);
    // Silver's 7.5 % of a 3.88 % edge on 0.10 EUR: 0.0291 cent.
    expect(rakebackMicrosOf(10n, '96.12', level('Silver'))).toBe(29_100n);
    expect(rakebackMicrosOf(1n, '99.99', level('Bronze'))).toBe(5n);
    expect(rakebackMicrosOf(100n, '97.5', level('Diamond'))).toBe(375_000n);
  });

  it('pays nothing on a game without a house edge, or on nothing staked', () => {
    expect(rakebackMicrosOf(100n, '100.00', level('Diamond'))).toBe(0n);
    expect(rakebackMicrosOf(100n, '101.50', level('Diamond'))).toBe(0n);
    expect(rakebackMicrosOf(0n, '96.00', level('Diamond'))).toBe(0n);
  });
});
