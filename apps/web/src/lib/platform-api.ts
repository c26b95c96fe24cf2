import { queryOptions, useQuery } from '@tanstack/react-query';
import type { currentIpResponse, ErrorReport, restrictedCountriesResponse, siteConfigurationResponse } from '@lodestar/contracts';
import { apiPaths, messages } from '@lodestar/contracts/schema-free';
import { apiRequest } from '@/lib/api-client';

/**
 * The country gate asks each of these once per visit: a player does not change country mid-session. First-screen
 * reads: typed by their contract, not parsed (api-client.ts, SchemaOption).
 */
export const currentIpQueryOptions = queryOptions({
  queryKey: ['platform', 'current-ip'],
  queryFn: () => apiRequest<typeof currentIpResponse>(apiPaths.currentIp),
  staleTime: Infinity,
  retry: false,
  meta: { errorToast: messages.toast.ipLookupFailed },
});

export const restrictedCountriesQueryOptions = queryOptions({
  queryKey: ['platform', 'restricted-countries'],
  queryFn: () => apiRequest<typeof restrictedCountriesResponse>(apiPaths.restrictedCountries),
  staleTime: Infinity,
  retry: false,
});

export const siteConfigurationQueryOptions = queryOptions({
  queryKey: ['platform', 'site-configuration'],
  queryFn: () => apiRequest<typeof siteConfigurationResponse>(apiPaths.siteConfiguration),
  staleTime: Infinity,
});

export const useSiteConfiguration = () => useQuery(siteConfigurationQueryOptions);

/** Best effort: a crash report that cannot be delivered must not cause a second crash. */
export function reportError(report: ErrorReport): void {
  apiRequest(apiPaths.errorLogger, { method: 'POST', body: report }).catch(() => undefined);
}

/** Country names by ISO-2 code, sorted by name for the pickers that list them. */
export const countryCodesQueryOptions = queryOptions({
  queryKey: ['platform', 'country-codes'],
  queryFn: () =>
    apiRequest(apiPaths.countryCodes, { schema: () => import('@lodestar/contracts/platform').then((contracts) => contracts.countryCodesResponse) }),
  staleTime: Infinity,
  select: (codes) =>
    Object.entries(codes)
      .map(([code, { name }]) => ({ code, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
});
