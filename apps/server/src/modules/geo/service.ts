import { createRequire } from 'node:module';
import type { CurrentIp } from '@lodestar/contracts';
import type { RestrictedCountries } from './restricted-countries.ts';

const require = createRequire(import.meta.url);
/** Offline GeoLite2 country data shipped inside the npm package: no lookup ever leaves the machine. */
const geoip = require('geoip-country') as { lookup(ip: string): { country: string } | null };

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** ISO 3166 "user-assigned" code for an address with no country: loopback, private ranges, unknown. */
export const UNKNOWN_COUNTRY: CurrentIp = { country: 'Unknown', isoCode: 'ZZ' };

export type GeoService = ReturnType<typeof createGeoService>;

/** Where a visitor is, and whether the site is closed there (the list staff keep in the back office). */
export function createGeoService(restricted: Pick<RestrictedCountries, 'codes'>) {
  return {
    locate(ip: string): CurrentIp {
      const isoCode = geoip.lookup(ip)?.country;
      if (!isoCode) return UNKNOWN_COUNTRY;
      return { isoCode, country: regionNames.of(isoCode) ?? isoCode };
    },
    restrictedCountries: (): Promise<readonly string[]> => restricted.codes(),
  };
}
