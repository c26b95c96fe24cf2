import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  QUERY_CACHE_MS,
  apiPaths,
  balanceEvent,
  currencyListResponse,
  fundsResponse,
  gatewaysResponse,
  minimumsResponse,
  rateLimitResponse,
  totalDepositsResponse,
  withdrawableResponse,
  type CurrencyCode,
  type FundEntry, messages } from '@lodestar/contracts';
import { userQueryKey, useSignedIn } from '@/lib/session';
import { apiRequest } from '@/lib/api-client';

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

export function useFunds() {
  return useQuery({ ...fundsQueryOptions, enabled: useSignedIn() });
}

export const defaultFundOf = (funds: readonly FundEntry[] | undefined): FundEntry | undefined =>
  funds?.find((fund) => fund.default) ?? funds?.[0];

export const minimumsQueryOptions = (currency: CurrencyCode) =>
  queryOptions({
    queryKey: [...userQueryKey, 'minimums', currency],
    queryFn: () => apiRequest(apiPaths.minimums(currency), { schema: minimumsResponse }),
    staleTime: QUERY_CACHE_MS,
    meta: { errorToast: messages.toast.minimumsFailed },
  });

export const rateLimitQueryOptions = (currency: CurrencyCode) =>
  queryOptions({
    queryKey: [...userQueryKey, 'rate-limit', currency],
    queryFn: () => apiRequest(apiPaths.rateLimit(currency), { schema: rateLimitResponse }),
    staleTime: QUERY_CACHE_MS,
  });

export const withdrawableQueryOptions = (currency: CurrencyCode) =>
  queryOptions({
    queryKey: [...userQueryKey, 'withdrawable', currency],
    queryFn: () =>
      apiRequest(`${apiPaths.withdrawable}?${new URLSearchParams({ currency })}`, { schema: withdrawableResponse }),
    meta: { errorToast: messages.toast.withdrawableFailed },
  });

export const totalDepositsQueryOptions = queryOptions({
  queryKey: [...userQueryKey, 'total-deposits'],
  queryFn: () => apiRequest(apiPaths.totalDeposits, { schema: totalDepositsResponse }),
  select: (answer) => answer.deposits.length,
});

export const gatewaysQueryOptions = queryOptions({
  queryKey: [...userQueryKey, 'gateways'],
  queryFn: () => apiRequest(apiPaths.gateways, { schema: gatewaysResponse }),
  staleTime: QUERY_CACHE_MS,
  select: (answer) => answer.gateways,
});

/** Adds a wallet (POST) or makes one the default (PUT); both answer with every wallet. */
function useFundsMutation(method: 'POST' | 'PUT') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currency: CurrencyCode) =>
      apiRequest(apiPaths.funds, { method, body: { currency }, schema: fundsResponse }),
    onSuccess: (answer) => queryClient.setQueryData(fundsQueryOptions.queryKey, answer),
  });
}

export const useAddCurrency = () => useFundsMutation('POST');
export const useSetDefaultCurrency = () => useFundsMutation('PUT');

/**
 * Keeps the funds entry live: the server pushes every wallet after each movement of the player's money, so
 * the header balance changes without a reload. EventSource reconnects by itself after a dropped connection;
 * the stream is closed when the player signs out.
 */
export function useLiveBalances(): void {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    const stream = new EventSource(apiPaths.balanceStream, { withCredentials: true });
    const applyBalances = (event: MessageEvent<string>) => {
      try {
        const parsed = balanceEvent.safeParse(JSON.parse(event.data));
        if (parsed.success) queryClient.setQueryData(fundsQueryOptions.queryKey, parsed.data);
      } catch {
        // A malformed event is dropped; the next one (or a refetch) brings the truth.
      }
    };
    stream.addEventListener('balance', applyBalances);
    return () => {
      stream.removeEventListener('balance', applyBalances);
      stream.close();
    };
  }, [signedIn, queryClient]);
}
