// The promotions module's public face: other modules and app.ts import only this file.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { startPromotionExpiryJob } from './expiry-job.ts';
import { couponCheckRoutes, promotionRoutes } from './routes.ts';
import type { PromotionsService } from './service.ts';

export { seedPromotions } from './seed.ts';
export { createPromotions, type PromotionsService } from './service.ts';

/** The promotion calls of SPEC.md §7 and the expiry sweep (unless the app runs without background jobs). */
export async function registerPromotions(
  app: FastifyInstance,
  deps: {
    promotions: PromotionsService;
    wallet: WalletService;
    accounts: AccountsService;
    limiter: RateLimiter;
    requireSession: preHandlerAsyncHookHandler;
    backgroundJobs?: boolean;
  },
): Promise<void> {
  const { backgroundJobs, ...routeOptions } = deps;
  await app.register(couponCheckRoutes, routeOptions);
  await app.register(promotionRoutes, routeOptions);
  if (backgroundJobs !== false) {
    const stop = startPromotionExpiryJob(deps.promotions, (playerId) => deps.wallet.publishBalances(playerId), app.log);
    app.addHook('onClose', async () => stop());
  }
}
