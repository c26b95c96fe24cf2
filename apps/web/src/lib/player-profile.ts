import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, messageResponse, messages, type ProfileUpdateRequest } from '@lodestar/contracts';
import { apiRequest } from './api-client';
import { profileQueryOptions } from './session';

/** Changes to the player's profile, which the profile pages and the deposit's profile step both make. */
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
