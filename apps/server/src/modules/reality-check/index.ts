// The reality check module's public face: app.ts imports only this file.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { realityCheckRoutes } from './routes.ts';
import { createRealityCheckService, type RealityCheckDeps } from './service.ts';

export { createRealityCheckService, type RealityCheckService } from './service.ts';

export async function registerRealityCheck(
  app: FastifyInstance,
  { requireSession, ...deps }: RealityCheckDeps & { requireSession: preHandlerAsyncHookHandler },
): Promise<void> {
  await app.register(realityCheckRoutes, { realityCheck: createRealityCheckService(deps), requireSession });
}
