import type { Executor, Transaction } from '../../db/client.ts';
import { promotionsRepo as repo, type PromotionRow, type RedemptionRow } from './repo.ts';
import type { CouponSource } from './schema.ts';

/** Codes are stored in upper case; players type them in any case, with stray spaces. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

/**
 * The promotion a coupon would register now, or undefined when it cannot be: unknown, its promotion not offered,
 * outside its window or over its uses; for a player also over the per-player limit — unless already registered by
 * them and waiting for its deposit.
 */
export async function usableCouponPromotion(
  db: Executor,
  rawCode: string,
  playerId: string | undefined,
  now: Date,
): Promise<PromotionRow | undefined> {
  const code = normalizeCouponCode(rawCode);
  const found = await repo.findCoupon(db, code);
  if (!found?.promotion.active) return undefined;
  const { coupon, promotion } = found;
  if (playerId) {
    const redemptions = await repo.redemptionsOf(db, playerId, code);
    if (redemptions.some((redemption) => redemption.consumedAt === null)) return promotion;
    if (redemptions.length >= coupon.perPlayerLimit) return undefined;
  }
  if (coupon.validFrom > now || (coupon.validUntil !== null && coupon.validUntil <= now)) return undefined;
  return coupon.maxUses === null || coupon.uses < coupon.maxUses ? promotion : undefined;
}

class CouponNotUsable extends Error {}

/**
 * Registers a coupon for the player: one use taken from the coupon and a redemption row, or nothing (undefined)
 * when the coupon is unknown, outside its window, used up or over the player's limit. The use is taken first: its
 * row lock makes concurrent registrations of the code wait, so the per-player count after it sees every committed
 * one. A savepoint gives the use back when the player is over the limit. The registration keeps the promotion the
 * coupon gave at that moment: a later staff edit of the coupon does not change it.
 */
export async function registerCoupon(
  tx: Transaction,
  playerId: string,
  rawCode: string,
  now: Date,
  source: CouponSource,
): Promise<{ redemption: RedemptionRow; promotion: PromotionRow } | undefined> {
  const code = normalizeCouponCode(rawCode);
  const found = await repo.findCoupon(tx, code);
  if (!found?.promotion.active) return undefined;
  return tx
    .transaction(async (savepoint) => {
      const promotionId = await repo.takeCouponUse(savepoint, code, now);
      if (!promotionId) throw new CouponNotUsable();
      const earlier = await repo.redemptionsOf(savepoint, playerId, code);
      if (earlier.length >= found.coupon.perPlayerLimit) throw new CouponNotUsable();
      const promotion = promotionId === found.promotion.id ? found.promotion : await repo.findPromotion(savepoint, promotionId);
      if (!promotion?.active) throw new CouponNotUsable();
      const redemption = await repo.insertRedemption(savepoint, { playerId, code, promotionId, redeemedAt: now, source });
      return { redemption, promotion };
    })
    .catch((error: unknown) => {
      if (error instanceof CouponNotUsable) return undefined;
      throw error;
    });
}
