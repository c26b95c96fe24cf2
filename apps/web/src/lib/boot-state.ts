import type { QueryClient } from '@tanstack/react-query';
import type { BootState } from '@lodestar/contracts';
import { BOOT_STATE_ELEMENT_ID } from '@lodestar/contracts/schema-free';
import { currentIpQueryOptions, restrictedCountriesQueryOptions, siteConfigurationQueryOptions } from './platform-api';
import { authStatusQueryOptions } from './session';

/**
 * Seeds the queries the first render waits for with the answers the server put into the page (contracts'
 * bootState): the country gate decides at once. A page without them (the Vite dev server) leaves the queries to ask
 * the API, as before. The state is typed by the contract, not parsed (a first-screen read, api-client.ts
 * SchemaOption): the server that wrote it serves this build's scripts with the same page. Returns it, for the
 * answers of features' queries, which the app seeds (app/seed-boot-state.ts).
 */
export function seedBootState(queryClient: QueryClient): BootState | undefined {
  const text = document.getElementById(BOOT_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  let state: BootState;
  try {
    state = JSON.parse(text) as BootState;
  } catch {
    return undefined;
  }
  const { currentIp, restrictedCountries, siteConfiguration, authenticated } = state;
  queryClient.setQueryData(currentIpQueryOptions.queryKey, currentIp);
  queryClient.setQueryData(restrictedCountriesQueryOptions.queryKey, restrictedCountries);
  queryClient.setQueryData(siteConfigurationQueryOptions.queryKey, siteConfiguration);
  queryClient.setQueryData(authStatusQueryOptions.queryKey, { authenticated });
  return state;
}
