import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, loyaltyLevelResponse, rakebackClaimRequest, rakebackClaimResponse } from '@lodestar/contracts';
import { guardEveryRoute } from '../../platform/api-docs.ts';
import { sessionOf } from '../accounts/index.ts';
import type { LoyaltyService } from './service.ts';

const tags = ['profile-service'];

export const loyaltyRoutes: FastifyPluginAsyncZod<{ loyalty: LoyaltyService; requireSession: preHandlerAsyncHookHandler }> = async (
  app,
  { loyalty, requireSession },
) => {
  guardEveryRoute(app, requireSession, 'sessionCookie');

  app.get(
    apiPaths.loyaltyLevel,
    {
      schema: {
        tags,
        summary: 'The player’s loyalty level and points, the next level’s threshold, and the rakeback waiting to be claimed',
        response: { 200: loyaltyLevelResponse },
      },
    },
    async (request) => loyalty.levelOf(sessionOf(request).playerId),
  );

  app.post(
    apiPaths.rakebackClaim,
    {
      config: { errorStatuses: [409] },
      schema: {
        tags,
        summary: 'Moves the claimable rakeback of a currency to the player’s cash; 409 when there is none',
        body: rakebackClaimRequest,
        response: { 200: rakebackClaimResponse },
      },
    },
    async (request) => loyalty.claimRakeback(sessionOf(request).playerId, request.body.currency),
  );
};
