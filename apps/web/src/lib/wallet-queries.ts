import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_CACHE_MS, apiPaths, currencyListResponse, fundsResponse, messages, type FundEntry } from '@lodestar/contracts';
import { apiRequest } from './api-client';
import { useShownFunds } from './held-balances';
import { userQueryKey, useSignedIn } from './session';

/** The currency catalogue is the same for everybody: it is not under the player's key. */
export const currenciesQueryOptions = queryOptions({
  queryKey: ['currencies'],
  queryFn: () => apiRequest(apiPaths.currencies, { schema: currencyListResponse }),
  staleTime: QUERY_CACHE_MS,
  select: (answer) => answer.currencies,
});

export const useCurrencies = () => useQuery(currenciesQueryOptions);

/** The player's wallets. The live balance stream keeps this entry current; a refetch is only a fallback. */
export const fundsQueryOptions = queryOptions({
  queryKey: [...userQueryKey, 'funds'],
  queryFn: () => apiRequest(apiPaths.funds, { schema: fundsResponse }),
  staleTime: QUERY_CACHE_MS,
  meta: { errorToast: messages.toast.fundFailed },
});

/** The wallets as the player may see them: a round's result waits until the game has shown it (held-balances.ts). */
export function useFunds() {
  return useQuery({ ...fundsQueryOptions, enabled: useSignedIn(), select: useShownFunds() });
}

export const defaultFundOf = (funds: readonly FundEntry[] | undefined): FundEntry | undefined => funds?.find((fund) => fund.default) ?? funds?.[0];
