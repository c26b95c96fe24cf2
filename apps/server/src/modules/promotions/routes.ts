import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  couponCheckRequest,
  couponCheckResponse,
  depositBonusTiersResponse,
  eligiblePromotionsResponse,
  messageResponse,
  playerPromotionsResponse,
  promotionChoiceRequest,
  promotionIdRequest,
  redeemCouponRequest,
} from '@lodestar/contracts';
import { declareErrorStatuses, guardEveryRoute } from '../../platform/api-docs.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import { readSessionCookie } from '../../platform/session-cookie.ts';
import { sessionOf, type AccountsService } from '../accounts/index.ts';
import type { WalletService } from '../wallet/index.ts';
import type { PromotionsService } from './service.ts';

export interface PromotionRoutesOptions {
  promotions: PromotionsService;
  wallet: Pick<WalletService, 'defaultCurrency' | 'publishBalances'>;
  accounts: Pick<AccountsService, 'authenticate'>;
  limiter: RateLimiter;
  requireSession: preHandlerAsyncHookHandler;
}

const tags = ['profile-service'];

/**
 * The calls a visitor may make too: POST promotion/coupon answers signed in (the player's own limits count) and signed
 * out (the deposit modal of a visitor); the running deposit tiers are public terms.
 */
export const publicPromotionRoutes: FastifyPluginAsyncZod<PromotionRoutesOptions> = async (app, { promotions, accounts, limiter }) => {
  const optionalPlayerOf = async (request: FastifyRequest) => (await accounts.authenticate(readSessionCookie(request)))?.playerId;
  declareErrorStatuses(app, [429], (route) => route.method === 'POST');
  // SPEC.md §7 places the check in the user service; the profile-service path, where it was answered first, stays an
  // alias. Both count against the same limits, so the alias is no second allowance for guessing.
  const couponChecks = [
    { path: apiPaths.couponCheck, tags: ['user-service'], deprecated: false },
    { path: apiPaths.couponCheckAtProfileService, tags, deprecated: true },
  ];
  for (const check of couponChecks) {
    app.post(
      check.path,
      {
        schema: {
          tags: check.tags,
          deprecated: check.deprecated,
          summary: 'Whether a promotion coupon is valid now',
          body: couponCheckRequest,
          response: { 200: couponCheckResponse },
        },
      },
      async (request) => {
        // Guessing codes is the attack: counted per address, and per account when signed in.
        await limiter.hit('couponPerIp', request.ip);
        const playerId = await optionalPlayerOf(request);
        if (playerId) await limiter.hit('couponPerAccount', playerId);
        return promotions.checkCoupon(request.body.couponName, playerId);
      },
    );
  }
  app.get(
    apiPaths.depositBonusTiers,
    { schema: { tags, summary: 'The deposit bonus tiers running now', response: { 200: depositBonusTiersResponse } } },
    async () => ({ tiers: await promotions.depositTiers() }),
  );
};

export const promotionRoutes: FastifyPluginAsyncZod<PromotionRoutesOptions> = async (app, { promotions, wallet, limiter, requireSession }) => {
  guardEveryRoute(app, requireSession, 'sessionCookie');
  declareErrorStatuses(app, [404, 409], (route) => route.method === 'POST' || route.method === 'DELETE');
  declareErrorStatuses(app, [429], (route) => route.method === 'PUT');

  app.put(
    apiPaths.redeemCoupon,
    { schema: { tags, summary: 'Register a promotion coupon', body: redeemCouponRequest, response: { 200: messageResponse } } },
    async (request) => {
      const { playerId } = sessionOf(request);
      await limiter.hit('couponPerAccount', playerId);
      const message = await promotions.redeemCoupon(playerId, request.body.promotionCoupon, await wallet.defaultCurrency(playerId));
      wallet.publishBalances(playerId);
      return { message };
    },
  );

  app.get(
    apiPaths.eligiblePromotions,
    { schema: { tags, summary: 'Promotions the player can take', response: { 200: eligiblePromotionsResponse } } },
    async (request) => ({ promotions: await promotions.eligible(sessionOf(request).playerId) }),
  );
  app.delete(
    apiPaths.eligiblePromotions,
    { schema: { tags, summary: 'Decline every eligible promotion', response: { 200: eligiblePromotionsResponse } } },
    async (request) => ({ promotions: await promotions.declineAll(sessionOf(request).playerId) }),
  );

  app.post(
    apiPaths.playerPromotions,
    {
      schema: {
        tags,
        summary: 'Accept or decline an eligible promotion (accepting a no-deposit one grants it)',
        body: promotionChoiceRequest,
        response: { 200: eligiblePromotionsResponse },
      },
    },
    async (request) => {
      const { playerId } = sessionOf(request);
      const currency = await wallet.defaultCurrency(playerId);
      const eligible = await promotions.choose(playerId, request.body.id, request.body.accepted, currency);
      wallet.publishBalances(playerId);
      return { promotions: eligible };
    },
  );
  app.get(
    apiPaths.playerPromotions,
    { schema: { tags, summary: 'The player’s promotions with their progress', response: { 200: playerPromotionsResponse } } },
    async (request) => ({ promotions: await promotions.list(sessionOf(request).playerId) }),
  );
  app.delete(
    apiPaths.playerPromotions,
    {
      schema: {
        tags,
        summary: 'Cancel the active promotion, forfeiting its bonus and winnings',
        body: promotionIdRequest,
        response: { 200: playerPromotionsResponse },
      },
    },
    async (request) => {
      const { playerId } = sessionOf(request);
      await promotions.cancel(playerId, request.body.id);
      wallet.publishBalances(playerId);
      return { promotions: await promotions.list(playerId) };
    },
  );
};
