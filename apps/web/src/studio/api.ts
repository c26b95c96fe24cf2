import { queryOptions } from '@tanstack/react-query';
import {
  STUDIO_TOKEN_HEADER,
  fairnessResponse,
  roundResponse,
  studioPaths,
  studioSessionResponse,
  type PlayRoundRequest,
  type RoundActionRequest,
} from '@lodestar/contracts';
import { apiRequest } from '@/lib/api-client';

/** The studio API (packages/contracts studio.ts) as one launch token sees it: every call carries the token. */
export function createStudioApi(token: string) {
  const headers = { [STUDIO_TOKEN_HEADER]: token };
  return {
    session: () => apiRequest(studioPaths.session, { schema: studioSessionResponse, headers }),
    play: (request: PlayRoundRequest) => apiRequest(studioPaths.rounds, { method: 'POST', body: request, schema: roundResponse, headers }),
    act: (roundId: string, action: RoundActionRequest) =>
      apiRequest(studioPaths.roundAction(roundId), { method: 'POST', body: action, schema: roundResponse, headers }),
    fairness: () => apiRequest(studioPaths.fairness, { schema: fairnessResponse, headers }),
    setClientSeed: (clientSeed: string) => apiRequest(studioPaths.clientSeed, { method: 'PUT', body: { clientSeed }, headers }),
    rotateSeed: () => apiRequest(studioPaths.rotateSeed, { method: 'POST', schema: fairnessResponse, headers }),
  };
}

export type StudioApi = ReturnType<typeof createStudioApi>;

/** One cache entry per launch token: two games open in two frames never share a balance or seeds. */
export const studioQueryKeys = {
  session: (token: string) => ['studio', token, 'session'] as const,
  fairness: (token: string) => ['studio', token, 'fairness'] as const,
};

export const studioSessionQueryOptions = (api: StudioApi, token: string) =>
  queryOptions({ queryKey: studioQueryKeys.session(token), queryFn: api.session, staleTime: Infinity });

export const studioFairnessQueryOptions = (api: StudioApi, token: string) =>
  queryOptions({ queryKey: studioQueryKeys.fairness(token), queryFn: api.fairness });
