import { queryOptions } from '@tanstack/react-query';
import type { fairnessResponse, PlayRoundRequest, RoundActionRequest, studioSessionResponse } from '@lodestar/contracts';
import { STUDIO_TOKEN_HEADER, studioPaths } from '@lodestar/contracts/schema-free';
import { apiRequest } from '@/lib/api-client';

/**
 * The studio's own schemas, loaded at the first round and without the rest of the contracts: the game client's page
 * does not evaluate zod and every schema while it loads (issue 12: total blocking time). The reads the page makes on
 * its own (session, fairness) are typed by their contract and not parsed, as the site's first-screen reads are
 * (lib/api-client.ts).
 */
const studioContracts = () => import('@lodestar/contracts/studio');

/** The studio API (packages/contracts studio.ts) as one launch token sees it: every call carries the token. */
export function createStudioApi(token: string) {
  const headers = { [STUDIO_TOKEN_HEADER]: token };
  return {
    session: () => apiRequest<typeof studioSessionResponse>(studioPaths.session, { headers }),
    play: (request: PlayRoundRequest) =>
      apiRequest(studioPaths.rounds, {
        method: 'POST',
        body: request,
        schema: () => studioContracts().then((contracts) => contracts.roundResponse),
        headers,
      }),
    act: (roundId: string, action: RoundActionRequest) =>
      apiRequest(studioPaths.roundAction(roundId), {
        method: 'POST',
        body: action,
        schema: () => studioContracts().then((contracts) => contracts.roundResponse),
        headers,
      }),
    fairness: () => apiRequest<typeof fairnessResponse>(studioPaths.fairness, { headers }),
    /** Rotates the pair: the server seed in play is revealed and a new one starts at nonce 0 with this client seed. */
    setClientSeed: (clientSeed: string) =>
      apiRequest(studioPaths.clientSeed, {
        method: 'PUT',
        body: { clientSeed },
        schema: () => studioContracts().then((contracts) => contracts.fairnessResponse),
        headers,
      }),
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
