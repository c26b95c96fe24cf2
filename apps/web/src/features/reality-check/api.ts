import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RealityCheckSettings, realityCheckStatus } from '@lodestar/contracts';
import { realityCheckPaths } from '@lodestar/contracts/schema-free';
import { apiRequest } from '@/lib/api-client';
import { userQueryKey, useSignedInToPlay } from '@/lib/session';
import { delayUntilNextCheck } from './reality-check-format';

/** A first-screen read of a signed-in player: typed by its contract, not parsed (api-client.ts, SchemaOption). */
export const realityCheckQueryOptions = queryOptions({
  queryKey: [...userQueryKey, 'reality-check'],
  queryFn: () => apiRequest<typeof realityCheckStatus>(realityCheckPaths.status),
});

/**
 * The reality check of the signed-in player. When it is due follows from the server (session start, last Continue),
 * so a reload or another page never restarts the count; the status is asked again just after the next check falls.
 * Nothing polls in between: a request keeps a session from going idle, and the check must not do that.
 */
export function useRealityCheck() {
  return useQuery({
    ...realityCheckQueryOptions,
    enabled: useSignedInToPlay(),
    refetchInterval: (query) => (query.state.data && !query.state.data.due ? delayUntilNextCheck(query.state.data) : false),
    refetchIntervalInBackground: true,
  });
}

export function useAcknowledgeRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(realityCheckPaths.acknowledge, {
        method: 'POST',
        schema: () => import('@lodestar/contracts/reality-check').then((contracts) => contracts.realityCheckStatus),
      }),
    onSuccess: (status) => queryClient.setQueryData(realityCheckQueryOptions.queryKey, status),
  });
}

export function useSaveRealityCheckInterval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: RealityCheckSettings) =>
      apiRequest(realityCheckPaths.status, {
        method: 'PUT',
        body: settings,
        schema: () => import('@lodestar/contracts/reality-check').then((contracts) => contracts.realityCheckStatus),
      }),
    onSuccess: (status) => queryClient.setQueryData(realityCheckQueryOptions.queryKey, status),
  });
}
