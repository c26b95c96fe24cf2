import { convertMinorUnits, EUR_UNIT, PROMOTION_TERMS } from '@lodestar/contracts';
import type { Executor, Transaction } from '../../db/client.ts';
import { balanceOf, postTransaction, type AccountRef, type PostingLeg } from '../ledger/index.ts';
import { promotionsRepo as repo, type PlayerPromotionRow, type PromotionRow } from './repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A currency as the grant converts into it: its subunits and the rate of the deposit (or of the day, without one). */
export interface GrantCurrency {
  code: string;
  subunitsToUnit: number;
  eurRate: string;
}

/** The deposit a grant is for; absent for a no-deposit grant. */
export interface QualifyingDeposit {
  paymentId: string;
  amount: bigint;
}

const playerAccount = (playerId: string, currency: string, purpose: 'bonus' | 'free-spin'): AccountRef => ({
  owner: { type: 'player', playerId },
  currency,
  purpose,
});
const bonusCost = (currency: string): AccountRef => ({ owner: { type: 'house' }, currency, purpose: 'bonus-cost' });

/** EUR cents in minor units of the currency at its rate, rounded down: a conversion never creates money. */
const fromEurCents = (eurCents: bigint, currency: GrantCurrency) =>
  convertMinorUnits(eurCents, EUR_UNIT, { subunits_to_unit: currency.subunitsToUnit, eurRate: currency.eurRate });

/**
 * What a grant holds, in minor units of its currency: the bonus (the deposit times the percent, plus a fixed amount,
 * capped at the promotion's maximum at the deposit's rate), its wagering, the free spins and their stake.
 */
export function grantTermsOf(promotion: PromotionRow, currency: GrantCurrency, deposit: QualifyingDeposit | undefined, now: Date) {
  const ofDeposit = deposit ? (deposit.amount * BigInt(promotion.bonusPercent)) / 100n : 0n;
  const uncapped = ofDeposit + fromEurCents(promotion.fixedBonusEurCents, currency);
  const cap = fromEurCents(promotion.maxBonusEurCents, currency);
  const bonusAmount = uncapped < cap ? uncapped : cap;
  const atLeastOneUnit = (minor: bigint) => (minor > 0n ? minor : 1n);
  const freeSpinDays = Math.min(PROMOTION_TERMS.freeSpinValidDays, promotion.validDays);
  return {
    bonusAmount,
    wageringRequired: bonusAmount * BigInt(promotion.wageringMultiplier),
    maxStake: atLeastOneUnit(fromEurCents(BigInt(PROMOTION_TERMS.maxStakeEurCents), currency)),
    freeSpinsTotal: promotion.freeSpins,
    freeSpinsLeft: promotion.freeSpins,
    freeSpinGameId: promotion.freeSpins > 0 ? promotion.freeSpinGameId : null,
    freeSpinStake: atLeastOneUnit(fromEurCents(BigInt(PROMOTION_TERMS.freeSpinStakeEurCents), currency)),
    expiresAt: new Date(now.getTime() + promotion.validDays * DAY_MS),
    freeSpinsExpireAt: new Date(now.getTime() + freeSpinDays * DAY_MS),
  };
}

/**
 * Grants a promotion inside the caller's transaction: the row (unless the player already holds an active one, or
 * this deposit already granted) and the bonus posting house bonus-cost -> player bonus. Free spins are not money:
 * they live on the row. Returns the grant, or undefined when nothing was granted.
 */
export async function grantPromotion(
  tx: Transaction,
  input: {
    playerId: string;
    promotion: PromotionRow;
    currency: GrantCurrency;
    deposit?: QualifyingDeposit;
    couponCode?: string | null;
    now: Date;
  },
): Promise<PlayerPromotionRow | undefined> {
  const { playerId, promotion, currency, deposit, now } = input;
  const terms = grantTermsOf(promotion, currency, deposit, now);
  const grant = await repo.insertGrantIfNone(tx, {
    playerId,
    promotionId: promotion.id,
    couponCode: input.couponCode ?? null,
    paymentId: deposit?.paymentId ?? null,
    currency: currency.code,
    status: 'active',
    ...terms,
  });
  if (!grant) return undefined;
  if (grant.bonusAmount > 0n) {
    await postTransaction(tx, {
      // A deposit grants once whatever the retries; a grant without a deposit is keyed by its own row.
      idempotencyKey: `promotion:grant:${deposit?.paymentId ?? grant.id}`,
      kind: 'promotion-grant',
      reference: { type: 'promotion', id: grant.id },
      legs: [
        { account: bonusCost(currency.code), amount: -grant.bonusAmount },
        { account: playerAccount(playerId, currency.code, 'bonus'), amount: grant.bonusAmount },
      ],
    });
  }
  return grant;
}

/**
 * Ends an active grant (cancelled, cashed out or expired) and gives its money back to the house: whatever is on the
 * player's bonus and free-spin accounts of its currency. The caller holds the grant's row lock, which the bet path
 * takes too, so the balances read here are the ones the posting moves. False when it was no longer active.
 */
export async function forfeitPromotion(tx: Transaction, grant: PlayerPromotionRow, status: 'forfeited' | 'expired', now: Date): Promise<boolean> {
  if (!(await repo.end(tx, grant.id, status, now))) return false;
  const bonus = playerAccount(grant.playerId, grant.currency, 'bonus');
  const freeSpin = playerAccount(grant.playerId, grant.currency, 'free-spin');
  const legs: PostingLeg[] = [];
  for (const account of [bonus, freeSpin]) {
    const balance = await balanceOf(tx, account);
    if (balance > 0n) legs.push({ account, amount: -balance });
  }
  const total = legs.reduce((sum, leg) => sum - leg.amount, 0n);
  if (total > 0n) {
    legs.push({ account: bonusCost(grant.currency), amount: total });
    await postTransaction(tx, {
      idempotencyKey: `promotion:forfeit:${grant.id}`,
      kind: 'promotion-forfeit',
      reference: { type: 'promotion', id: grant.id },
      legs,
    });
  }
  return true;
}

/** The bonus still on the player's bonus account of the grant's currency. */
export const bonusBalanceOf = (executor: Executor, grant: Pick<PlayerPromotionRow, 'playerId' | 'currency'>) =>
  balanceOf(executor, playerAccount(grant.playerId, grant.currency, 'bonus'));
