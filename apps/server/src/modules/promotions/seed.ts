import { bonusTiers, PROMOTION_TERMS } from '@lodestar/contracts';
import type { Executor } from '../../db/client.ts';
import { depositTierPromotion } from './deposit-tier-terms.ts';
import { promotionsRepo as repo } from './repo.ts';
import { STANDARD_PROMOTION_TERMS } from './standard-terms.ts';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const commonTerms = { ...STANDARD_PROMOTION_TERMS, maxBonusEurCents: BigInt(PROMOTION_TERMS.maxBonusEur) * 100n };

/** The demo coupons a fresh installation offers; tests create their own through the repository. */
export const DEMO_COUPONS = { noDeposit: 'SPINS20', deposit: 'RELOAD50' } as const;

/**
 * The deposit tiers of SPEC.md §9 and the demo coupons, inserted once: a restart never undoes what staff changed in a
 * tier, nor resets a coupon's uses or validity.
 */
export async function seedPromotions(db: Executor, now: Date = new Date()): Promise<void> {
  for (const tier of bonusTiers) {
    const terms = {
      depositNumber: tier.depositNumber,
      minDepositEurCents: BigInt(tier.fromEur) * 100n,
      bonusPercent: tier.percent,
      maxBonusEurCents: commonTerms.maxBonusEurCents,
      freeSpins: tier.freeSpins,
    };
    await repo.insertPromotionIfMissing(db, depositTierPromotion(terms));
  }
  await repo.upsertPromotion(db, {
    id: 'coupon-spins20',
    name: '20 free spins, no deposit needed',
    kind: 'no-deposit',
    depositNumber: null,
    minDepositEurCents: null,
    bonusPercent: 0,
    freeSpins: 20,
    ...commonTerms,
  });
  await repo.upsertPromotion(db, {
    id: 'coupon-reload50',
    name: 'Reload: 50% bonus + 25 free spins',
    kind: 'deposit',
    depositNumber: null,
    minDepositEurCents: 2000n,
    bonusPercent: 50,
    freeSpins: 25,
    ...commonTerms,
  });
  const validUntil = new Date(now.getTime() + YEAR_MS);
  await repo.insertCouponIfMissing(db, {
    code: DEMO_COUPONS.noDeposit,
    promotionId: 'coupon-spins20',
    validFrom: now,
    validUntil,
    maxUses: 10_000,
    perPlayerLimit: 1,
  });
  await repo.insertCouponIfMissing(db, {
    code: DEMO_COUPONS.deposit,
    promotionId: 'coupon-reload50',
    validFrom: now,
    validUntil,
    maxUses: null,
    perPlayerLimit: 1,
  });
}
