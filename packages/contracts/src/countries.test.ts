import { describe, expect, it } from 'vitest';
import { currentCountryCodes, filterCountries, isCurrentCountryCode } from './countries.ts';
import { profileUpdateRequest } from './profile.ts';

describe('current ISO 3166-1 countries', () => {
  it('lists the 249 assigned codes once each, every one with a distinct English name', () => {
    expect(new Set(currentCountryCodes).size).toBe(249);
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    expect(new Set(currentCountryCodes.map((code) => names.of(code))).size).toBe(249);
  });
  it('knows no withdrawn or made-up code', () => {
    for (const code of ['DD', 'SU', 'YU', 'CS', 'ZR', 'TP', 'AN', 'UK', 'FX', 'XK', 'ZZ', 'EU']) expect(isCurrentCountryCode(code)).toBe(false);
    expect(isCurrentCountryCode('de')).toBe(true);
  });
  it('filters by case-insensitive substring of the name', () => {
    const list = [
      { code: 'DE', name: 'Germany' },
      { code: 'GB', name: 'United Kingdom' },
      { code: 'US', name: 'United States' },
    ];
    expect(filterCountries(list, 'UNITED').map((country) => country.code)).toEqual(['GB', 'US']);
    expect(filterCountries(list, 'many').map((country) => country.code)).toEqual(['DE']);
    expect(filterCountries(list, '  ')).toHaveLength(3);
  });
  it('is what the profile call accepts', () => {
    expect(profileUpdateRequest.safeParse({ country: 'dd' }).success).toBe(false);
    expect(profileUpdateRequest.parse({ country: 'de' }).country).toBe('DE');
  });
});
