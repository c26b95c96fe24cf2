import { describe, expect, it } from 'vitest';
import { minorUnitsOf } from './chain-amounts.ts';

describe('chain amounts in minor units', () => {
  it('scales wei and token units to the currency, exactly or not at all', () => {
    expect(minorUnitsOf(12_345_670_000_000_000n, 18, 100_000_000)).toBe(1_234_567n);
    expect(minorUnitsOf(12_345_670_000_000_001n, 18, 100_000_000)).toBeUndefined();
    expect(minorUnitsOf(12_000_000n, 6, 1_000_000)).toBe(12_000_000n);
    expect(minorUnitsOf(5n, 2, 1_000_000)).toBe(50_000n);
  });

  it('refuses an amount larger than any payment', () => {
    expect(minorUnitsOf(10n ** 40n, 18, 100_000_000)).toBeUndefined();
  });
});
