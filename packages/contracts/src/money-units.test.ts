import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AmountTooPrecise, convertMinorUnits, formatMinorUnits, toEurCents, toMinorUnits } from './money-units.ts';

describe('money units', () => {
  it('parses decimal strings into minor units exactly', () => {
    expect(toMinorUnits('30', 100)).toBe(3000n);
    expect(toMinorUnits('30.5', 100)).toBe(3050n);
    expect(toMinorUnits('0.00150000', 100_000_000)).toBe(150_000n);
    expect(toMinorUnits('99999999.99', 100)).toBe(9_999_999_999n);
  });

  it('refuses more decimals than the currency has', () => {
    expect(() => toMinorUnits('1.005', 100)).toThrow(AmountTooPrecise);
    expect(() => toMinorUnits('0.000000001', 100_000_000)).toThrow(AmountTooPrecise);
  });

  it('formats with the currency’s decimals', () => {
    expect(formatMinorUnits(3000n, 100)).toBe('30.00');
    expect(formatMinorUnits(150_000n, 100_000_000)).toBe('0.00150000');
    expect(formatMinorUnits(-5n, 100)).toBe('-0.05');
  });

  it('round-trips any amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.constantFrom(1, 100, 1_000_000, 100_000_000), (minor, subunits) => {
        expect(toMinorUnits(formatMinorUnits(minor, subunits), subunits)).toBe(minor);
      }),
    );
  });

  it('converts through EUR rates, rounding down', () => {
    const btc = { subunits_to_unit: 100_000_000, eurRate: '60000' };
    const usd = { subunits_to_unit: 100, eurRate: '0.92' };
    expect(toEurCents(100_000_000n, btc)).toBe(6_000_000n);
    expect(toEurCents(1000n, usd)).toBe(920n);
    expect(convertMinorUnits(1000n, { subunits_to_unit: 100, eurRate: '1' }, btc)).toBe(16_666n);
    expect(toEurCents(1n, usd)).toBe(0n);
  });
});
