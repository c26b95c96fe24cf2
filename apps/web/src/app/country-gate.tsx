import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { currentIpQueryOptions, restrictedCountriesQueryOptions } from '@/lib/platform-api';
import { BlockedPage } from '@/features/platform/components/blocked-page';

/**
 * SPEC.md §4: nothing renders until the visitor's country is known; a visitor from a restricted country sees only
 * the blocked page. A failed lookup opens the site (with a toast) rather than locking every player out. The server
 * usually answers both queries in the page itself (lib/boot-state.ts), so the gate decides on the first render.
 */
export function CountryGate({ children }: { children: ReactNode }) {
  const currentIp = useQuery(currentIpQueryOptions);
  const restrictedCountries = useQuery(restrictedCountriesQueryOptions);

  if (currentIp.isPending || restrictedCountries.isPending) return null;

  const isoCode = currentIp.data?.isoCode.toUpperCase();
  const blocked = isoCode !== undefined && restrictedCountries.data?.some((code) => code.toUpperCase() === isoCode);
  if (blocked && currentIp.data) return <BlockedPage ip={currentIp.data} />;

  return children;
}
