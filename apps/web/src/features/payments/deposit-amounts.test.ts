import { describe, expect, it } from 'vitest';
import { parseAmount, quickAmount, wholeEurosAtLeast } from './deposit-amounts';

const eur = { subunits_to_unit: 100, eurRate: '1', type: 'FIAT' as const };
const usd = { subunits_to_unit: 100, eurRate: '0.92', type: 'FIAT' as const };
const btc = { subunits_to_unit: 100_000_000, eurRate: '60000', type: 'CRYPTO' as const };
const ltc = { subunits_to_unit: 100_000_000, eurRate: '70', type: 'CRYPTO' as const };
const trx = { subunits_to_unit: 1_000_000, eurRate: '0.11', type: 'CRYPTO' as const };

describe('quick deposit amounts', () => {
  it('keeps EUR as is and rounds other fiat up to whole units', () => {
    expect(quickAmount(30, eur)).toBe('30');
    expect(quickAmount(30, usd)).toBe('33');
    expect(quickAmount(100, usd)).toBe('109');
  });

  it('rounds crypto up to three significant digits', () => {
    expect(quickAmount(30, btc)).toBe('0.0005');
    expect(quickAmount(75, ltc)).toBe('1.08');
    expect(quickAmount(30, trx)).toBe('273');
  });
});

describe('amount parsing', () => {
  it('accepts decimal text the currency can hold and nothing else', () => {
    expect(parseAmount('30', eur)).toBe(3000n);
    expect(parseAmount(' 0.0015 ', btc)).toBe(150_000n);
    expect(parseAmount('1.005', eur)).toBeUndefined();
    expect(parseAmount('1e5', eur)).toBeUndefined();
    expect(parseAmount('', eur)).toBeUndefined();
    expect(parseAmount('1234567890123', eur)).toBeUndefined();
  });
});

describe('the minimum deposit in whole euros', () => {
  it('rounds the EUR value up', () => {
    expect(wholeEurosAtLeast(1000n, eur)).toBe(10n);
    expect(wholeEurosAtLeast(17_000n, btc)).toBe(11n);
  });
});
