import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PROMO_COUPON_MAX_LENGTH, redeemCouponRequest, type RedeemCouponRequest } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import './profile-edit.css';

/**
 * SPEC.md §2's Redeem Promotion Coupon block. The redeem call (PUT profile/redeem-promotion-coupon) comes with
 * the promotions work; until then the code is checked and the player told plainly that it cannot be redeemed yet.
 */
export function RedeemCoupon() {
  const [checked, setChecked] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RedeemCouponRequest>({ resolver: zodResolver(redeemCouponRequest), defaultValues: { promotionCoupon: '' } });

  return (
    <section className="profile-card redeem-coupon" aria-labelledby="redeem-coupon-title">
      <h2 id="redeem-coupon-title" className="profile-card__title">
        Redeem Promotion Coupon
      </h2>
      <form className="redeem-coupon__form" noValidate onSubmit={handleSubmit(({ promotionCoupon }) => setChecked(promotionCoupon))}>
        <TextField
          label="Coupon code"
          autoComplete="off"
          spellCheck={false}
          {...register('promotionCoupon', { onChange: () => setChecked(undefined) })}
          error={errors.promotionCoupon?.message}
          hint={`Up to ${PROMO_COUPON_MAX_LENGTH} characters`}
        />
        <Button type="submit" variant="secondary">
          Redeem
        </Button>
      </form>
      {checked && (
        <p className="redeem-coupon__notice" role="status">
          Coupons cannot be redeemed here yet: this opens with our promotions. Please keep your code “{checked}” and try again soon.
        </p>
      )}
    </section>
  );
}
