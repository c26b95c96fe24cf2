import { z } from 'zod';
import { PROMOTION_TERMS } from './promotions.ts';

/** The back office's promotion calls (issue: promotions and coupons): not in SPEC.md, so the wording is ours. */
export const ADMIN_PROMOTIONS_PATH = '/api/admin/promotions';
export const adminPromotionPaths = {
  list: ADMIN_PROMOTIONS_PATH,
  createCoupon: `${ADMIN_PROMOTIONS_PATH}/coupons`,
  /** :id is the coupon's code. */
  editCoupon: `${ADMIN_PROMOTIONS_PATH}/coupons/:id`,
  couponLimit: `${ADMIN_PROMOTIONS_PATH}/coupons/:id/limit`,
  expireCoupon: `${ADMIN_PROMOTIONS_PATH}/coupons/:id/expire`,
  createTier: `${ADMIN_PROMOTIONS_PATH}/deposit-tiers`,
  /** :id is the tier's promotion id. */
  editTier: `${ADMIN_PROMOTIONS_PATH}/deposit-tiers/:id`,
  endTier: `${ADMIN_PROMOTIONS_PATH}/deposit-tiers/:id/end`,
} as const;

/** The most a percent bonus may be, and the most free spins one coupon may give. */
export const COUPON_MAX_BONUS_PERCENT = 500;
export const COUPON_MAX_FREE_SPINS = 500;
export const COUPON_CODE_MAX_LENGTH = 32;
export const COUPON_MAX_REDEMPTIONS = 1_000_000;
/** The largest threshold of a deposit tier, in EUR. */
export const TIER_MAX_DEPOSIT_EUR = 1_000_000;

export const promotionAdminMessages = {
  codeFormat: 'Use only letters A–Z, digits and hyphens',
  codeLength: `A code has 3 to ${COUPON_CODE_MAX_LENGTH} characters`,
  codeTaken: 'A coupon with this code already exists',
  couponNotFound: 'Coupon not found',
  percentRange: `Enter a whole percent from 1 to ${COUPON_MAX_BONUS_PERCENT}`,
  freeSpinsRange: `Enter a whole number of free spins from 0 to ${COUPON_MAX_FREE_SPINS}`,
  amountFormat: 'Enter an amount in EUR, like 25 or 12.50',
  amountNegative: 'An amount cannot be negative',
  amountZero: 'Enter an amount above 0',
  amountAboveMaximum: `At most ${PROMOTION_TERMS.maxBonusEur} EUR (the largest bonus of one grant)`,
  givesNothing: 'Give a bonus, free spins or both',
  dateFormat: 'Enter a date and time',
  untilBeforeFrom: 'The end must be after the start',
  limitRange: `Enter a whole number from 1 to ${COUPON_MAX_REDEMPTIONS}, or leave it empty for no limit`,
  limitBelowRedemptions: (redeemed: number) => `The limit cannot be below the ${redeemed} redemptions already made`,
  alreadyExpired: 'This coupon has already expired',
  created: 'Coupon created',
  edited: 'Coupon changed; redemptions made before keep their terms',
  limitChanged: 'Limit changed',
  expired: 'Coupon expired; promotions already granted keep running',
  depositNumberRange: `Choose a deposit from 1 to ${PROMOTION_TERMS.maxDeposits}`,
  tierMinDepositRange: `Enter an amount from 0 (any deposit) to ${TIER_MAX_DEPOSIT_EUR.toLocaleString('en-GB')} EUR, like 50 or 12.50`,
  tierExists: 'This deposit already has a tier from this amount',
  tierNotFound: 'Deposit tier not found',
  tierAlreadyEnded: 'This tier has already ended',
  tierCreated: 'Deposit tier created',
  tierEdited: 'Deposit tier changed; bonuses already granted keep their terms',
  tierEnded: 'Deposit tier ended; bonuses already granted keep running',
} as const;

const m = promotionAdminMessages;

/** EUR as typed in a form ("25", "12.50"); a negative amount gets a message of its own rather than "wrong format". */
const eurField = z
  .string({ error: m.amountFormat })
  .trim()
  .refine((value) => !value.startsWith('-'), m.amountNegative)
  .refine((value) => value.startsWith('-') || /^\d{1,7}(\.\d{1,2})?$/.test(value), m.amountFormat)
  .refine((value) => !/^\d/.test(value) || Number(value) > 0, m.amountZero)
  .refine((value) => !/^\d/.test(value) || Number(value) <= PROMOTION_TERMS.maxBonusEur, m.amountAboveMaximum);

const instantField = z.iso.datetime({ offset: true, error: m.dateFormat });

export const couponBonusKinds = ['none', 'percent', 'fixed'] as const;
export type CouponBonusKind = (typeof couponBonusKinds)[number];

/**
 * What a coupon gives, flat (so the audit log records every field): a percent of the next deposit up to a cap, a fixed
 * EUR bonus at redemption, or no bonus; and free spins. Wagering, stakes and validity days stay PROMOTION_TERMS.
 */
const givesShape = {
  bonusKind: z.enum(couponBonusKinds, { error: 'Choose the kind of bonus' }),
  /** With bonusKind 'percent'. */
  bonusPercent: z
    .number({ error: m.percentRange })
    .int(m.percentRange)
    .min(1, m.percentRange)
    .max(COUPON_MAX_BONUS_PERCENT, m.percentRange)
    .optional(),
  /** With bonusKind 'percent': the cap of the bonus in EUR. */
  maxBonusEur: eurField.optional(),
  /** With bonusKind 'fixed'. */
  fixedBonusEur: eurField.optional(),
  freeSpins: z.number({ error: m.freeSpinsRange }).int(m.freeSpinsRange).min(0, m.freeSpinsRange).max(COUPON_MAX_FREE_SPINS, m.freeSpinsRange),
  validFrom: instantField,
  /** Null: no end. */
  validUntil: instantField.nullable(),
};

const givesObject = z.object(givesShape);
type GivesAndWindow = z.output<typeof givesObject>;

/** The rules across fields, each reported on the field to correct. */
function checkGivesAndWindow(value: GivesAndWindow, context: z.RefinementCtx) {
  const missing = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  if (value.bonusKind === 'percent') {
    if (value.bonusPercent === undefined) missing('bonusPercent', m.percentRange);
    if (value.maxBonusEur === undefined) missing('maxBonusEur', m.amountFormat);
  }
  if (value.bonusKind === 'fixed' && value.fixedBonusEur === undefined) missing('fixedBonusEur', m.amountFormat);
  if (value.bonusKind === 'none' && value.freeSpins === 0) missing('freeSpins', m.givesNothing);
  if (value.validUntil !== null && Date.parse(value.validUntil) <= Date.parse(value.validFrom)) missing('validUntil', m.untilBeforeFrom);
}

/** Null: no limit. */
const maxRedemptionsField = z
  .number({ error: m.limitRange })
  .int(m.limitRange)
  .min(1, m.limitRange)
  .max(COUPON_MAX_REDEMPTIONS, m.limitRange)
  .nullable();

/** POST: a new coupon offer. The code is stored in upper case, so codes differing only in case are one code. */
export const createCouponRequest = z
  .object({
    /** Not `code`: the audit log leaves out fields named so (a sign-in's TOTP code). */
    couponCode: z
      .string({ error: m.codeLength })
      .trim()
      .min(3, m.codeLength)
      .max(COUPON_CODE_MAX_LENGTH, m.codeLength)
      .regex(/^[A-Za-z0-9-]+$/, m.codeFormat)
      .transform((code) => code.toUpperCase()),
    ...givesShape,
    maxRedemptions: maxRedemptionsField,
  })
  .superRefine(checkGivesAndWindow);
export type CreateCouponRequest = z.input<typeof createCouponRequest>;

/** PUT: what the coupon gives and its window; redemptions made before keep the terms they were made under. */
export const editCouponRequest = givesObject.superRefine(checkGivesAndWindow);
export type EditCouponRequest = z.input<typeof editCouponRequest>;

/** POST …/limit: never below the redemptions already made (409). */
export const couponLimitRequest = z.object({ maxRedemptions: maxRedemptionsField });
export type CouponLimitRequest = z.infer<typeof couponLimitRequest>;

export const couponCodeParams = z.object({
  id: z
    .string()
    .min(1)
    .max(COUPON_CODE_MAX_LENGTH * 8),
});

export const couponStatuses = ['scheduled', 'live', 'expired', 'exhausted'] as const;
export type CouponStatus = (typeof couponStatuses)[number];

/** Where a coupon stands at `now`: an ended window wins over a reached limit, which wins over a window not begun. */
export function couponStatusAt(
  coupon: { validFrom: string; validUntil: string | null; redeemed: number; maxRedemptions: number | null },
  now: Date,
): CouponStatus {
  if (coupon.validUntil !== null && Date.parse(coupon.validUntil) <= now.getTime()) return 'expired';
  if (coupon.maxRedemptions !== null && coupon.redeemed >= coupon.maxRedemptions) return 'exhausted';
  if (Date.parse(coupon.validFrom) > now.getTime()) return 'scheduled';
  return 'live';
}

export const adminCouponOffer = z.object({
  code: z.string(),
  /** The promotion its next redemptions get; an edit points the coupon at a new one. */
  promotionId: z.string(),
  name: z.string(),
  bonusKind: z.enum(couponBonusKinds),
  bonusPercent: z.number().int(),
  /** EUR ("100.00"): the cap of a percent bonus, or the fixed bonus. */
  maxBonusEur: z.string(),
  /** The smallest qualifying deposit of a percent bonus, EUR; null without one. */
  minDepositEur: z.string().nullable(),
  freeSpins: z.number().int(),
  /** Players who registered the code; the limit counts these. */
  redeemed: z.number().int(),
  /** Promotions granted from it. */
  granted: z.number().int(),
  maxRedemptions: z.number().int().nullable(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  status: z.enum(couponStatuses),
});
export type AdminCouponOffer = z.infer<typeof adminCouponOffer>;

/**
 * What a deposit tier gives, and until when it runs (null: no end). Its deposit number and threshold identify it and
 * never change: another threshold is another tier (create it, end this one).
 */
export const editDepositTierRequest = z.object({
  bonusPercent: givesShape.bonusPercent.unwrap(),
  maxBonusEur: eurField,
  freeSpins: givesShape.freeSpins,
  endsAt: instantField.nullable(),
});
export type EditDepositTierRequest = z.input<typeof editDepositTierRequest>;

/** POST: a new tier for the 1st … 5th deposit from a threshold; 409 when that deposit has a tier from it already. */
export const createDepositTierRequest = editDepositTierRequest.extend({
  depositNumber: z
    .number({ error: m.depositNumberRange })
    .int(m.depositNumberRange)
    .min(1, m.depositNumberRange)
    .max(PROMOTION_TERMS.maxDeposits, m.depositNumberRange),
  minDepositEur: z
    .string({ error: m.tierMinDepositRange })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, m.tierMinDepositRange)
    .refine((value) => Number(value) <= TIER_MAX_DEPOSIT_EUR, m.tierMinDepositRange),
});
export type CreateDepositTierRequest = z.input<typeof createDepositTierRequest>;

export const depositTierParams = z.object({ id: z.string().min(1).max(200) });

export const depositTierStatuses = ['live', 'ended'] as const;
export type DepositTierStatus = (typeof depositTierStatuses)[number];

export const adminDepositTier = z.object({
  id: z.string(),
  name: z.string(),
  depositNumber: z.number().int(),
  minDepositEur: z.string(),
  bonusPercent: z.number().int(),
  maxBonusEur: z.string(),
  freeSpins: z.number().int(),
  granted: z.number().int(),
  /** Null: no end. */
  endsAt: z.string().nullable(),
  status: z.enum(depositTierStatuses),
});
export type AdminDepositTier = z.infer<typeof adminDepositTier>;

export const adminPromotionList = z.object({ coupons: z.array(adminCouponOffer), depositTiers: z.array(adminDepositTier) });
export type AdminPromotionList = z.infer<typeof adminPromotionList>;

export const adminPromotionActionResponse = z.object({ message: z.string() });
