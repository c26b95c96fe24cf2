import { describe, expect, it } from 'vitest';
import { addFractions, fraction, fractionToNumber, multiplyFractions } from './exact-fraction.ts';
import { floorMultiplier, multiplierInTenThousandths, payoutFor } from './multiplier.ts';
import { TableGameError } from './table-game-error.ts';

describe('multipliers and money', () => {
  it('rounds a ratio down to four decimals exactly', () => {
    expect(floorMultiplier(990_000n, 4950n * 10_000n)).toBe(0.02);
    expect(floorMultiplier(99n * 2300n, 100n * 1540n)).toBe(1.4785);
    expect(floorMultiplier(2n, 3n)).toBe(0.6666);
  });

  it('pays stake × multiplier rounded down to the minor unit', () => {
    expect(payoutFor(100n, 2.0202)).toBe(202n);
    expect(payoutFor(12_345n, 1.4785)).toBe(18_252n);
    expect(payoutFor(3n, 0.5)).toBe(1n);
    expect(payoutFor(10n ** 20n, 5_148_297)).toBe(5_148_297n * 10n ** 20n);
    expect(payoutFor(7n, 0)).toBe(0n);
  });

  it('refuses a multiplier finer than four decimals, negative or not finite', () => {
    for (const multiplier of [1.23456, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => multiplierInTenThousandths(multiplier)).toThrow(TableGameError);
    }
    expect(multiplierInTenThousandths(0.3)).toBe(3000n);
  });
});

describe('exact fractions', () => {
  it('reduces, adds and multiplies exactly', () => {
    expect(fraction(6n, 8n)).toEqual({ numerator: 3n, denominator: 4n });
    expect(addFractions(fraction(1n, 3n), fraction(1n, 6n))).toEqual({ numerator: 1n, denominator: 2n });
    expect(multiplyFractions(fraction(2n, 3n), fraction(9n, 4n))).toEqual({ numerator: 3n, denominator: 2n });
    expect(() => fraction(1n, 0n)).toThrow(RangeError);
  });

  it('converts to the nearest double', () => {
    expect(fractionToNumber(fraction(36n, 37n))).toBe(36 / 37);
    expect(fractionToNumber(fraction(1n, 3n))).toBe(1 / 3);
    expect(fractionToNumber(fraction(10489735649n, 10595756600n))).toBe(10489735649 / 10595756600);
    expect(fractionToNumber(fraction(0n, 5n))).toBe(0);
  });
});
