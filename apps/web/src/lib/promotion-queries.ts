import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiPaths, promotionMessages } from '@lodestar/contracts/schema-free';
import { apiRequest } from './api-client';
import { userQueryKey } from './session';

/**
 * The promotions the player may take (GET profile/promotion-eligible). Shared by the deposit modal, the available
 * promotions page and the sign-in flow, which SPEC.md §4 asks to refresh it, so it lives below the features.
 */
export const eligiblePromotionsQueryOptions = queryOptions({
  queryKey: [...userQueryKey, 'promotions', 'eligible'],
  queryFn: () =>
    apiRequest(apiPaths.eligiblePromotions, {
      schema: () => import('@lodestar/contracts/promotions').then((contracts) => contracts.eligiblePromotionsResponse),
    }),
  select: (answer) => answer.promotions,
  meta: { errorToast: promotionMessages.eligibleFailed },
});

/** The promotions granted to the player (GET profile/promotion), newest first as the server lists them. */
export const playerPromotionsQueryOptions = queryOptions({
  queryKey: [...userQueryKey, 'promotions', 'mine'],
  queryFn: () =>
    apiRequest(apiPaths.playerPromotions, {
      schema: () => import('@lodestar/contracts/promotions').then((contracts) => contracts.playerPromotionsResponse),
    }),
  select: (answer) => answer.promotions,
});

/**
 * Fetches the eligible promotions again, and the player's own with `mine`. A fetch rather than an invalidation:
 * right after sign-in or registration nothing observes them yet, and SPEC.md §4 wants them fresh (and a failure
 * toasted) all the same.
 */
export function refreshPromotions(queryClient: QueryClient, { mine = false }: { mine?: boolean } = {}) {
  const eligible = queryClient.fetchQuery({ ...eligiblePromotionsQueryOptions, staleTime: 0 });
  const granted = mine ? queryClient.fetchQuery({ ...playerPromotionsQueryOptions, staleTime: 0 }) : undefined;
  return Promise.all([eligible, granted]).then(
    () => undefined,
    // The query cache has toasted the failure already (eligiblePromotionsQueryOptions.meta).
    () => undefined,
  );
}
