import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, sessionListResponse } from '@lodestar/contracts';
import { apiRequest } from '@/lib/api-client';

/** Under ['user'] so that signing out forgets it (see lib/session.ts). */
export const sessionsQueryOptions = queryOptions({
  queryKey: ['user', 'sessions'],
  queryFn: () => apiRequest(apiPaths.sessions, { schema: sessionListResponse }),
});

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => apiRequest(apiPaths.session(sessionId), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}
