import {
  formatMinorUnits,
  messages,
  PROMOTION_TERMS,
  promotionMessages,
  type CouponCheckResponse,
  type DepositBonusTier,
  type EligiblePromotion,
  type FundEntry,
  type PlayerPromotion,
} from '@lodestar/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { BonusForfeitRequired, CouponInvalid, NotFound, PromotionAlreadyActive, PromotionNotActive } from '../../platform/domain-errors.ts';
import type { CurrenciesService } from '../currencies/index.ts';
import type { CreditedDeposit } from '../payments/index.ts';
import { balancesOf } from '../ledger/index.ts';
import { normalizeCouponCode, registerCoupon, usableCouponPromotion } from './coupons.ts';
import { bonusBalanceOf, forfeitPromotion, grantPromotion, type GrantCurrency } from './grants.ts';
import { promotionsRepo as repo, type PromotionRow } from './repo.ts';
import type { CouponSource } from './schema.ts';
import { toDepositBonusTier, toEligiblePromotion, toPlayerPromotion } from './views.ts';

export interface PromotionsDeps {
  db: Database;
  currencies: CurrenciesService;
  /** The payments module's read model: a player's completed deposits, a deposit's amount (read outside any transaction). */
  deposits: {
    completedDeposits(playerId: string): Promise<number>;
    amountOf(paymentId: string): Promise<{ amount: bigint; amountEurCents: bigint } | undefined>;
  };
  /** The bet path's unlock of free-spin winnings, for promotions whose spins the expiry sweep dropped. */
  spinWinnings: { unlockSpinsWinnings(promotionId: string): Promise<void> };
  now?: () => Date;
}

/** An offer of GET profile/promotion-eligible, with what granting it needs. */
interface Offer {
  promotion: PromotionRow;
  couponCode: string | null;
  /** The registration a coupon's offer consumes when granted. */
  redemptionId: string | null;
  accepted: boolean;
  /** A code typed at registration, offered before the first deposit: that deposit's tier comes first. */
  afterWelcomeBonus: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const qualifies = (promotion: PromotionRow, eurCents: bigint) => promotion.kind === 'deposit' && (promotion.minDepositEurCents ?? 0n) <= eurCents;

/** Thrown inside a savepoint to undo a coupon's consumption when its grant did not happen. */
class NotGranted extends Error {}

export type PromotionsService = ReturnType<typeof createPromotions>;

/**
 * Promotions (DESIGN.md "Bonuses"): the offers a player can take (deposit tiers of SPEC.md §9 and registered
 * coupons), their grants with the money on the ledger, cancellation, forfeiture at cashout and expiry.
 */
export function createPromotions({ db, currencies, deposits, spinWinnings, now: clock = () => new Date() }: PromotionsDeps) {
  const grantCurrencyOf = async (code: string, eurRate?: string): Promise<GrantCurrency> => {
    const currency = await currencies.get(code);
    return { code, subunitsToUnit: currency.subunitsToUnit, eurRate: eurRate ?? currency.eurRate };
  };

  /** Consumes the registration and grants its promotion in one savepoint: both or neither. */
  const grantOffer = async (
    tx: Transaction,
    playerId: string,
    offer: Pick<Offer, 'promotion' | 'couponCode' | 'redemptionId'>,
    currency: GrantCurrency,
    deposit?: { paymentId: string; amount: bigint },
  ) =>
    tx
      .transaction(async (savepoint) => {
        const at = clock();
        if (offer.redemptionId && !(await repo.consumeRedemption(savepoint, offer.redemptionId, at))) throw new NotGranted();
        const grant = await grantPromotion(savepoint, {
          playerId,
          promotion: offer.promotion,
          currency,
          deposit,
          couponCode: offer.couponCode,
          now: at,
        });
        if (!grant) throw new NotGranted();
        return grant;
      })
      .catch((error: unknown) => {
        if (error instanceof NotGranted) return undefined;
        throw error;
      });

  /** What the player's next deposit (or an accept, for a no-deposit coupon) could grant, coupons first. */
  const offersOf = async (playerId: string): Promise<Offer[]> => {
    const depositsMade = await deposits.completedDeposits(playerId);
    const depositsOpen = depositsMade < PROMOTION_TERMS.maxDeposits;
    const choices = await repo.choicesOf(db, playerId);
    const accepted = (promotionId: string) => choices.get(promotionId) !== false;
    const offers: Offer[] = [];
    for (const { redemption, promotion } of await repo.openRedemptions(db, playerId)) {
      if (!promotion.active || offers.some((offer) => offer.promotion.id === promotion.id)) continue;
      if (promotion.kind === 'deposit' && !depositsOpen) continue;
      offers.push({
        promotion,
        couponCode: redemption.code,
        redemptionId: redemption.id,
        accepted: accepted(promotion.id),
        afterWelcomeBonus: depositsMade === 0 && redemption.source === 'registration',
      });
    }
    const tiers = depositsOpen ? await repo.depositTiers(db, depositsMade + 1, clock()) : [];
    for (const promotion of tiers) {
      offers.push({ promotion, couponCode: null, redemptionId: null, accepted: accepted(promotion.id), afterWelcomeBonus: false });
    }
    return offers;
  };
  const eligibleOf = async (playerId: string): Promise<EligiblePromotion[]> =>
    (await offersOf(playerId)).map((offer) => toEligiblePromotion(offer.promotion, offer));

  /** Registers a code and grants a no-deposit promotion at once when the player holds none; false for an unusable code. */
  const redeem = async (playerId: string, rawCode: string, currencyCode: string, source: CouponSource): Promise<boolean> => {
    const currency = await grantCurrencyOf(currencyCode);
    return db.transaction(async (tx) => {
      const registered = await registerCoupon(tx, playerId, rawCode, clock(), source);
      if (!registered) return false;
      const { redemption, promotion } = registered;
      const choices = await repo.choicesOf(tx, playerId);
      if (promotion.kind === 'no-deposit' && choices.get(promotion.id) !== false) {
        // Typed at registration, it waits while the welcome bonus is on offer: granted now, it would be the active
        // promotion that keeps the first deposit from earning the welcome bonus the site advertised.
        if (source === 'registration' && (await repo.depositTiers(tx, 1, clock())).length > 0) return true;
        // Held back while another promotion is active: it stays an eligible offer the player accepts later.
        await grantOffer(tx, playerId, { promotion, couponCode: redemption.code, redemptionId: redemption.id }, currency);
      }
      return true;
    });
  };

  return {
    /** POST promotion/coupon: valid for this player now (for anyone, signed out). */
    async checkCoupon(code: string, playerId: string | undefined): Promise<CouponCheckResponse> {
      const promotion = await usableCouponPromotion(db, code, playerId, clock());
      return promotion
        ? { valid: true, message: messages.coupon.valid, promotion: { name: promotion.name, kind: promotion.kind } }
        : { valid: false, message: messages.coupon.couponInvalid, promotion: null };
    },

    /** PUT profile/redeem-promotion-coupon, in the currency of the player's default wallet. */
    async redeemCoupon(playerId: string, code: string, currency: string): Promise<string> {
      if (!(await redeem(playerId, code, currency, 'redeem'))) throw new CouponInvalid(messages.coupon.invalid, 'promotionCoupon');
      return messages.coupon.registered;
    },

    /**
     * The code typed at registration: honoured like a redeemed one, except that it never takes the welcome bonus: a
     * deposit code waits for a deposit after the first (see grantForDeposit), a no-deposit one is kept as an offer to
     * claim; an unusable code is ignored, never failing the account.
     */
    async honourRegistrationCode({ playerId, currency, code }: { playerId: string; currency: string; code: string }): Promise<void> {
      await redeem(playerId, code, currency, 'registration');
    },

    eligible: eligibleOf,

    /** The deposit tiers running now, for the terms page: staff may have changed or ended SPEC.md §9's. */
    async depositTiers(): Promise<DepositBonusTier[]> {
      return (await repo.allDepositTiers(db, clock())).map(toDepositBonusTier);
    },

    /** POST profile/promotion: accept or decline an offer; accepting a no-deposit coupon's offer grants it now. */
    async choose(playerId: string, promotionId: string, accepted: boolean, currencyCode: string): Promise<EligiblePromotion[]> {
      const offer = (await offersOf(playerId)).find((candidate) => candidate.promotion.id === promotionId);
      if (!offer) throw new NotFound(promotionMessages.notEligible);
      const currency = await grantCurrencyOf(currencyCode);
      await db.transaction(async (tx) => {
        await repo.saveChoices(tx, playerId, [promotionId], accepted);
        if (!accepted || offer.promotion.kind !== 'no-deposit') return;
        if (await grantOffer(tx, playerId, offer, currency)) return;
        // Either another promotion is active, or a concurrent accept consumed this coupon first.
        if (await repo.activeOf(tx, playerId)) throw new PromotionAlreadyActive(promotionMessages.alreadyActive);
        throw new NotFound(promotionMessages.notEligible);
      });
      return eligibleOf(playerId);
    },

    /** DELETE profile/promotion-eligible: declines every offer; the next deposit comes without a promotion. */
    async declineAll(playerId: string): Promise<EligiblePromotion[]> {
      const offers = await offersOf(playerId);
      await repo.saveChoices(
        db,
        playerId,
        offers.map((offer) => offer.promotion.id),
        false,
      );
      return eligibleOf(playerId);
    },

    /** GET profile/promotion: the player's grants, newest first, with wagering and free-spin progress. */
    async list(playerId: string): Promise<PlayerPromotion[]> {
      const [rows, balances] = await Promise.all([repo.listOf(db, playerId), balancesOf(db, playerId)]);
      const bonusOf = (currency: string) => balances.find((account) => account.currency === currency && account.purpose === 'bonus')?.balance ?? 0n;
      return Promise.all(
        rows.map(async ({ grant, promotion }) => toPlayerPromotion(grant, promotion, await currencies.get(grant.currency), bonusOf(grant.currency))),
      );
    },

    /** DELETE profile/promotion: the player gives up an active promotion, forfeiting its bonus and winnings. */
    async cancel(playerId: string, id: string): Promise<void> {
      if (!UUID.test(id)) throw new NotFound(promotionMessages.notFound);
      await db.transaction(async (tx) => {
        const grant = await repo.lockById(tx, id);
        if (!grant || grant.playerId !== playerId) throw new NotFound(promotionMessages.notFound);
        if (!(await forfeitPromotion(tx, grant, 'forfeited', clock()))) throw new PromotionNotActive(promotionMessages.notActive);
      });
    },

    /**
     * The expiry sweep: promotions past their days are forfeited (status expired), each in its own transaction
     * under its row lock; unplayed free spins past theirs are dropped and what the played ones won is unlocked as bonus. Returns the players whose balances changed.
     */
    async expire(batchSize = 500): Promise<{ expired: number; players: string[] }> {
      const at = clock();
      const dropped = await repo.dropExpiredFreeSpins(db, at);
      for (const { id } of dropped) await spinWinnings.unlockSpinsWinnings(id);
      const players = new Set(dropped.map((promotion) => promotion.playerId));
      let expired = 0;
      for (const id of await repo.idsPastExpiry(db, at, batchSize)) {
        const playerId = await db.transaction(async (tx) => {
          const grant = await repo.lockById(tx, id);
          if (!grant || grant.expiresAt >= at) return undefined;
          return (await forfeitPromotion(tx, grant, 'expired', at)) ? grant.playerId : undefined;
        });
        if (playerId) {
          expired += 1;
          players.add(playerId);
        }
      }
      return { expired, players: [...players] };
    },

    /**
     * The smallest deposit, in EUR cents, that earns the tier of the player's next deposit (the first, signed out);
     * null once the player has made PROMOTION_TERMS.maxDeposits deposits.
     */
    async minPromotionEurCents(playerId: string | undefined): Promise<bigint | null> {
      const depositNumber = (playerId ? await deposits.completedDeposits(playerId) : 0) + 1;
      if (depositNumber > PROMOTION_TERMS.maxDeposits) return null;
      const [lowest] = await repo.depositTiers(db, depositNumber, clock());
      return lowest ? (lowest.minDepositEurCents ?? 0n) : null;
    },

    /** The funds' free-spin wallets: per currency of an active promotion with free spins, what its spins came with. */
    async freeSpinWallets(playerId: string): Promise<Map<string, NonNullable<FundEntry['freeSpinWallet']>>> {
      const wallets = new Map<string, NonNullable<FundEntry['freeSpinWallet']>>();
      for (const { grant, promotion } of await repo.activeWithFreeSpins(db, playerId)) {
        const currency = await currencies.get(grant.currency);
        const deposit = grant.paymentId ? await deposits.amountOf(grant.paymentId) : undefined;
        wallets.set(grant.currency, {
          winUnlockConfig: {
            depositAmount: formatMinorUnits(deposit?.amount ?? 0n, currency.subunitsToUnit),
            depositAmountInEur: formatMinorUnits(deposit?.amountEurCents ?? 0n, 100),
            depositCurrency: grant.currency,
            extraBonusPercent: promotion.bonusPercent,
          },
        });
      }
      return wallets;
    },

    // What the payments module calls (it names these in PaymentDeps['promotions']).

    /** A deposit's coupon, checked when the deposit starts: nothing is created for a code the player cannot use. */
    async assertDepositCoupon(playerId: string, code: string): Promise<void> {
      if (!(await usableCouponPromotion(db, code, playerId, clock()))) throw new CouponInvalid(messages.coupon.couponInvalid, 'promotionCoupon');
    },

    /** A crypto deposit's coupon: registered now, since the chain payment that follows carries no code. */
    async registerDepositCoupon(playerId: string, code: string): Promise<void> {
      const already = (await repo.redemptionsOf(db, playerId, normalizeCouponCode(code))).some((redemption) => redemption.consumedAt === null);
      if (already) return;
      const registered = await db.transaction((tx) => registerCoupon(tx, playerId, code, clock(), 'deposit'));
      if (!registered) throw new CouponInvalid(messages.coupon.couponInvalid, 'promotionCoupon');
    },

    /**
     * Inside the deposit's credit transaction, after the responsible-gambling lock and before any ledger posting (the
     * order of every money path): the deposit's coupon is registered, then the deposit earns the player's accepted
     * coupon offer it qualifies for (its own code first) or else the highest tier of its deposit number — while the
     * player has made fewer than 5 deposits before it and holds no active promotion. A code typed at registration does
     * not take the first deposit's tier (the welcome bonus the site advertised): it waits for a later deposit.
     */
    async grantForDeposit(tx: Transaction, deposit: CreditedDeposit): Promise<void> {
      const at = clock();
      const ownCode = deposit.promotionCoupon ? normalizeCouponCode(deposit.promotionCoupon) : null;
      if (ownCode) await registerCoupon(tx, deposit.playerId, ownCode, at, 'deposit');
      if (deposit.depositNumber > PROMOTION_TERMS.maxDeposits) return;
      if (await repo.activeOf(tx, deposit.playerId)) return;
      const choices = await repo.choicesOf(tx, deposit.playerId);
      const accepted = (promotion: PromotionRow) => choices.get(promotion.id) !== false;
      const currency = await grantCurrencyOf(deposit.currency, deposit.eurRate);
      const qualifying = { paymentId: deposit.paymentId, amount: deposit.amount };

      const tier = (await repo.depositTiers(tx, deposit.depositNumber, at))
        .filter((candidate) => qualifies(candidate, deposit.amountEurCents))
        .at(-1);
      const welcome = deposit.depositNumber === 1 && tier !== undefined && accepted(tier);
      // The welcome bonus the site advertised comes first: a code typed at registration waits for a later deposit.
      const waitsForWelcome = (redemption: { source: CouponSource }) => welcome && redemption.source === 'registration';

      const couponOffers = (await repo.openRedemptions(tx, deposit.playerId))
        .filter(({ promotion }) => promotion.active && accepted(promotion) && qualifies(promotion, deposit.amountEurCents))
        .filter(({ redemption }) => !waitsForWelcome(redemption))
        .sort((a, b) => Number(b.redemption.code === ownCode) - Number(a.redemption.code === ownCode));
      for (const { redemption, promotion } of couponOffers) {
        const offer = { promotion, couponCode: redemption.code, redemptionId: redemption.id };
        if (await grantOffer(tx, deposit.playerId, offer, currency, qualifying)) return;
      }
      if (!tier || !accepted(tier)) return;
      await grantOffer(tx, deposit.playerId, { promotion: tier, couponCode: null, redemptionId: null }, currency, qualifying);
    },

    /**
     * Inside a cashout's transaction, before its hold: with an active promotion the player must have confirmed the
     * forfeit (409 saying what is lost otherwise); confirmed, the promotion is forfeited in the same transaction.
     */
    /** The player's active promotion, for staff weighing a cashout. */
    async activeBonusOf(playerId: string): Promise<{ promotionId: string; currency: string } | null> {
      const row = await repo.activeOf(db, playerId);
      return row ? { promotionId: row.promotionId, currency: row.currency } : null;
    },

    async settleBeforeWithdrawal(tx: Transaction, playerId: string, { forfeitBonus }: { forfeitBonus: boolean }): Promise<void> {
      const grant = await repo.lockActiveOf(tx, playerId);
      if (!grant) return;
      if (!forfeitBonus) {
        const currency = await currencies.get(grant.currency);
        const bonus = `${formatMinorUnits(await bonusBalanceOf(tx, grant), currency.subunitsToUnit)} ${currency.displayCode}`;
        throw new BonusForfeitRequired(promotionMessages.withdrawalForfeits(bonus));
      }
      await forfeitPromotion(tx, grant, 'forfeited', clock());
    },
  };
}
