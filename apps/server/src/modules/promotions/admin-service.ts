import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  couponStatusAt,
  formatMinorUnits,
  PROMOTION_TERMS,
  promotionAdminMessages as messages,
  toMinorUnits,
  type AdminCouponOffer,
  type AdminPromotionList,
  type CouponBonusKind,
  type AdminDepositTier,
  type createCouponRequest,
  type createDepositTierRequest,
  type editCouponRequest,
  type editDepositTierRequest,
} from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import {
  CouponAlreadyExpired,
  CouponCodeTaken,
  CouponLimitBelowRedemptions,
  DepositTierAlreadyEnded,
  DepositTierExists,
  NotFound,
} from '../../platform/domain-errors.ts';
import { promotionAdminRepo as repo } from './admin-repo.ts';
import { normalizeCouponCode } from './coupons.ts';
import { depositTierName, depositTierPromotion } from './deposit-tier-terms.ts';
import { STANDARD_PROMOTION_TERMS } from './standard-terms.ts';
import type { CouponRow, PromotionRow } from './repo.ts';
import type { promotions } from './schema.ts';

type CouponGives = z.output<typeof editCouponRequest>;
type NewCoupon = z.output<typeof createCouponRequest>;
type TierChange = z.output<typeof editDepositTierRequest>;
type NewTier = z.output<typeof createDepositTierRequest>;

const eurCents = (eur: string) => toMinorUnits(eur, 100);
const euros = (cents: bigint) => formatMinorUnits(cents, 100);
/** "100" rather than "100.00" in a name players read. */
const eurosInName = (cents: bigint) => (cents % 100n === 0n ? String(cents / 100n) : euros(cents));

const bonusKindOf = (promotion: PromotionRow): CouponBonusKind =>
  promotion.bonusPercent > 0 ? 'percent' : promotion.fixedBonusEurCents > 0n ? 'fixed' : 'none';

/**
 * The promotion a coupon's redemptions get from now on. A percent bonus waits for a deposit (kind 'deposit', keeping
 * the smallest qualifying deposit the coupon had); a fixed bonus and free spins are granted at redemption. Wagering,
 * days and the free-spin game are always those of PROMOTION_TERMS.
 */
function promotionOf(code: string, gives: CouponGives, previous?: PromotionRow): typeof promotions.$inferInsert {
  const percent = gives.bonusKind === 'percent' ? gives.bonusPercent! : 0;
  const capCents = gives.bonusKind === 'percent' ? eurCents(gives.maxBonusEur!) : null;
  const fixedCents = gives.bonusKind === 'fixed' ? eurCents(gives.fixedBonusEur!) : 0n;
  const parts = [
    ...(capCents !== null ? [`${percent}% bonus up to ${eurosInName(capCents)} EUR`] : []),
    ...(fixedCents > 0n ? [`${eurosInName(fixedCents)} EUR bonus`] : []),
    ...(gives.freeSpins > 0 ? [`${gives.freeSpins} free spins`] : []),
  ];
  return {
    id: `coupon-${code.toLowerCase()}-${randomUUID().slice(0, 8)}`,
    name: parts.join(' + '),
    kind: capCents !== null ? 'deposit' : 'no-deposit',
    depositNumber: null,
    minDepositEurCents: capCents !== null ? (previous?.minDepositEurCents ?? null) : null,
    bonusPercent: percent,
    fixedBonusEurCents: fixedCents,
    maxBonusEurCents: capCents ?? (fixedCents > 0n ? fixedCents : BigInt(PROMOTION_TERMS.maxBonusEur) * 100n),
    freeSpins: gives.freeSpins,
    ...STANDARD_PROMOTION_TERMS,
  };
}

function toCouponOffer(coupon: CouponRow, promotion: PromotionRow, granted: number, now: Date): AdminCouponOffer {
  const window = {
    validFrom: coupon.validFrom.toISOString(),
    validUntil: coupon.validUntil?.toISOString() ?? null,
    redeemed: coupon.uses,
    maxRedemptions: coupon.maxUses,
  };
  return {
    code: coupon.code,
    promotionId: promotion.id,
    name: promotion.name,
    bonusKind: bonusKindOf(promotion),
    bonusPercent: promotion.bonusPercent,
    maxBonusEur: euros(promotion.maxBonusEurCents),
    minDepositEur: promotion.kind === 'deposit' && promotion.minDepositEurCents !== null ? euros(promotion.minDepositEurCents) : null,
    freeSpins: promotion.freeSpins,
    granted,
    ...window,
    status: couponStatusAt(window, now),
  };
}

function toDepositTier(promotion: PromotionRow, granted: number, now: Date): AdminDepositTier {
  const ended = !promotion.active || (promotion.endsAt !== null && promotion.endsAt <= now);
  return {
    id: promotion.id,
    name: promotion.name,
    depositNumber: promotion.depositNumber ?? 0,
    minDepositEur: euros(promotion.minDepositEurCents ?? 0n),
    bonusPercent: promotion.bonusPercent,
    maxBonusEur: euros(promotion.maxBonusEurCents),
    freeSpins: promotion.freeSpins,
    granted,
    endsAt: promotion.endsAt?.toISOString() ?? null,
    status: ended ? 'ended' : 'live',
  };
}

const endsAtOf = (change: { endsAt: string | null }) => (change.endsAt === null ? null : new Date(change.endsAt));

export type PromotionAdmin = ReturnType<typeof createPromotionAdmin>;

/**
 * What staff with promotions:manage do: list offers; create and edit coupons, change their limit, expire them; create,
 * change and end deposit tiers.
 */
export function createPromotionAdmin({ db, now }: { db: Database; now: () => Date }) {
  const notFound = () => new NotFound(messages.couponNotFound);

  return {
    async list(): Promise<AdminPromotionList> {
      const at = now();
      const [coupons, tiers] = await Promise.all([repo.couponsWithCounts(db), repo.depositTiersWithCounts(db)]);
      return {
        coupons: coupons.map(({ coupon, promotion, granted }) => toCouponOffer(coupon, promotion, granted, at)),
        depositTiers: tiers.map(({ promotion, granted }) => toDepositTier(promotion, granted, at)),
      };
    },

    /** The promotion and its coupon, or neither (409 for a code taken in any case). */
    async createCoupon(input: NewCoupon): Promise<void> {
      await db.transaction(async (tx) => {
        const promotion = promotionOf(input.couponCode, input);
        await repo.insertPromotion(tx, promotion);
        const inserted = await repo.insertCouponIfNew(tx, {
          code: input.couponCode,
          promotionId: promotion.id,
          validFrom: new Date(input.validFrom),
          validUntil: input.validUntil === null ? null : new Date(input.validUntil),
          maxUses: input.maxRedemptions,
          perPlayerLimit: 1,
        });
        if (!inserted) throw new CouponCodeTaken(messages.codeTaken, 'couponCode');
      });
    },

    /**
     * Points the coupon at a new promotion with the new terms and sets its window. Registrations and grants made
     * before reference the old promotion, so they keep the terms they were made under.
     */
    async editCoupon(rawCode: string, gives: CouponGives): Promise<void> {
      const code = normalizeCouponCode(rawCode);
      await db.transaction(async (tx) => {
        const current = await repo.lockCoupon(tx, code);
        if (!current) throw notFound();
        const promotion = promotionOf(code, gives, current.promotion);
        await repo.insertPromotion(tx, promotion);
        await repo.repointCoupon(tx, code, {
          promotionId: promotion.id,
          validFrom: new Date(gives.validFrom),
          validUntil: gives.validUntil === null ? null : new Date(gives.validUntil),
        });
      });
    },

    async changeLimit(rawCode: string, maxRedemptions: number | null): Promise<void> {
      const code = normalizeCouponCode(rawCode);
      if (await repo.setLimit(db, code, maxRedemptions)) return;
      const uses = await repo.usesOf(db, code);
      if (uses === undefined) throw notFound();
      throw new CouponLimitBelowRedemptions(messages.limitBelowRedemptions(uses), 'maxRedemptions');
    },

    /** Ends the window now: no new registration from this moment; promotions granted keep running. */
    async expire(rawCode: string): Promise<void> {
      const code = normalizeCouponCode(rawCode);
      if (await repo.expire(db, code, now())) return;
      if ((await repo.usesOf(db, code)) === undefined) throw notFound();
      throw new CouponAlreadyExpired(messages.alreadyExpired);
    },

    /** A new tier for a deposit number from a threshold: 409 when that deposit has one from it, ended or not. */
    async createTier(input: NewTier): Promise<void> {
      const terms = {
        depositNumber: input.depositNumber,
        minDepositEurCents: eurCents(input.minDepositEur),
        bonusPercent: input.bonusPercent,
        maxBonusEurCents: eurCents(input.maxBonusEur),
        freeSpins: input.freeSpins,
      };
      if (!(await repo.insertTierIfNew(db, depositTierPromotion(terms, endsAtOf(input))))) {
        throw new DepositTierExists(messages.tierExists, 'minDepositEur');
      }
    },

    /**
     * Changes what the tier gives and until when it runs, from the next deposit on: grants copy the terms they were
     * made under. A past end ends it; a later or no end runs an ended tier again.
     */
    async editTier(id: string, change: TierChange): Promise<void> {
      const tier = await repo.findTier(db, id);
      if (!tier) throw new NotFound(messages.tierNotFound);
      const gives = { bonusPercent: change.bonusPercent, freeSpins: change.freeSpins };
      const updated = await repo.updateTier(db, id, {
        ...gives,
        name: depositTierName({ depositNumber: tier.depositNumber!, ...gives }),
        maxBonusEurCents: eurCents(change.maxBonusEur),
        endsAt: endsAtOf(change),
      });
      if (!updated) throw new NotFound(messages.tierNotFound);
    },

    /** Ends the tier now: deposits from this moment do not earn it; bonuses granted keep running. */
    async endTier(id: string): Promise<void> {
      if (await repo.endTier(db, id, now())) return;
      if (!(await repo.findTier(db, id))) throw new NotFound(messages.tierNotFound);
      throw new DepositTierAlreadyEnded(messages.tierAlreadyEnded);
    },
  };
}
