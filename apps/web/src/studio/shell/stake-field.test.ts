import { describe, expect, it } from 'vitest';
import { clampStake, highestStake, parseTypedStake, stakeShortcuts, typedStakeOf, type StakeRules } from './stake-field';

const eur: StakeRules = {
  minStake: 10n,
  maxStake: 10_000n,
  balance: 5_000n,
  subunitsToUnit: 100,
  format: (minor) => `${typedStakeOf(minor, 100)} EUR`,
};
const btc: StakeRules = { ...eur, minStake: 170n, maxStake: 1_000_000_000n, balance: 2_000_000n, subunitsToUnit: 100_000_000 };

describe('parseTypedStake', () => {
  it('reads a stake in major units of the currency, with a point or a comma', () => {
    expect(parseTypedStake('1.50', eur)).toEqual({ ok: true, stake: 150n });
    expect(parseTypedStake(' 2,5 ', eur)).toEqual({ ok: true, stake: 250n });
    expect(parseTypedStake('50', eur)).toEqual({ ok: true, stake: 5_000n });
    expect(parseTypedStake('.2', eur)).toEqual({ ok: true, stake: 20n });
    expect(parseTypedStake('0.00001', btc)).toEqual({ ok: true, stake: 1_000n });
  });

  it('says the stake is missing', () => {
    expect(parseTypedStake('', eur)).toEqual({ ok: false, message: 'Enter a stake.' });
    expect(parseTypedStake('   ', eur)).toEqual({ ok: false, message: 'Enter a stake.' });
  });

  it('refuses anything that is not a number', () => {
    for (const typed of ['abc', '1e3', '1.2.3', '0x10', '1 000', '€5', '5 EUR', 'NaN', 'Infinity', '-', '.'])
      expect(parseTypedStake(typed, eur), typed).toEqual({ ok: false, message: 'The stake must be a number, like 1.50.' });
  });

  it('refuses a negative stake', () => {
    expect(parseTypedStake('-1', eur)).toEqual({ ok: false, message: 'The stake cannot be negative.' });
    expect(parseTypedStake('-0.50', eur)).toEqual({ ok: false, message: 'The stake cannot be negative.' });
  });

  it('refuses more decimals than the currency has', () => {
    expect(parseTypedStake('1.005', eur)).toEqual({ ok: false, message: 'The stake has at most 2 decimals.' });
    expect(parseTypedStake('0.000000001', btc)).toEqual({ ok: false, message: 'The stake has at most 8 decimals.' });
    expect(parseTypedStake('1.50000', eur)).toEqual({ ok: true, stake: 150n });
  });

  it('refuses a stake under the minimum (zero among them)', () => {
    expect(parseTypedStake('0.09', eur)).toEqual({ ok: false, message: 'The minimum stake is 0.10 EUR.' });
    expect(parseTypedStake('0', eur)).toEqual({ ok: false, message: 'The minimum stake is 0.10 EUR.' });
  });

  it('refuses a stake over the maximum, before the balance', () => {
    expect(parseTypedStake('100.01', { ...eur, balance: 1_000_000n })).toEqual({ ok: false, message: 'The maximum stake is 100.00 EUR.' });
    expect(parseTypedStake('100.01', eur)).toEqual({ ok: false, message: 'The maximum stake is 100.00 EUR.' });
  });

  it('refuses a stake over the balance', () => {
    expect(parseTypedStake('50.01', eur)).toEqual({ ok: false, message: 'That is more than your balance of 50.00 EUR.' });
    expect(parseTypedStake('50.00', eur)).toEqual({ ok: true, stake: 5_000n });
  });
});

describe('stake shortcuts', () => {
  it('halves down to the smallest unit, never under the minimum', () => {
    expect(stakeShortcuts.half(151n, eur)).toBe(75n);
    expect(stakeShortcuts.half(15n, eur)).toBe(10n);
  });

  it('doubles up to the balance or the maximum, whichever is lower', () => {
    expect(stakeShortcuts.double(150n, eur)).toBe(300n);
    expect(stakeShortcuts.double(4_000n, eur)).toBe(5_000n);
    expect(stakeShortcuts.double(8_000n, { ...eur, balance: 1_000_000n })).toBe(10_000n);
  });

  it('max is min(balance, game maximum)', () => {
    expect(stakeShortcuts.max(10n, eur)).toBe(5_000n);
    expect(stakeShortcuts.max(10n, { ...eur, balance: 1_000_000n })).toBe(10_000n);
    expect(highestStake({ ...eur, balance: 3n })).toBe(3n);
  });

  it('stays at the minimum when the balance is below it, so the field says why', () => {
    expect(clampStake(500n, { ...eur, balance: 5n })).toBe(10n);
    expect(stakeShortcuts.max(10n, { ...eur, balance: 5n })).toBe(10n);
  });
});
