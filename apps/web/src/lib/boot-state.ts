import type { QueryClient } from '@tanstack/react-query';
import { BOOT_STATE_ELEMENT_ID, bootState } from '@lodestar/contracts';
import { currentIpQueryOptions, restrictedCountriesQueryOptions, siteConfigurationQueryOptions } from './platform-api';
import { authStatusQueryOptions } from './session';

/**
 * Seeds the queries the first render waits for with the answers the server put into the page (contracts'
 * bootState): the country gate decides at once. A page without them (the Vite dev server) or with a state this
 * build does not understand leaves the queries to ask the API, as before.
 */
export function seedBootState(queryClient: QueryClient): void {
  const text = document.getElementById(BOOT_STATE_ELEMENT_ID)?.textContent;
  if (!text) return;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return;
  }
  const parsed = bootState.safeParse(json);
  if (!parsed.success) return;
  const { currentIp, restrictedCountries, siteConfiguration, authenticated } = parsed.data;
  queryClient.setQueryData(currentIpQueryOptions.queryKey, currentIp);
  queryClient.setQueryData(restrictedCountriesQueryOptions.queryKey, restrictedCountries);
  queryClient.setQueryData(siteConfigurationQueryOptions.queryKey, siteConfiguration);
  queryClient.setQueryData(authStatusQueryOptions.queryKey, { authenticated });
}
