import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientSeedRequest,
  fairnessResponse,
  playerFairnessPaths,
  playerFairnessResponse,
  playRoundRequest,
  roundActionRequest,
  roundResponse,
  STUDIO_API_PREFIX,
  STUDIO_TOKEN_HEADER,
  studioPaths,
  studioSessionResponse,
} from '@lodestar/contracts';
import { sessionOf } from '../accounts/index.ts';
import type { StudioService } from './service.ts';

const tags = ['studio'];
const tokenOf = (request: FastifyRequest) => {
  const header = request.headers[STUDIO_TOKEN_HEADER];
  return typeof header === 'string' && header.length > 0 ? header : undefined;
};
const roundParams = z.object({ roundId: z.string().uuid() });

/** The studio API the game clients call with their launch token, and the fairness page's cookie-authenticated calls. */
export const studioRoutes: FastifyPluginAsyncZod<{ studio: StudioService; requireSession: preHandlerAsyncHookHandler }> = async (
  app,
  { studio, requireSession },
) => {
  app.get(
    studioPaths.session,
    {
      config: { errorStatuses: [404] },
      schema: { tags, summary: 'The game session: game, balance, limits, seeds, open round, jackpot', response: { 200: studioSessionResponse } },
    },
    (request) => studio.session(tokenOf(request)),
  );
  app.post(
    studioPaths.rounds,
    { config: { errorStatuses: [404, 409] }, schema: { tags, summary: 'Play a round', body: playRoundRequest, response: { 200: roundResponse } } },
    (request) => studio.play(tokenOf(request), request.body),
  );
  app.post(
    `${STUDIO_API_PREFIX}/rounds/:roundId/actions`,
    {
      config: { errorStatuses: [409] },
      schema: {
        tags,
        summary: 'A blackjack or mines decision on the open round',
        params: roundParams,
        body: roundActionRequest,
        response: { 200: roundResponse },
      },
    },
    (request) => studio.act(tokenOf(request), request.params.roundId, request.body),
  );
  app.get(
    studioPaths.fairness,
    { config: { errorStatuses: [404] }, schema: { tags, summary: 'The seeds of this game session’s owner', response: { 200: fairnessResponse } } },
    (request) => studio.fairness(tokenOf(request)),
  );
  app.put(
    studioPaths.clientSeed,
    {
      config: { errorStatuses: [404, 409] },
      schema: {
        tags,
        summary: 'Reveal the server seed and start a new pair, at nonce 0, on this client seed',
        body: clientSeedRequest,
        response: { 200: fairnessResponse },
      },
    },
    (request) => studio.rotateSeed(tokenOf(request), request.body.clientSeed),
  );

  const fairnessTags = ['fairness'];
  app.get(
    playerFairnessPaths.seeds,
    {
      preHandler: requireSession,
      schema: { tags: fairnessTags, summary: 'The player’s seeds and latest real-money rounds', response: { 200: playerFairnessResponse } },
    },
    (request) => studio.playerFairness(sessionOf(request).playerId),
  );
  app.put(
    playerFairnessPaths.clientSeed,
    {
      preHandler: requireSession,
      config: { errorStatuses: [409] },
      schema: {
        tags: fairnessTags,
        summary: 'Reveal the player’s server seed and start a new pair, at nonce 0, on this client seed',
        body: clientSeedRequest,
        response: { 200: fairnessResponse },
      },
    },
    (request) => studio.rotatePlayerSeed(sessionOf(request).playerId, request.body.clientSeed),
  );
};
