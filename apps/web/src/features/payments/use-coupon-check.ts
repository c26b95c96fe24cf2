import { useEffect, useState } from 'react';
import { checkCoupon } from './api';
import { createCouponChecker, type CouponStatus } from './coupon-check';

/** The validity of the bonus code field's text, checked as the player types (see createCouponChecker). */
export function useCouponCheck(code: string): CouponStatus {
  const [status, setStatus] = useState<CouponStatus>('idle');
  const [checker] = useState(() => createCouponChecker(checkCoupon, setStatus));
  useEffect(() => checker.input(code), [checker, code]);
  useEffect(() => checker.dispose, [checker]);
  return status;
}
