import { useEffect, useState } from 'react';
import { apiPaths, couponCheckResponse, messages, type CouponCheckResponse } from '@lodestar/contracts';
import { apiRequest, isApiError } from './api-client';
import { createCouponChecker, type CouponStatus } from './coupon-check';

/**
 * Whether a bonus code is valid for the player now (POST promotion/coupon); undefined when the server could
 * not say (a dropped connection, a rate limit), as opposed to a code it refused.
 */
async function checkCoupon(couponName: string, signal: AbortSignal, onPromotion: (promotion: CodePromotion) => void): Promise<boolean | undefined> {
  try {
    const answer = await apiRequest(apiPaths.couponCheck, { method: 'POST', body: { couponName }, schema: couponCheckResponse, signal });
    if (!signal.aborted) onPromotion(answer.promotion);
    return answer.valid;
  } catch (error) {
    if (isApiError(error) && (error.status === 400 || error.status === 404)) return false;
    return undefined;
  }
}

/** What a bonus code field shows under itself for a status: 'Coupon is valid' as a hint, 'Coupon is invalid' as an error. */
export const couponHint = (status: CouponStatus) =>
  status === 'valid' ? messages.coupon.valid : status === 'checking' ? 'Checking the code…' : undefined;
export const couponError = (status: CouponStatus) => (status === 'invalid' ? messages.coupon.couponInvalid : undefined);

/** The promotion a valid code registers, as the check names it. */
export type CodePromotion = CouponCheckResponse['promotion'];

/**
 * The validity of the bonus code field's text, checked as the player types (see createCouponChecker), and the
 * promotion the code registers while it is valid.
 */
export function useCouponCheck(code: string): { status: CouponStatus; promotion: CodePromotion } {
  const [status, setStatus] = useState<CouponStatus>('idle');
  const [promotion, setPromotion] = useState<CodePromotion>(null);
  const [checker] = useState(() => createCouponChecker((typed, signal) => checkCoupon(typed, signal, setPromotion), setStatus));
  useEffect(() => checker.input(code), [checker, code]);
  useEffect(() => checker.dispose, [checker]);
  return { status, promotion: status === 'valid' ? promotion : null };
}
