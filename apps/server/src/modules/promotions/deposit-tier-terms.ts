import type { promotions } from './schema.ts';
import { STANDARD_PROMOTION_TERMS } from './standard-terms.ts';

const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth'];

/** What a deposit tier gives; its deposit number and threshold identify it. */
export interface DepositTierTerms {
  depositNumber: number;
  minDepositEurCents: bigint;
  bonusPercent: number;
  maxBonusEurCents: bigint;
  freeSpins: number;
}

/** 'deposit-1-from-16': the tier for the first deposit from 16 EUR (cents only when the threshold has them). */
export function depositTierId(depositNumber: number, minDepositEurCents: bigint): string {
  const from = minDepositEurCents % 100n === 0n ? String(minDepositEurCents / 100n) : `${minDepositEurCents}c`;
  return `deposit-${depositNumber}-from-${from}`;
}

/** "First deposit: 50% bonus + 100 free spins", as players see it among their promotions. */
export function depositTierName({ depositNumber, bonusPercent, freeSpins }: Pick<DepositTierTerms, 'depositNumber' | 'bonusPercent' | 'freeSpins'>) {
  const spins = freeSpins > 0 ? ` + ${freeSpins} free spins` : '';
  return `${ORDINALS[depositNumber - 1] ?? `Deposit ${depositNumber}`} deposit: ${bonusPercent}% bonus${spins}`;
}

/** The promotion row of a tier: wagering, days and the free-spin game are the standard terms. */
export function depositTierPromotion(terms: DepositTierTerms, endsAt: Date | null = null): typeof promotions.$inferInsert {
  return {
    id: depositTierId(terms.depositNumber, terms.minDepositEurCents),
    name: depositTierName(terms),
    kind: 'deposit',
    ...terms,
    fixedBonusEurCents: 0n,
    ...STANDARD_PROMOTION_TERMS,
    endsAt,
  };
}
