import {
  formatMinorUnits,
  PROMOTION_TERMS,
  type CurrencyCode,
  type DepositBonusTier,
  type EligiblePromotion,
  type PlayerPromotion,
} from '@lodestar/contracts';
import { slotTitles } from '@lodestar/games';
import type { CurrencyRow } from '../currencies/index.ts';
import type { PlayerPromotionRow, PromotionRow } from './repo.ts';

const euros = (eurCents: bigint) => formatMinorUnits(eurCents, 100);

/** The catalogue id 'lodestar:slot-…' of a studio slot, with its title's name. */
export function freeSpinGameOf(gameId: string | null): { id: string; name: string } | null {
  if (!gameId) return null;
  const title = slotTitles.find((candidate) => `lodestar:${candidate.id}` === gameId);
  return { id: gameId, name: title?.name ?? gameId };
}

/** A running deposit tier as the terms page lists it. */
export function toDepositBonusTier(tier: PromotionRow): DepositBonusTier {
  return {
    depositNumber: tier.depositNumber ?? 0,
    fromEur: euros(tier.minDepositEurCents ?? 0n),
    percent: tier.bonusPercent,
    maxBonusEur: euros(tier.maxBonusEurCents),
    freeSpins: tier.freeSpins,
  };
}

/** The promotion's terms in one paragraph, built from the numbers the server applies (PROMOTION_TERMS). */
export function termsOf(promotion: PromotionRow): string {
  const parts: string[] = [];
  const hasBonus = promotion.bonusPercent > 0 || promotion.fixedBonusEurCents > 0n;
  if (promotion.bonusPercent > 0) {
    const from = promotion.minDepositEurCents ? ` of a deposit from ${euros(promotion.minDepositEurCents)} EUR` : '';
    parts.push(`${promotion.bonusPercent}% bonus${from}, up to ${euros(promotion.maxBonusEurCents)} EUR, credited with the deposit.`);
  } else if (promotion.fixedBonusEurCents > 0n) {
    parts.push(`${euros(promotion.fixedBonusEurCents)} EUR bonus, credited when the promotion is granted.`);
  }
  if (hasBonus) {
    parts.push(
      `Wager the bonus ${promotion.wageringMultiplier} times within ${promotion.validDays} days; slots count ${PROMOTION_TERMS.contributionPercent.slots}%, table and instant games ${PROMOTION_TERMS.contributionPercent.table}%.`,
      `While it is wagered the largest stake is ${euros(BigInt(PROMOTION_TERMS.maxStakeEurCents))} EUR. Stakes are paid from cash first, then bonus.`,
    );
  }
  if (promotion.freeSpins > 0) {
    const game = freeSpinGameOf(promotion.freeSpinGameId)?.name ?? 'the designated slot';
    parts.push(
      `${promotion.freeSpins} free spins on ${game} at ${euros(BigInt(PROMOTION_TERMS.freeSpinStakeEurCents))} EUR each, to play within ${Math.min(PROMOTION_TERMS.freeSpinValidDays, promotion.validDays)} days; their winnings become bonus money with ${promotion.wageringMultiplier}x wagering once the spins are played.`,
    );
  }
  parts.push(
    'Cancelling the promotion or cashing out before the wagering is met forfeits the bonus and its winnings. One active promotion at a time.',
  );
  return parts.join(' ');
}

export function toEligiblePromotion(
  promotion: PromotionRow,
  offer: { couponCode: string | null; accepted: boolean; afterWelcomeBonus: boolean },
): EligiblePromotion {
  return {
    id: promotion.id,
    name: promotion.name,
    kind: promotion.kind,
    depositNumber: promotion.depositNumber,
    minDepositEur: promotion.kind === 'deposit' && promotion.minDepositEurCents !== null ? euros(promotion.minDepositEurCents) : null,
    bonusPercent: promotion.bonusPercent,
    freeSpins: promotion.freeSpins,
    freeSpinGame: promotion.freeSpins > 0 ? freeSpinGameOf(promotion.freeSpinGameId) : null,
    maxBonusEur: euros(promotion.maxBonusEurCents),
    wageringMultiplier: promotion.wageringMultiplier,
    validDays: promotion.validDays,
    couponCode: offer.couponCode,
    accepted: offer.accepted,
    afterWelcomeBonus: offer.afterWelcomeBonus,
    terms: termsOf(promotion),
  };
}

export function toPlayerPromotion(grant: PlayerPromotionRow, promotion: PromotionRow, currency: CurrencyRow, bonusBalance: bigint): PlayerPromotion {
  const money = (minor: bigint) => formatMinorUnits(minor, currency.subunitsToUnit);
  return {
    id: grant.id,
    name: promotion.name,
    status: grant.status,
    currency: grant.currency as CurrencyCode,
    bonusAmount: money(grant.bonusAmount),
    bonusBalance: money(grant.status === 'active' ? bonusBalance : 0n),
    wageringRequired: money(grant.wageringRequired),
    wagered: money(grant.wagered),
    freeSpins: {
      total: grant.freeSpinsTotal,
      left: grant.freeSpinsLeft,
      game: freeSpinGameOf(grant.freeSpinGameId),
      stake: money(grant.freeSpinStake),
      winnings: money(grant.freeSpinWinnings),
    },
    maxStake: money(grant.maxStake),
    expiresAt: grant.expiresAt.toISOString(),
    createdAt: grant.createdAt.toISOString(),
    terms: termsOf(promotion),
  };
}
