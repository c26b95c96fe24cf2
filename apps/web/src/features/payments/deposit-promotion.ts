import {
  EUR_UNIT,
  GATEWAY_MIN_EUR,
  PROMOTION_MAX_DEPOSITS,
  convertMinorUnits,
  toEurCents,
  toMinorUnits,
  type Currency,
  type EligiblePromotion,
} from '@lodestar/contracts';
import { wholeEurosAtLeast } from './deposit-amounts';

type Unit = Pick<Currency, 'subunits_to_unit' | 'eurRate'>;

/** What the deposit modal says under the amount (SPEC.md §5). Amounts are minor units of the deposit's currency. */
export type PromotionLine =
  | { kind: 'none' }
  | { kind: 'below-minimum'; minimumEur: string }
  /** Between minDeposit and the amount that qualifies: 'I don't want any promotion', and what would qualify. */
  | { kind: 'no-promotion'; qualifyingAmount: bigint }
  | { kind: 'bonus'; offer: EligiblePromotion; bonusAmount: bigint }
  /** The player already has a promotion running: this deposit would not get another one. */
  | { kind: 'promotion-active' };

/** The deposit tiers the server lists for the player's next deposit. */
export function nextDepositTiers(eligible: readonly EligiblePromotion[], depositCount: number): EligiblePromotion[] {
  return eligible.filter((offer) => offer.kind === 'deposit' && offer.depositNumber === depositCount + 1);
}

/** Deposit promotions a coupon registered and the player has not declined: for any deposit number. */
const couponDepositOffers = (eligible: readonly EligiblePromotion[]) =>
  eligible.filter((offer) => offer.kind === 'deposit' && offer.depositNumber === null && offer.accepted);

const offerFromEurCents = (offer: EligiblePromotion): bigint => (offer.minDepositEur === null ? 0n : toMinorUnits(offer.minDepositEur, 100));

/** The smallest amount of the currency worth at least `eurCents` at its rate (a conversion rounds down). */
export function smallestAmountWorth(eurCents: bigint, unit: Unit): bigint {
  // Both conversions use the same exact fraction, so the floored amount is at most one minor unit short.
  const amount = convertMinorUnits(eurCents, EUR_UNIT, unit);
  return toEurCents(amount, unit) < eurCents ? amount + 1n : amount;
}

/**
 * What a deposit of `amount` earns, as the server grants it (compared in EUR at the deposit's rate): an accepted
 * coupon offer it reaches first, else the highest tier it reaches unless the player declined that tier; a code typed
 * at registration comes after the first deposit's tier. The bonus
 * is `bonusPercent` of the deposit, at most the offer's maximum bonus.
 */
export function offerFor(
  tiers: readonly EligiblePromotion[],
  couponOffers: readonly EligiblePromotion[],
  amount: bigint,
  unit: Unit,
): { offer: EligiblePromotion; bonusAmount: bigint } | undefined {
  const eurCents = toEurCents(amount, unit);
  const reaches = (offer: EligiblePromotion) => offerFromEurCents(offer) <= eurCents;
  const highestTier = tiers
    .filter(reaches)
    .reduce<EligiblePromotion | undefined>(
      (best, candidate) => (best && offerFromEurCents(best) >= offerFromEurCents(candidate) ? best : candidate),
      undefined,
    );
  const tier = highestTier?.accepted ? highestTier : undefined;
  // A code typed at registration waits while the first deposit earns the welcome bonus (the tier it reaches).
  const offer = couponOffers.find((coupon) => reaches(coupon) && !(coupon.afterWelcomeBonus && tier)) ?? tier;
  if (!offer) return undefined;
  const cap = convertMinorUnits(toMinorUnits(offer.maxBonusEur, 100), EUR_UNIT, unit);
  const bonus = (amount * BigInt(offer.bonusPercent)) / 100n;
  return { offer, bonusAmount: bonus < cap ? bonus : cap };
}

/**
 * SPEC.md §5: below minDeposit the minimum in euros; from minDeposit to the qualifying amount 'I don't want any
 * promotion'; from there the offer of the next deposit, while the player has made fewer than
 * PROMOTION_MAX_DEPOSITS deposits and has not declined it. The qualifying amount is the larger of the server's
 * minPromotion and the lowest tier of *this* deposit number, so the hint names an amount that really gets a bonus
 * (a 2nd deposit's tier starts at 20 EUR, not at the 1st deposit's 16). Fiat gateways also need GATEWAY_MIN_EUR,
 * so that is the floor of the minimum shown for fiat.
 */
export function promotionLine(input: {
  amount: bigint | undefined;
  minDeposit: bigint;
  /** null once no deposit can earn a promotion (the server counted 5 deposits). */
  minPromotion: bigint | null;
  unit: Unit & Pick<Currency, 'type'>;
  depositCount: number | undefined;
  /** The eligible promotions; undefined while they load (or when they failed: the modal then promises nothing). */
  eligible: readonly EligiblePromotion[] | undefined;
  hasActivePromotion: boolean;
}): PromotionLine {
  const { amount, minDeposit, minPromotion, unit, depositCount, eligible, hasActivePromotion } = input;
  if (amount === undefined) return { kind: 'none' };
  const fiat = unit.type === 'FIAT';
  let minimumEur = wholeEurosAtLeast(minDeposit, unit);
  if (fiat && minimumEur < BigInt(GATEWAY_MIN_EUR)) minimumEur = BigInt(GATEWAY_MIN_EUR);
  if (amount < minDeposit || (fiat && toEurCents(amount, unit) < BigInt(GATEWAY_MIN_EUR) * 100n)) {
    return { kind: 'below-minimum', minimumEur: minimumEur.toString() };
  }
  if (depositCount === undefined || depositCount >= PROMOTION_MAX_DEPOSITS || minPromotion === null || eligible === undefined) {
    return { kind: 'none' };
  }
  const tiers = nextDepositTiers(eligible, depositCount);
  const couponOffers = couponDepositOffers(eligible);
  const candidates = [...couponOffers, ...tiers.filter((tier) => tier.accepted)];
  // Nothing offered, or every offer declined ('I don't want any promotion'): no promotion line at all.
  if (candidates.length === 0) return { kind: 'none' };
  if (hasActivePromotion) return { kind: 'promotion-active' };

  const lowestOffer = candidates.map(offerFromEurCents).reduce((lowest, from) => (from < lowest ? from : lowest));
  const lowestOfferAmount = smallestAmountWorth(lowestOffer, unit);
  const qualifyingAmount = lowestOfferAmount > minPromotion ? lowestOfferAmount : minPromotion;
  if (amount < qualifyingAmount) return { kind: 'no-promotion', qualifyingAmount };
  const reached = offerFor(tiers, couponOffers, amount, unit);
  // Past the qualifying amount only a tier the player declined on its own earns nothing.
  return reached ? { kind: 'bonus', ...reached } : { kind: 'none' };
}
