// The responsible-gambling module's public face: other modules and app.ts import only this file.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { responsibleGamblingRoutes } from './routes.ts';
import type { ResponsibleGambling } from './service.ts';

export { createResponsibleGambling, type ResponsibleGambling } from './service.ts';

export async function registerResponsibleGambling(
  app: FastifyInstance,
  deps: { responsibleGambling: ResponsibleGambling; requireSession: preHandlerAsyncHookHandler },
): Promise<void> {
  await app.register(responsibleGamblingRoutes, deps);
}
