// The games module's public face: other modules and app.ts import only this file.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { AccountsService } from '../accounts/index.ts';
import { createGameSessionService } from './game-sessions.ts';
import { gamesRoutes } from './routes.ts';
import { createGamesService } from './service.ts';

export { seedCatalogue } from './catalogue-seed.ts';
export {
  createGameSessionService,
  STUDIO_PROVIDER_ID,
  type GameSessionService,
  type GameWalletRules,
  type ResolvedGameSession,
} from './game-sessions.ts';
export { gamesRoutes } from './routes.ts';
export { createGamesService, type GameDetails, type GamesService } from './service.ts';

type GamesModuleDeps = Omit<Parameters<typeof createGamesService>[0], 'sessions'> & {
  accounts: AccountsService;
  requireSession: preHandlerAsyncHookHandler;
};

/** The catalogue and launches, and the game sessions every game provider's calls resolve (returned for them). */
export async function registerGames(app: FastifyInstance, { accounts, requireSession, ...deps }: GamesModuleDeps) {
  // A real-money game's calls keep the player's site session from going idle; a failure to record it never fails a bet.
  const gameSessions = createGameSessionService({
    db: deps.db,
    onPlayerActivity: (playerId) =>
      accounts.recordGameActivity(playerId).catch((error: unknown) => app.log.warn({ err: error }, 'game activity not recorded')),
  });
  const games = createGamesService({ ...deps, sessions: gameSessions });
  await app.register(gamesRoutes, { games, accounts, requireSession });
  return { games, gameSessions };
}
