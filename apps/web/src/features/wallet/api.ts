import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BalanceEvent, CurrencyCode } from '@lodestar/contracts';
import { apiPaths } from '@lodestar/contracts/schema-free';
import { apiRequest } from '@/lib/api-client';
import { useSignedIn } from '@/lib/session';
import { heardBalanceEvent } from '@/lib/held-balances';
import { fundsQueryOptions } from '@/lib/wallet-queries';

/** Adds a wallet (POST) or makes one the default (PUT); both answer with every wallet. */
function useFundsMutation(method: 'POST' | 'PUT') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currency: CurrencyCode) =>
      apiRequest(apiPaths.funds, {
        method,
        body: { currency },
        schema: () => import('@lodestar/contracts/money').then((contracts) => contracts.fundsResponse),
      }),
    onSuccess: (answer) => queryClient.setQueryData(fundsQueryOptions.queryKey, answer),
  });
}

export const useAddCurrency = () => useFundsMutation('POST');
export const useSetDefaultCurrency = () => useFundsMutation('PUT');

/**
 * Keeps the funds entry live: the server pushes every wallet after each movement of the player's money, so
 * the header balance changes without a reload (a round's result once its game has shown it). EventSource reconnects by itself after a dropped connection;
 * the stream is closed when the player signs out. Its events are a first-screen read, typed by the contract's
 * balanceEvent, not parsed (api-client.ts, SchemaOption).
 */
export function useLiveBalances(): void {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    const stream = new EventSource(apiPaths.balanceStream, { withCredentials: true });
    const applyBalances = (event: MessageEvent<string>) => {
      try {
        const balances = JSON.parse(event.data) as BalanceEvent;
        heardBalanceEvent(balances);
        queryClient.setQueryData(fundsQueryOptions.queryKey, { funds: balances.funds });
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
