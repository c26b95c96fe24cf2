import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  apiPaths,
  favoriteGameParams,
  favoriteGameRequest,
  gamesAndCategoriesResponse,
  gamesResponse,
  jackpotsResponse,
  launchGameRequest,
  launchGameResponse,
  messageResponse,
  playedGamesResponse,
  PROFILE_SERVICE,
  skinConfigurationResponse,
  winnersResponse,
  type HomeLobbyAnswers,
} from '@lodestar/contracts';
import { declareErrorStatuses } from '../../platform/api-docs.ts';
import { readSessionCookie } from '../../platform/session-cookie.ts';
import { sessionOf, type AccountsService } from '../accounts/index.ts';
import type { GamesService } from './service.ts';

const tags = ['game-aggregator-service'];

export const gamesRoutes: FastifyPluginAsyncZod<{
  games: GamesService;
  accounts: AccountsService;
  requireSession: preHandlerAsyncHookHandler;
}> = async (app, { games, accounts, requireSession }) => {
  // A real-money launch of a locked (423), cooling-off or self-excluded (451) player is refused.
  declareErrorStatuses(app, [423, 451], (route) => route.url === apiPaths.launchGame);
  const lobbyCalls: Array<[string, string, z.ZodType, keyof HomeLobbyAnswers]> = [
    [apiPaths.topGames, 'Most played games', gamesResponse, 'topGames'],
    [apiPaths.mainGames, 'Every game of the lobby', gamesResponse, 'mainGames'],
    [apiPaths.featuredGames, 'Featured games', gamesResponse, 'featuredGames'],
    [apiPaths.newGames, 'New games and recommendations', gamesResponse, 'newGames'],
    [apiPaths.latestWinners, 'Latest wins', winnersResponse, 'latestWinners'],
    [apiPaths.topWinners, 'Biggest wins of the last 30 days', winnersResponse, 'topWinners'],
    [apiPaths.jackpots, 'Live jackpot amounts', jackpotsResponse, 'jackpots'],
  ];
  for (const [path, summary, response, answerKey] of lobbyCalls) {
    app.get(path, { schema: { tags, summary, response: { 200: response } } }, () => games.lobbyAnswer(answerKey));
  }
  app.get(
    apiPaths.gamesAndCategories,
    { schema: { tags, summary: 'The catalogue and its segments', response: { 200: gamesAndCategoriesResponse } } },
    () => games.lobby(),
  );
  app.get(apiPaths.skinConfiguration, { schema: { tags, summary: 'Lobby settings', response: { 200: skinConfigurationResponse } } }, () =>
    games.skinConfiguration(),
  );

  app.post(
    apiPaths.launchGame,
    {
      config: { errorStatuses: [401, 404, 409] },
      schema: { tags, summary: 'Launch a game in real or demo mode', body: launchGameRequest, response: { 200: launchGameResponse } },
    },
    async (request) => {
      // Demo is open to everyone; real money needs a signed-in player, which the service checks.
      const session = await accounts.authenticate(readSessionCookie(request));
      return games.launch(session?.playerId ?? null, request.body);
    },
  );

  app.get(
    apiPaths.playedGames,
    {
      preHandler: requireSession,
      schema: { tags: ['profile-service'], summary: 'Recently played games, newest first', response: { 200: playedGamesResponse } },
    },
    async (request) => ({ games: await games.recentlyPlayed(sessionOf(request).playerId) }),
  );

  const favorites = `${PROFILE_SERVICE}/profile/favoriteGame`;
  app.get(
    favorites,
    { preHandler: requireSession, schema: { tags: ['profile-service'], summary: 'Favourite games', response: { 200: gamesResponse } } },
    async (request) => ({
      games: await games.favorites(sessionOf(request).playerId),
    }),
  );
  app.post(
    favorites,
    {
      preHandler: requireSession,
      config: { errorStatuses: [404] },
      schema: { tags: ['profile-service'], summary: 'Add a favourite game', body: favoriteGameRequest, response: { 200: gamesResponse } },
    },
    async (request) => {
      const { playerId } = sessionOf(request);
      await games.addFavorite(playerId, request.body.id);
      return { games: await games.favorites(playerId) };
    },
  );
  app.delete(
    `${favorites}/:id`,
    {
      preHandler: requireSession,
      schema: { tags: ['profile-service'], summary: 'Remove a favourite game', params: favoriteGameParams, response: { 200: messageResponse } },
    },
    async (request) => {
      await games.removeFavorite(sessionOf(request).playerId, request.params.id);
      return { message: 'Removed' };
    },
  );
};
