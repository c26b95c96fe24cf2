import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { realityCheckPaths, realityCheckStatus, type RealityCheckSettings } from '@lodestar/contracts';
import { apiRequest } from '@/lib/api-client';
import { userQueryKey, useSignedIn } from '@/lib/session';
import { delayUntilNextCheck } from './reality-check-format';

export const realityCheckQueryOptions = queryOptions({
  queryKey: [...userQueryKey, 'reality-check'],
  queryFn: () => apiRequest(realityCheckPaths.status, { schema: realityCheckStatus }),
});

/**
 * The reality check of the signed-in player. When it is due follows from the server (session start, last Continue),
 * so a reload or another page never restarts the count; the status is asked again just after the next check falls.
 * Nothing polls in between: a request keeps a session from going idle, and the check must not do that.
 */
export function useRealityCheck() {
  return useQuery({
    ...realityCheckQueryOptions,
    enabled: useSignedIn(),
    refetchInterval: (query) => (query.state.data && !query.state.data.due ? delayUntilNextCheck(query.state.data) : false),
    refetchIntervalInBackground: true,
  });
}

export function useAcknowledgeRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(realityCheckPaths.acknowledge, { method: 'POST', schema: realityCheckStatus }),
    onSuccess: (status) => queryClient.setQueryData(realityCheckQueryOptions.queryKey, status),
  });
}

export function useSaveRealityCheckInterval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: RealityCheckSettings) =>
      apiRequest(realityCheckPaths.status, { method: 'PUT', body: settings, schema: realityCheckStatus }),
    onSuccess: (status) => queryClient.setQueryData(realityCheckQueryOptions.queryKey, status),
  });
}
