import { describe, expect, it } from 'vitest';
import { currencyIconPath, currencyLabel, formatAmount, formatMoney, groupByCurrencyType } from './currency-format';

const eur = { code: 'EUR' as const, type: 'FIAT' as const, subunits_to_unit: 100, displayCode: 'EUR', tag: null };
const dog = { code: 'DOG' as const, type: 'CRYPTO' as const, subunits_to_unit: 100_000_000, displayCode: 'DOGE', tag: null };
const usdt = { code: 'USDT' as const, type: 'CRYPTO' as const, subunits_to_unit: 1_000_000, displayCode: 'USDT', tag: '(Erc20)' };

describe('currency display', () => {
  it('shows DOG as DOGE and tags USDT', () => {
    expect(currencyLabel(dog)).toBe('DOGE');
    expect(currencyLabel(usdt)).toBe('USDT (Erc20)');
  });

  it('finds icons at /images/{type}/{code}.svg', () => {
    expect(currencyIconPath(dog)).toBe('/images/crypto/dog.svg');
    expect(currencyIconPath(eur)).toBe('/images/fiat/eur.svg');
  });

  it('writes every decimal of the currency, as the ledger holds it', () => {
    expect(formatMoney('30', eur)).toBe('30.00 EUR');
    expect(formatMoney('0', { ...dog, subunits_to_unit: 100_000_000 })).toBe('0.00000000 DOGE');
    expect(formatAmount('0.0017', dog)).toBe('0.00170000');
    expect(formatAmount('48.5', usdt)).toBe('48.500000');
    expect(formatAmount('-12.5', eur)).toBe('-12.50');
    expect(formatAmount('not money', eur)).toBe('not money');
  });

  it('groups crypto first by default, fiat first when asked, and drops empty groups', () => {
    const groups = groupByCurrencyType([eur, dog, usdt], (currency) => currency.type);
    expect(groups.map((group) => [group.label, group.items.map((item) => item.code)])).toEqual([
      ['Cryptocurrency', ['DOG', 'USDT']],
      ['Fiat', ['EUR']],
    ]);
    expect(groupByCurrencyType([eur], (currency) => currency.type, ['Fiat', 'Cryptocurrency']).map((group) => group.label)).toEqual(['Fiat']);
  });
});
