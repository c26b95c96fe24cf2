// The game-history module's public face: app.ts imports only this file.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { gameHistoryRoutes } from './routes.ts';
import { createGameHistoryService } from './service.ts';

export { gameHistoryRoutes } from './routes.ts';
export { createGameHistoryService, type GameHistoryService } from './service.ts';

export async function registerGameHistory(
  app: FastifyInstance,
  { requireSession, ...deps }: Parameters<typeof createGameHistoryService>[0] & { requireSession: preHandlerAsyncHookHandler },
): Promise<void> {
  await app.register(gameHistoryRoutes, { history: createGameHistoryService(deps), requireSession });
}
