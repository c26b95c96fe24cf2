import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { PROMO_COUPON_MAX_LENGTH, messages, redeemCouponRequest, type RedeemCouponRequest } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { showToast } from '@/components/toast/toast-store';
import { isApiError } from '@/lib/api-client';
import { useRedeemCoupon } from '../api';
import './profile-edit.css';

const AVAILABLE_PROMOTIONS_PATH = '/profile/available-promotions';

/**
 * SPEC.md §2's Redeem Promotion Coupon block: a code (non-empty, at most 255) registered with PUT
 * profile/redeem-promotion-coupon; on success the player lands on the available promotions (SPEC.md §4).
 */
export function RedeemCoupon() {
  const navigate = useNavigate();
  const redeem = useRedeemCoupon();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RedeemCouponRequest>({ resolver: zodResolver(redeemCouponRequest), defaultValues: { promotionCoupon: '' } });

  const submit = async (request: RedeemCouponRequest) => {
    try {
      await redeem.mutateAsync(request);
    } catch (error) {
      // Too many attempts says so; any other refusal is SPEC.md §8's one message, whatever the reason.
      const message = isApiError(error) && error.status === 429 ? error.body.message : messages.coupon.invalid;
      setError('promotionCoupon', { message }, { shouldFocus: true });
      return;
    }
    showToast(messages.coupon.registered, 'success');
    await navigate(AVAILABLE_PROMOTIONS_PATH);
  };

  return (
    <section className="profile-card redeem-coupon" aria-labelledby="redeem-coupon-title">
      <h2 id="redeem-coupon-title" className="profile-card__title">
        Redeem Promotion Coupon
      </h2>
      <form className="redeem-coupon__form" noValidate onSubmit={handleSubmit(submit)}>
        <TextField
          label="Coupon code"
          autoComplete="off"
          spellCheck={false}
          maxLength={PROMO_COUPON_MAX_LENGTH}
          {...register('promotionCoupon')}
          error={errors.promotionCoupon?.message}
          hint={`Up to ${PROMO_COUPON_MAX_LENGTH} characters`}
        />
        <Button type="submit" variant="secondary" loading={isSubmitting}>
          Redeem
        </Button>
      </form>
    </section>
  );
}
