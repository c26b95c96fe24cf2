import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, gameHistoryProvidersResponse, gameHistoryResponse, type GameHistoryQuery } from '@lodestar/contracts';
import { userQueryKey, useSignedIn } from '@/lib/session';
import { apiRequest } from '@/lib/api-client';

/** SPEC.md §9: the provider list is kept for 30 s. */
const PROVIDERS_STALE_MS = 30_000;

const gameHistoryKey = [...userQueryKey, 'game-history'] as const;

export const gameHistoryQueryOptions = (query: GameHistoryQuery) =>
  queryOptions({
    queryKey: [...gameHistoryKey, 'rounds', query],
    queryFn: () => {
      const search = new URLSearchParams(
        Object.entries(query).flatMap(([name, value]) => (value === undefined || value === '' ? [] : [[name, String(value)]])),
      );
      return apiRequest(`${apiPaths.betHistory}?${search}`, { schema: gameHistoryResponse });
    },
  });

export const gameHistoryProvidersQueryOptions = queryOptions({
  queryKey: [...gameHistoryKey, 'providers'],
  queryFn: () => apiRequest(apiPaths.betHistoryProviders, { schema: gameHistoryProvidersResponse }),
  staleTime: PROVIDERS_STALE_MS,
  select: (answer) => answer.providers,
});

/** A page of rounds; while the next page loads, the one on screen stays (no flash of the skeleton). */
export function useGameHistory(query: GameHistoryQuery, enabled: boolean) {
  return useQuery({ ...gameHistoryQueryOptions(query), enabled: useSignedIn() && enabled, placeholderData: keepPreviousData });
}

export function useGameHistoryProviders() {
  return useQuery({ ...gameHistoryProvidersQueryOptions, enabled: useSignedIn() });
}
