// The games module's public face: other modules and app.ts import only this file.
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
