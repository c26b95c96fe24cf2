import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPromotionActionResponse,
  adminPromotionList,
  adminPromotionPaths as paths,
  couponCodeParams,
  couponLimitRequest,
  createCouponRequest,
  createDepositTierRequest,
  depositTierParams,
  editCouponRequest,
  editDepositTierRequest,
  promotionAdminMessages as messages,
} from '@lodestar/contracts';
import type { RequireStaff } from '../staff/index.ts';
import type { PromotionAdmin } from './admin-service.ts';

/** The back office's promotion calls: each guarded (and so audited, with its body) by promotions:manage. */
export const promotionAdminRoutes: FastifyPluginAsyncZod<{ promotionAdmin: PromotionAdmin; requireStaff: RequireStaff }> = async (
  app,
  { promotionAdmin, requireStaff },
) => {
  const tags = ['admin'];
  const onRequest = requireStaff('promotions:manage');
  const params = couponCodeParams;
  const response = { 200: adminPromotionActionResponse };

  app.get(
    paths.list,
    { onRequest, schema: { tags, summary: 'Coupon offers and deposit tiers with their redemption counts', response: { 200: adminPromotionList } } },
    async () => promotionAdmin.list(),
  );

  app.post(
    paths.createCoupon,
    {
      onRequest,
      config: { errorStatuses: [409] },
      schema: { tags, summary: 'Create a coupon offer', body: createCouponRequest, response },
    },
    async (request) => {
      await promotionAdmin.createCoupon(request.body);
      return { message: messages.created };
    },
  );

  app.put(
    paths.editCoupon,
    {
      onRequest,
      config: { errorStatuses: [404] },
      schema: { tags, summary: 'Change what a coupon gives and its window (for redemptions from now on)', params, body: editCouponRequest, response },
    },
    async (request) => {
      await promotionAdmin.editCoupon(request.params.id, request.body);
      return { message: messages.edited };
    },
  );

  app.post(
    paths.couponLimit,
    {
      onRequest,
      config: { errorStatuses: [404, 409] },
      schema: { tags, summary: 'Change how many players may redeem a coupon', params, body: couponLimitRequest, response },
    },
    async (request) => {
      await promotionAdmin.changeLimit(request.params.id, request.body.maxRedemptions);
      return { message: messages.limitChanged };
    },
  );

  app.post(
    paths.expireCoupon,
    {
      onRequest,
      config: { errorStatuses: [404, 409] },
      schema: { tags, summary: 'Expire a coupon now (granted promotions keep running)', params, response },
    },
    async (request) => {
      await promotionAdmin.expire(request.params.id);
      return { message: messages.expired };
    },
  );

  app.post(
    paths.createTier,
    {
      onRequest,
      config: { errorStatuses: [409] },
      schema: { tags, summary: 'Create a deposit tier', body: createDepositTierRequest, response },
    },
    async (request) => {
      await promotionAdmin.createTier(request.body);
      return { message: messages.tierCreated };
    },
  );

  app.put(
    paths.editTier,
    {
      onRequest,
      config: { errorStatuses: [404] },
      schema: {
        tags,
        summary: 'Change what a deposit tier gives and until when it runs (for deposits from now on)',
        params: depositTierParams,
        body: editDepositTierRequest,
        response,
      },
    },
    async (request) => {
      await promotionAdmin.editTier(request.params.id, request.body);
      return { message: messages.tierEdited };
    },
  );

  app.post(
    paths.endTier,
    {
      onRequest,
      config: { errorStatuses: [404, 409] },
      schema: { tags, summary: 'End a deposit tier now (granted bonuses keep running)', params: depositTierParams, response },
    },
    async (request) => {
      await promotionAdmin.endTier(request.params.id);
      return { message: messages.tierEnded };
    },
  );
};
