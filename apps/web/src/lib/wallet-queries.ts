import { queryOptions, useQuery } from '@tanstack/react-query';
import type { currencyListResponse, FundEntry, fundsResponse } from '@lodestar/contracts';
import { QUERY_CACHE_MS, apiPaths, messages } from '@lodestar/contracts/schema-free';
import { apiRequest } from './api-client';
import { useShownFunds } from './held-balances';
import { userQueryKey, useSignedIn } from './session';

/**
 * The currency catalogue is the same for everybody: it is not under the player's key. It and the funds are the
 * header's first-screen reads: typed by their contract, not parsed (api-client.ts, SchemaOption).
 */
export const currenciesQueryOptions = queryOptions({
  queryKey: ['currencies'],
  queryFn: () => apiRequest<typeof currencyListResponse>(apiPaths.currencies),
  staleTime: QUERY_CACHE_MS,
  select: (answer) => answer.currencies,
  meta: { errorToast: messages.toast.currenciesFailed },
});

export const useCurrencies = () => useQuery(currenciesQueryOptions);

/** The player's wallets. The live balance stream keeps this entry current; a refetch is only a fallback. */
export const fundsQueryOptions = queryOptions({
  queryKey: [...userQueryKey, 'funds'],
  queryFn: () => apiRequest<typeof fundsResponse>(apiPaths.funds),
  staleTime: QUERY_CACHE_MS,
  meta: { errorToast: messages.toast.fundFailed },
});

/** The wallets as the player may see them: a round's result waits until the game has shown it (held-balances.ts). */
export function useFunds() {
  return useQuery({ ...fundsQueryOptions, enabled: useSignedIn(), select: useShownFunds() });
}

export const defaultFundOf = (funds: readonly FundEntry[] | undefined): FundEntry | undefined => funds?.find((fund) => fund.default) ?? funds?.[0];
