import { queryOptions } from '@tanstack/react-query';
import {
  adminPromotionActionResponse,
  adminPromotionList,
  adminPromotionPaths,
  type CouponLimitRequest,
  type CreateCouponRequest,
  type EditCouponRequest,
} from '@lodestar/contracts';
import { apiRequest } from '@/lib/api-client';
import { staffRequest } from './staff-api';

const couponPath = (path: string, code: string) => path.replace(':id', encodeURIComponent(code));

export const promotionListQueryOptions = queryOptions({
  queryKey: ['staff', 'promotions'],
  queryFn: () => staffRequest(() => apiRequest(adminPromotionPaths.list, { schema: adminPromotionList })),
});

const send = (path: string, method: 'POST' | 'PUT', body?: object) =>
  staffRequest(() => apiRequest(path, { method, body, schema: adminPromotionActionResponse }));

export const promotionActions = {
  createCoupon: (body: CreateCouponRequest) => send(adminPromotionPaths.createCoupon, 'POST', body),
  editCoupon: (code: string, body: EditCouponRequest) => send(couponPath(adminPromotionPaths.editCoupon, code), 'PUT', body),
  changeLimit: (code: string, body: CouponLimitRequest) => send(couponPath(adminPromotionPaths.couponLimit, code), 'POST', body),
  expire: (code: string) => send(couponPath(adminPromotionPaths.expireCoupon, code), 'POST'),
};
