import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths, loyaltyLevelResponse, rakebackClaimResponse, type CurrencyCode } from '@lodestar/contracts';
import { apiRequest } from '@/lib/api-client';
import { userQueryKey, useSignedIn } from '@/lib/session';
import { fundsQueryOptions } from '@/lib/wallet-queries';

/**
 * Under ['user'], like the profile: a login success invalidates that key, so the loyalty level is read again then
 * (SPEC.md §6), and signing out forgets it.
 */
export const loyaltyLevelQueryOptions = queryOptions({
  queryKey: [...userQueryKey, 'loyalty-level'],
  queryFn: () => apiRequest(apiPaths.loyaltyLevel, { schema: loyaltyLevelResponse }),
});

export const useLoyaltyLevel = () => useQuery({ ...loyaltyLevelQueryOptions, enabled: useSignedIn() });

/** POST profile/rakeback/claim: the rakeback of one currency becomes cash; the level card and the balance are read again. */
export function useClaimRakeback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currency: CurrencyCode) => apiRequest(apiPaths.rakebackClaim, { method: 'POST', body: { currency }, schema: rakebackClaimResponse }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: loyaltyLevelQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: fundsQueryOptions.queryKey }),
      ]),
  });
}
