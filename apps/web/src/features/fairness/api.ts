import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fairnessResponse, playerFairnessPaths, playerFairnessResponse, type PlayerFairnessResponse } from '@lodestar/contracts';
import { userQueryKey } from '@/lib/session';
import { apiRequest } from '@/lib/api-client';

/** Under ['user'] so that signing out forgets it. */
export const playerFairnessQueryOptions = queryOptions({
  queryKey: [...userQueryKey, 'fairness'],
  queryFn: () => apiRequest(playerFairnessPaths.seeds, { schema: playerFairnessResponse }),
});

/**
 * A new client seed rotates the pair: the answer holds the new active pair and the revealed ones, and the rounds are
 * read again, since those of the revealed pair now carry its server seed.
 */
export function useRotateSeedPair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) => apiRequest(playerFairnessPaths.clientSeed, { method: 'PUT', body: { clientSeed }, schema: fairnessResponse }),
    onSuccess: async (answer) => {
      queryClient.setQueryData<PlayerFairnessResponse>(playerFairnessQueryOptions.queryKey, (old) => old && { ...old, ...answer });
      await queryClient.invalidateQueries({ queryKey: playerFairnessQueryOptions.queryKey });
    },
  });
}
