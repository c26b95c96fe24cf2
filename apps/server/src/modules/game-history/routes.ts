import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, gameHistoryProvidersResponse, gameHistoryQuery, gameHistoryResponse } from '@lodestar/contracts';
import { openDuringBreak, sessionOf } from '../accounts/index.ts';
import type { GameHistoryService } from './service.ts';
import { guardEveryRoute } from '../../platform/api-docs.ts';

const tags = ['profile-service'];

export const gameHistoryRoutes: FastifyPluginAsyncZod<{ history: GameHistoryService; requireSession: preHandlerAsyncHookHandler }> = async (
  app,
  { history, requireSession },
) => {
  guardEveryRoute(app, requireSession, 'sessionCookie');
  openDuringBreak(app);

  app.get(
    apiPaths.betHistory,
    {
      schema: {
        tags,
        summary: 'The player’s game rounds in a range of days, newest first',
        querystring: gameHistoryQuery,
        response: { 200: gameHistoryResponse },
      },
    },
    async (request) => history.list(sessionOf(request).playerId, request.query),
  );

  app.get(
    apiPaths.betHistoryProviders,
    { schema: { tags, summary: 'The providers of the games the player has played', response: { 200: gameHistoryProvidersResponse } } },
    async (request) => ({ providers: await history.providers(sessionOf(request).playerId) }),
  );
};
