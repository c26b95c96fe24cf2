import { z } from 'zod';
import { currencyCodes, PROMO_COUPON_MAX_LENGTH } from './constants.ts';
import { messages } from './messages.ts';

/**
 * The bonus terms Lodestar chose where SPEC.md §9 says "not shown" (issue 14). One place, so the terms page, every
 * promotion card and the server's rules cannot disagree.
 */
export const PROMOTION_TERMS = {
  /** Wagering is this multiple of the bonus (and of free-spin winnings once unlocked): the UKGC cap since January 2026. */
  wageringMultiplier: 10,
  /** Days a bonus has to be wagered, counted from the grant. */
  bonusValidDays: 30,
  /** Days free spins can be played, counted from the grant. */
  freeSpinValidDays: 7,
  /** The largest stake while a bonus is being wagered, in EUR cents at the day's rate: larger stakes are refused. */
  maxStakeEurCents: 500,
  /** What one free spin stakes, in EUR cents at the rate of the grant: the designated slot's 0.10 EUR line. */
  freeSpinStakeEurCents: 10,
  /** How much of a stake counts towards wagering, per game category of the catalogue. */
  contributionPercent: { slots: 100, table: 10, instant: 10 },
  /** The largest bonus of one grant, in EUR (SPEC.md §9). */
  maxBonusEur: 8000,
  /** Promotions apply while the player has made fewer deposits than this (SPEC.md §5). */
  maxDeposits: 5,
} as const;

/** The catalogue id of the slot that free spins are played on (a non-jackpot slot, so a free spin never feeds the pool). */
export const FREE_SPIN_GAME_ID = 'lodestar:slot-fruit-constellation';

export const promotionKinds = ['deposit', 'no-deposit'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/**
 * A grant's life: active while wagered or its spins played; completed when the wagering was met (the bonus became
 * cash); forfeited on cancellation or a withdrawal; expired when its days ran out. Only active ones hold money.
 */
export const playerPromotionStatuses = ['active', 'completed', 'forfeited', 'expired'] as const;
export type PlayerPromotionStatus = (typeof playerPromotionStatuses)[number];

/** POST user-service promotion/coupon: is this code valid for me right now (the deposit modal asks as the player types). */
export const couponCheckRequest = z.object({
  couponName: z
    .string({ error: messages.field.required })
    .trim()
    .min(1, messages.field.required)
    .max(PROMO_COUPON_MAX_LENGTH, messages.field.tooLong(PROMO_COUPON_MAX_LENGTH)),
});
export type CouponCheckRequest = z.infer<typeof couponCheckRequest>;
/** `message` is 'Coupon is valid' or 'Coupon is invalid'; a valid code also names the promotion it registers. */
export const couponCheckResponse = z.object({
  valid: z.boolean(),
  message: z.string(),
  promotion: z.object({ name: z.string(), kind: z.enum(promotionKinds) }).nullable(),
});
export type CouponCheckResponse = z.infer<typeof couponCheckResponse>;

/** An offer the player can take: a deposit tier of SPEC.md §9 or a promotion a coupon registered. Amounts in EUR. */
export const eligiblePromotion = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(promotionKinds),
  /** The deposit (1st … 5th) a tier is for; null for a coupon's promotion. */
  depositNumber: z.number().int().nullable(),
  /** The smallest qualifying deposit in EUR ("16.00"); null for a no-deposit promotion. */
  minDepositEur: z.string().nullable(),
  bonusPercent: z.number().int(),
  freeSpins: z.number().int(),
  freeSpinGame: z.object({ id: z.string(), name: z.string() }).nullable(),
  maxBonusEur: z.string(),
  wageringMultiplier: z.number().int(),
  validDays: z.number().int(),
  /** The code that registered it, when a coupon did. */
  couponCode: z.string().nullable(),
  /** False once the player declined it: the next deposit then comes without it. */
  accepted: z.boolean(),
  /**
   * A code typed at registration, before the first deposit: that deposit earns the welcome bonus (its tier) when it
   * reaches one the player has not declined, and the code waits for a later deposit.
   */
  afterWelcomeBonus: z.boolean(),
  /** The promotion's terms in one paragraph, shown beside it. */
  terms: z.string(),
});
export type EligiblePromotion = z.infer<typeof eligiblePromotion>;
/** A deposit tier running now, as the terms page lists it: amounts in whole or decimal EUR ("16", "12.50"). */
export const depositBonusTier = z.object({
  depositNumber: z.number().int(),
  fromEur: z.string(),
  percent: z.number().int(),
  maxBonusEur: z.string(),
  freeSpins: z.number().int(),
});
export type DepositBonusTier = z.infer<typeof depositBonusTier>;
export const depositBonusTiersResponse = z.object({ tiers: z.array(depositBonusTier) });

export const eligiblePromotionsResponse = z.object({ promotions: z.array(eligiblePromotion) });
export type EligiblePromotionsResponse = z.infer<typeof eligiblePromotionsResponse>;

/** POST profile-service profile/promotion: accept or decline an eligible promotion. */
export const promotionChoiceRequest = z.object({ id: z.string().min(1).max(100), accepted: z.boolean() });
/** DELETE profile-service profile/promotion: cancel an active promotion, forfeiting its bonus and winnings. */
export const promotionIdRequest = z.object({ id: z.string().min(1).max(100) });

/** A promotion granted to the player. Amounts are decimal strings in major units of `currency`. */
export const playerPromotion = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(playerPromotionStatuses),
  currency: z.enum(currencyCodes),
  /** The bonus granted. */
  bonusAmount: z.string(),
  /** What is left of it on the bonus wallet now (0 once completed, forfeited or expired). */
  bonusBalance: z.string(),
  wageringRequired: z.string(),
  wagered: z.string(),
  freeSpins: z.object({
    total: z.number().int(),
    left: z.number().int(),
    game: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** One spin's stake. */
    stake: z.string(),
    /** What the spins won so far, held on the free-spin wallet until unlocked. */
    winnings: z.string(),
  }),
  /** The largest stake while it is active. */
  maxStake: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  terms: z.string(),
});
export type PlayerPromotion = z.infer<typeof playerPromotion>;
export const playerPromotionsResponse = z.object({ promotions: z.array(playerPromotion) });
export type PlayerPromotionsResponse = z.infer<typeof playerPromotionsResponse>;

/** Loyalty levels: points from 1 per EUR of real-money stakes; each level pays back a share of the house edge. */
export interface LoyaltyLevel {
  level: number;
  name: string;
  /** Points needed to reach it. */
  points: number;
  /** Share of the house edge of real-money stakes paid back as rakeback, in percent. */
  rakebackPercent: number;
}
export const loyaltyLevels: readonly LoyaltyLevel[] = [
  { level: 1, name: 'Bronze', points: 0, rakebackPercent: 5 },
  { level: 2, name: 'Silver', points: 500, rakebackPercent: 7.5 },
  { level: 3, name: 'Gold', points: 2_500, rakebackPercent: 10 },
  { level: 4, name: 'Platinum', points: 10_000, rakebackPercent: 12.5 },
  { level: 5, name: 'Diamond', points: 50_000, rakebackPercent: 15 },
];
/** Points per EUR of real-money stakes (cash and bonus; free spins earn none). */
export const LOYALTY_POINTS_PER_EUR = 1;

/** GET profile-service profile/loyalty-level (SPEC.md §3): nextLevel is null at the top level. */
export const loyaltyLevelResponse = z.object({
  currentLevel: z.object({ level: z.number().int(), points: z.number().int(), name: z.string() }),
  nextLevel: z.object({ level: z.number().int(), points: z.number().int(), name: z.string() }).nullable(),
  /** Rakeback waiting to be claimed, per currency, in major units; currencies with nothing are left out. */
  rakeback: z.array(z.object({ currency: z.enum(currencyCodes), amount: z.string() })),
});
export type LoyaltyLevelResponse = z.infer<typeof loyaltyLevelResponse>;
/** POST profile-service profile/rakeback/claim: the claimable rakeback of a currency becomes cash. */
export const rakebackClaimRequest = z.object({ currency: z.enum(currencyCodes) });
export type RakebackClaimRequest = z.infer<typeof rakebackClaimRequest>;
/** What the claim paid, in major units of its currency; `message` is promotionMessages.rakebackClaimed. */
export const rakebackClaimResponse = z.object({ message: z.string(), currency: z.enum(currencyCodes), amount: z.string() });
export type RakebackClaimResponse = z.infer<typeof rakebackClaimResponse>;
