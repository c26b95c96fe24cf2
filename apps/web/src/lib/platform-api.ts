import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  countryCodesResponse,
  currentIpResponse,
  messages,
  restrictedCountriesResponse,
  siteConfigurationResponse,
  type ErrorReport,
} from '@lodestar/contracts';
import { apiRequest } from '@/lib/api-client';

/** The country gate asks each of these once per visit: a player does not change country mid-session. */
export const currentIpQueryOptions = queryOptions({
  queryKey: ['platform', 'current-ip'],
  queryFn: () => apiRequest(apiPaths.currentIp, { schema: currentIpResponse }),
  staleTime: Infinity,
  retry: false,
  meta: { errorToast: messages.toast.ipLookupFailed },
});

export const restrictedCountriesQueryOptions = queryOptions({
  queryKey: ['platform', 'restricted-countries'],
  queryFn: () => apiRequest(apiPaths.restrictedCountries, { schema: restrictedCountriesResponse }),
  staleTime: Infinity,
  retry: false,
});

export const siteConfigurationQueryOptions = queryOptions({
  queryKey: ['platform', 'site-configuration'],
  queryFn: () => apiRequest(apiPaths.siteConfiguration, { schema: siteConfigurationResponse }),
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
  queryFn: () => apiRequest(apiPaths.countryCodes, { schema: countryCodesResponse }),
  staleTime: Infinity,
  select: (codes) =>
    Object.entries(codes)
      .map(([code, { name }]) => ({ code, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
});
