import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, messageResponse, messages, sessionListResponse, type ProfileUpdateRequest } from '@lodestar/contracts';
import { profileQueryOptions } from '@/lib/session';
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

export function useResendConfirmation() {
  return useMutation({
    mutationFn: async () => {
      const answer = await apiRequest(apiPaths.resendConfirmation, { method: 'POST', schema: messageResponse.optional() });
      return answer?.message ?? messages.confirmEmail.resent;
    },
  });
}

/** PUT profile with only the fields the player filled in; the profile is read again afterwards. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdateRequest) => apiRequest(apiPaths.profile, { method: 'PUT', body: update }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey }),
  });
}
