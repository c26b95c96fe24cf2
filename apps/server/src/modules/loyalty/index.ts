// The loyalty module's public face: app.ts imports only this file.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { loyaltyRoutes } from './routes.ts';
import { createLoyaltyService, type LoyaltyDeps } from './service.ts';

export { createLoyaltyService, type LoyaltyService, type LoyaltyStake } from './service.ts';

/** Points and rakeback: the service (the provider wallet counts every real-money stake through it) and its routes. */
export async function registerLoyalty(
  app: FastifyInstance,
  { requireSession, ...deps }: LoyaltyDeps & { requireSession: preHandlerAsyncHookHandler },
) {
  const loyalty = createLoyaltyService(deps);
  await app.register(loyaltyRoutes, { loyalty, requireSession });
  return loyalty;
}
