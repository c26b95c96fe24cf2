import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { responsibleGamblingPaths, selfExcludeResponse, type SelfExcludePeriod } from '@lodestar/contracts';
import { showToast } from '@/components/toast/toast-store';
import { apiRequest } from '@/lib/api-client';
import { authStatusQueryOptions, userQueryKey } from '@/lib/session';

/**
 * PUT profile/self-exclude. The server ends every session of the player at once, this one included: the site then
 * forgets the player and goes home, saying until when the break runs.
 */
export function useSelfExclude() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (selfExcludePeriod: SelfExcludePeriod) =>
      apiRequest(responsibleGamblingPaths.selfExclude, { method: 'PUT', body: { selfExcludePeriod }, schema: selfExcludeResponse }),
    onSuccess: async (answer) => {
      // Signed out first: the home page must not load the player's funds with a session the server has ended.
      queryClient.setQueryData(authStatusQueryOptions.queryKey, { authenticated: false });
      queryClient.removeQueries({ queryKey: userQueryKey });
      await navigate('/');
      showToast(answer.message, 'success');
    },
  });
}
