// The promotions module's public face: other modules and app.ts import only this file.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { ADMIN_PROMOTIONS_PATH } from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import type { PeriodicJobs } from '../../platform/periodic-jobs.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { RequireStaff } from '../staff/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { promotionAdminRoutes } from './admin-routes.ts';
import { createPromotionAdmin } from './admin-service.ts';
import { startPromotionExpiryJob } from './expiry-job.ts';
import { publicPromotionRoutes, promotionRoutes } from './routes.ts';
import type { PromotionsService } from './service.ts';

export { createBetHooks, type BetHooks, type BonusTermsAtGame } from './bet-hooks.ts';
export { seedPromotions } from './seed.ts';
export { createPromotions, type PromotionsService } from './service.ts';

/** Staff calls: declared in the API document as called with a staff session or API token. */
export const promotionAdminApiSecurity = [[ADMIN_PROMOTIONS_PATH, 'staffApiToken']] as const;

/** The back office's promotion and coupon calls. */
export async function registerPromotionAdmin(app: FastifyInstance, deps: { db: Database; requireStaff: RequireStaff; now?: () => Date }) {
  const promotionAdmin = createPromotionAdmin({ db: deps.db, now: deps.now ?? (() => new Date()) });
  await app.register(promotionAdminRoutes, { promotionAdmin, requireStaff: deps.requireStaff });
}

/** The promotion calls of SPEC.md §7 and the expiry sweep (unless the app runs without background jobs). */
export async function registerPromotions(
  app: FastifyInstance,
  deps: {
    promotions: PromotionsService;
    wallet: WalletService;
    accounts: AccountsService;
    limiter: RateLimiter;
    jobs: PeriodicJobs;
    requireSession: preHandlerAsyncHookHandler;
    backgroundJobs?: boolean;
  },
): Promise<void> {
  const { backgroundJobs, jobs, ...routeOptions } = deps;
  await app.register(publicPromotionRoutes, routeOptions);
  await app.register(promotionRoutes, routeOptions);
  if (backgroundJobs !== false) {
    const stop = startPromotionExpiryJob(jobs, deps.promotions, (playerId) => deps.wallet.publishBalances(playerId), app.log);
    app.addHook('onClose', async () => stop());
  }
}
