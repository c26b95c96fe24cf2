import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { realityCheckPaths, realityCheckStatus, type RealityCheckSettings, type RealityCheckStatus } from '@lodestar/contracts';
import { apiRequest } from '@/lib/api-client';
import { userQueryKey, useSignedIn } from '@/lib/session';

export const realityCheckQueryOptions = queryOptions({
  queryKey: [...userQueryKey, 'reality-check'],
  queryFn: () => apiRequest(realityCheckPaths.status, { schema: realityCheckStatus }),
});

/** A little after the server's next check, measured on the server's clock (the browser's may be off). */
export function delayUntilNextCheck(status: RealityCheckStatus): number {
  return Math.max(1_000, Date.parse(status.nextCheckAt) - Date.parse(status.serverTime) + 1_000);
}

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

/** '1 hour 5 minutes', '45 minutes', 'less than a minute'. */
export function formatTimePlayed(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (hours === 0) return minutes === 0 ? 'less than a minute' : plural(minutes, 'minute');
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
}

/** 'Every 15 minutes', 'Every hour', 'Every 1.5 hours'. */
export function intervalLabel(minutes: number): string {
  if (minutes < 60) return `Every ${minutes} minutes`;
  if (minutes === 60) return 'Every hour';
  return `Every ${minutes / 60} hours`;
}
