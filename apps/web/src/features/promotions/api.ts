import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, depositBonusTiersResponse } from '@lodestar/contracts';
import { apiRequest } from '@/lib/api-client';
import { userQueryKey } from '@/lib/session';

/** Both promotion lists, and the wallets: a choice or a cancellation can move bonus money. */
const refreshAfterChange = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [...userQueryKey, 'promotions'] }),
    queryClient.invalidateQueries({ queryKey: [...userQueryKey, 'funds'] }),
  ]);

/** The deposit tiers running now (staff may change them), for the terms page. */
export const depositBonusTiersQueryOptions = queryOptions({
  queryKey: ['promotions', 'deposit-tiers'],
  queryFn: () => apiRequest(apiPaths.depositBonusTiers, { schema: depositBonusTiersResponse }),
});

/** POST profile/promotion {id, accepted}: take an eligible offer, or decline it. */
export function usePromotionChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: { id: string; accepted: boolean }) => apiRequest(apiPaths.playerPromotions, { method: 'POST', body: choice }),
    onSettled: () => refreshAfterChange(queryClient),
  });
}

/** DELETE profile/promotion {id}: cancel an active promotion, forfeiting its bonus and free-spin winnings. */
export function useCancelPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(apiPaths.playerPromotions, { method: 'DELETE', body: { id } }),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
