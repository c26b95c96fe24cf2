// The game-history module's public face: app.ts imports only this file.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { gameHistoryRoutes } from './routes.ts';
import { createGameHistoryService } from './service.ts';

export { gameHistoryRoutes } from './routes.ts';
export { createGameHistoryService, type GameHistoryService } from './service.ts';

/** The player's game history calls; returns the service, which the back office reads too. */
export async function registerGameHistory(
  app: FastifyInstance,
  { requireSession, ...deps }: Parameters<typeof createGameHistoryService>[0] & { requireSession: preHandlerAsyncHookHandler },
) {
  const history = createGameHistoryService(deps);
  await app.register(gameHistoryRoutes, { history, requireSession });
  return history;
}
