import { queryOptions } from '@tanstack/react-query';
import {
  adminPromotionActionResponse,
  adminPromotionList,
  adminPromotionPaths,
  type CouponLimitRequest,
  type CreateCouponRequest,
  type CreateDepositTierRequest,
  type EditCouponRequest,
  type EditDepositTierRequest,
} from '@lodestar/contracts';
import { apiRequest } from '@/lib/api-client';
import { staffRequest } from './staff-api';

/** A coupon's code or a tier's id in the path. */
const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

export const promotionListQueryOptions = queryOptions({
  queryKey: ['staff', 'promotions'],
  queryFn: () => staffRequest(() => apiRequest(adminPromotionPaths.list, { schema: adminPromotionList })),
});

const send = (path: string, method: 'POST' | 'PUT', body?: object) =>
  staffRequest(() => apiRequest(path, { method, body, schema: adminPromotionActionResponse }));

export const promotionActions = {
  createCoupon: (body: CreateCouponRequest) => send(adminPromotionPaths.createCoupon, 'POST', body),
  editCoupon: (code: string, body: EditCouponRequest) => send(withId(adminPromotionPaths.editCoupon, code), 'PUT', body),
  changeLimit: (code: string, body: CouponLimitRequest) => send(withId(adminPromotionPaths.couponLimit, code), 'POST', body),
  expire: (code: string) => send(withId(adminPromotionPaths.expireCoupon, code), 'POST'),
  createTier: (body: CreateDepositTierRequest) => send(adminPromotionPaths.createTier, 'POST', body),
  editTier: (id: string, body: EditDepositTierRequest) => send(withId(adminPromotionPaths.editTier, id), 'PUT', body),
  endTier: (id: string) => send(withId(adminPromotionPaths.endTier, id), 'POST'),
};
