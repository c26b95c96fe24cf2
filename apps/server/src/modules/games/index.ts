// The games module's public face: other modules and app.ts import only this file.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { ADMIN_GAMES_PATH } from '@lodestar/contracts';
import type { AccountsService } from '../accounts/index.ts';
import type { RequireStaff } from '../staff/index.ts';
import { catalogueAdminRoutes } from './admin-routes.ts';
import { createCatalogueAdmin } from './catalogue-admin.ts';
import { createGameSessionService } from './game-sessions.ts';
import { gamesRoutes } from './routes.ts';
import { createGamesService } from './service.ts';

export { seedCatalogue } from './catalogue-seed.ts';
export {
  createGameSessionService,
  GAME_SESSION_TTL_MS,
  STUDIO_PROVIDER_ID,
  type GameSessionService,
  type GameWalletRules,
  type ResolvedGameSession,
} from './game-sessions.ts';
export { gamesRoutes } from './routes.ts';
export { createGamesService, type CatalogueGame, type GameDetails, type GamesService } from './service.ts';

/** How the API docs describe the back office's catalogue calls: a staff token or session. */
export const catalogueAdminApiSecurity = [[ADMIN_GAMES_PATH, 'staffApiToken']] as const;

type GamesModuleDeps = Omit<Parameters<typeof createGamesService>[0], 'sessions'> & {
  accounts: AccountsService;
  requireSession: preHandlerAsyncHookHandler;
  requireStaff: RequireStaff;
};

/** The catalogue, its back office calls and launches, and the game sessions every game provider's calls resolve (returned for them). */
export async function registerGames(app: FastifyInstance, { accounts, requireSession, requireStaff, ...deps }: GamesModuleDeps) {
  // A real-money game's calls keep the player's site session from going idle; a failure to record it never fails a bet.
  const gameSessions = createGameSessionService({
    db: deps.db,
    now: deps.now,
    onPlayerActivity: (playerId) =>
      accounts.recordGameActivity(playerId).catch((error: unknown) => app.log.warn({ err: error }, 'game activity not recorded')),
  });
  const games = createGamesService({ ...deps, sessions: gameSessions });
  await app.register(gamesRoutes, { games, accounts, requireSession });
  await app.register(catalogueAdminRoutes, {
    catalogueAdmin: createCatalogueAdmin({ db: deps.db, onGameChanged: games.catalogue.forgetSnapshot }),
    requireStaff,
  });
  return { games, gameSessions };
}
