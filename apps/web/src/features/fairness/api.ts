import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fairnessResponse,
  playerFairnessPaths,
  playerFairnessResponse,
  type FairnessResponse,
  type PlayerFairnessResponse,
} from '@lodestar/contracts';
import { userQueryKey } from '@/lib/session';
import { apiRequest } from '@/lib/api-client';

/** Under ['user'] so that signing out forgets it. */
export const playerFairnessQueryOptions = queryOptions({
  queryKey: [...userQueryKey, 'fairness'],
  queryFn: () => apiRequest(playerFairnessPaths.seeds, { schema: playerFairnessResponse }),
});

/** Saving a client seed and rotating both answer with the new seed pairs; the rounds are read again after a rotation. */
function useSeedMutation<Variables>(request: (variables: Variables) => Promise<FairnessResponse>, refetchRounds: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (answer) => {
      queryClient.setQueryData<PlayerFairnessResponse>(playerFairnessQueryOptions.queryKey, (old) => old && { ...old, ...answer });
      // Rounds of the rotated pair now carry their server seed.
      if (refetchRounds) await queryClient.invalidateQueries({ queryKey: playerFairnessQueryOptions.queryKey });
    },
  });
}

export const useSaveClientSeed = () =>
  useSeedMutation(
    (clientSeed: string) => apiRequest(playerFairnessPaths.clientSeed, { method: 'PUT', body: { clientSeed }, schema: fairnessResponse }),
    false,
  );

export const useRotateSeed = () => useSeedMutation(() => apiRequest(playerFairnessPaths.rotate, { method: 'POST', schema: fairnessResponse }), true);
