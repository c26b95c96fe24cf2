import { formatMinorUnits, PROMOTION_TERMS, promotionMessages } from '@lodestar/contracts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { createReadBatcher } from '../../db/read-batches.ts';
import { InsufficientFunds, InvalidBet, StakeOutOfLimits } from '../../platform/domain-errors.ts';
import type { CurrenciesService } from '../currencies/index.ts';
import { balanceOf, playerBalanceSql, postTransaction, sumOfBalances, type AccountRef, type PostingLeg } from '../ledger/index.ts';
import type { FundedBet, ReturnRouting, StakeFunding, StakeToFund, WalletPromotions } from '../provider-wallet/index.ts';
import { betHooksRepo as repo, type PlayerPromotionRow } from './bet-hooks-repo.ts';

/** What a game client is told of the player's promotion before a round: the bonus maximum and its free spins here. */
export interface BonusTermsAtGame {
  /** The largest stake while the promotion is active; null without one. */
  maxStake: bigint | null;
  /** Free spins playable on this game, at their fixed stake; null when there are none. */
  freeSpins: { left: number; stake: bigint } | null;
}

export type BetHooks = ReturnType<typeof createBetHooks>;

const playerAccount = (playerId: string, currency: string, purpose: 'cash' | 'bonus' | 'free-spin'): AccountRef => ({
  owner: { type: 'player', playerId },
  currency,
  purpose,
});
const bonusCost = (currency: string): AccountRef => ({ owner: { type: 'house' }, currency, purpose: 'bonus-cost' });
/** The ledger refuses legs that move nothing. */
const nonZero = (legs: PostingLeg[]) => legs.filter((leg) => leg.amount !== 0n);
const nothingAfter = async () => false;
const promotionReference = (id: string) => ({ type: 'promotion', id });

/** How much of a stake counts towards wagering: the game's category share (slots 100 %, table and instant 10 %). */
const wageringOf = (stake: { amount: bigint; category: StakeToFund['category'] }) =>
  (stake.amount * BigInt(PROMOTION_TERMS.contributionPercent[stake.category])) / 100n;

/**
 * Bonus money in the bet path (DESIGN.md "Bonuses", issue 14): the provider wallet calls these inside each bet, win
 * and rollback transaction, and the studio asks for the terms a round must respect before it bets.
 *
 * - A stake is paid from cash first, then from the bonus of the player's active promotion in that currency; a stake
 *   above the promotion's maximum is refused. Its wagering (its category's share) is counted in the same transaction,
 *   and the wagering met turns the whole bonus into cash (`promotion:complete:<id>`).
 * - A free spin is the house's stake (bonus-cost); its win is held on the free-spin account until the spins are done,
 *   then becomes bonus to wager (`promotion:unlock:<id>:<ledger key of the call that unlocked it>`).
 * - A win returns in the stake's proportion: the bonus share to bonus while the promotion is active, to cash once it
 *   completed, to the house (forfeited) once it ended otherwise. A rollback returns the stake the way it came.
 */
export function createBetHooks({ db, currencies, now = () => new Date() }: { db: Database; currencies: CurrenciesService; now?: () => Date }) {
  const isLive = (promotion: PlayerPromotionRow) => promotion.expiresAt > now();
  const spinsPlayable = (promotion: PlayerPromotionRow) => promotion.freeSpinsLeft > 0 && promotion.freeSpinsExpireAt > now();
  const spinsDone = (promotion: PlayerPromotionRow) => promotion.freeSpinsLeft === 0 || promotion.freeSpinsExpireAt <= now();
  const shown = async (amount: bigint, code: string) => {
    const currency = await currencies.get(code);
    return `${formatMinorUnits(amount, currency.subunitsToUnit)} ${currency.displayCode}`;
  };

  /**
   * After a stake or a spin's win: once the spins are done, what they won becomes bonus and its wagering is added;
   * once the wagering is met, the bonus becomes cash. Runs under the promotion's row lock. True when it posted.
   */
  async function advance(tx: Transaction, promotion: PlayerPromotionRow, trigger: string): Promise<boolean> {
    if (!spinsDone(promotion)) return false;
    let current = promotion;
    let posted = false;
    if (current.freeSpinWinnings > 0n) {
      const winnings = current.freeSpinWinnings;
      await postTransaction(tx, {
        idempotencyKey: `promotion:unlock:${current.id}:${trigger}`,
        kind: 'promotion-unlock',
        reference: promotionReference(current.id),
        legs: [
          { account: playerAccount(current.playerId, current.currency, 'free-spin'), amount: -winnings },
          { account: playerAccount(current.playerId, current.currency, 'bonus'), amount: winnings },
        ],
      });
      const unlocked = await repo.addToProgress(tx, current.id, {
        freeSpinWinnings: -winnings,
        wageringRequired: BigInt(current.wageringMultiplier) * winnings,
      });
      current = { ...unlocked, wageringMultiplier: current.wageringMultiplier };
      posted = true;
    }
    if (current.wagered < current.wageringRequired) return posted;
    // The row lock keeps every stake and win of this bonus out while its balance is read and moved.
    const bonus = playerAccount(current.playerId, current.currency, 'bonus');
    const remaining = await balanceOf(tx, bonus);
    if (remaining > 0n) {
      await postTransaction(tx, {
        idempotencyKey: `promotion:complete:${current.id}`,
        kind: 'promotion-complete',
        reference: promotionReference(current.id),
        legs: [
          { account: bonus, amount: -remaining },
          { account: playerAccount(current.playerId, current.currency, 'cash'), amount: remaining },
        ],
      });
      posted = true;
    }
    await repo.markCompleted(tx, current.id);
    return posted;
  }

  function fundFreeSpin(tx: Transaction, promotion: PlayerPromotionRow | undefined, stake: StakeToFund): StakeFunding {
    if (!promotion || !spinsPlayable(promotion)) throw new InsufficientFunds(promotionMessages.noFreeSpins);
    if (stake.gameId !== promotion.freeSpinGameId) throw new InvalidBet(promotionMessages.noFreeSpins);
    if (stake.amount !== promotion.freeSpinStake) throw new StakeOutOfLimits(promotionMessages.noFreeSpins);
    return {
      sources: [{ account: bonusCost(stake.currency), amount: -stake.amount }],
      split: { bonusAmount: 0n, freeSpin: true, playerPromotionId: promotion.id },
      bonusAfter: undefined,
      afterPosting: async () => {
        await repo.addToProgress(tx, promotion.id, { freeSpinsLeft: -1 });
        return false;
      },
    };
  }

  const hooks: WalletPromotions = {
    async fundStake(tx: Transaction, stake: StakeToFund): Promise<StakeFunding> {
      const found = await repo.activeWithFundsForUpdate(tx, stake.playerId, stake.currency, playerBalanceSql);
      // Past its days a promotion pays nothing, even before the expiry job has forfeited it.
      const promotion = found && isLive(found.promotion) ? found.promotion : undefined;
      if (stake.free) return fundFreeSpin(tx, promotion, stake);
      const cash = playerAccount(stake.playerId, stake.currency, 'cash');
      if (!promotion) {
        return {
          sources: [{ account: cash, amount: -stake.amount }],
          split: { bonusAmount: 0n, freeSpin: false, playerPromotionId: null },
          // Only with none at all: one past its days still holds its bonus until the expiry job forfeits it.
          bonusAfter: found === undefined ? 0n : undefined,
          afterPosting: nothingAfter,
        };
      }
      if (stake.amount > promotion.maxStake) {
        throw new StakeOutOfLimits(promotionMessages.stakeAboveBonusMaximum(await shown(promotion.maxStake, stake.currency)));
      }
      // Read with the promotion, under the player's lock: the cash the posting debits (bet-hooks-repo.ts).
      const held = found!.funds;
      const fromCash = held.cash < stake.amount ? held.cash : stake.amount;
      const fromBonus = stake.amount - fromCash;
      return {
        sources: nonZero([
          { account: cash, amount: -fromCash },
          { account: playerAccount(stake.playerId, stake.currency, 'bonus'), amount: -fromBonus },
        ]),
        split: { bonusAmount: fromBonus, freeSpin: false, playerPromotionId: promotion.id },
        bonusAfter: held.bonus - fromBonus,
        afterPosting: async () => {
          const progressed = await repo.addToProgress(tx, promotion.id, { wagered: wageringOf(stake) });
          return advance(tx, { ...progressed, wageringMultiplier: promotion.wageringMultiplier }, stake.trigger);
        },
      };
    },

    async routeReturn(tx: Transaction, bet: FundedBet, amount: bigint, kind: 'win' | 'rollback', trigger: string): Promise<ReturnRouting> {
      const cash = playerAccount(bet.playerId, bet.currency, 'cash');
      const promotion = bet.playerPromotionId ? await repo.findForUpdate(tx, bet.playerPromotionId) : undefined;
      if (!promotion) return { credits: nonZero([{ account: cash, amount }]), afterPosting: nothingAfter };
      const active = promotion.status === 'active';
      // Bonus money of a promotion that ended without completing was forfeited: what comes back for it is the house's.
      const endedBonus = promotion.status === 'completed' ? cash : bonusCost(bet.currency);

      if (bet.freeSpin) {
        if (kind === 'rollback') {
          if (active) await repo.addToProgress(tx, promotion.id, { freeSpinsLeft: 1 });
          return { credits: [{ account: bonusCost(bet.currency), amount }], afterPosting: nothingAfter };
        }
        if (!active) return { credits: nonZero([{ account: endedBonus, amount }]), afterPosting: nothingAfter };
        if (amount > 0n) await repo.addToProgress(tx, promotion.id, { freeSpinWinnings: amount });
        return {
          credits: nonZero([{ account: playerAccount(bet.playerId, bet.currency, 'free-spin'), amount }]),
          afterPosting: async () => advance(tx, (await repo.findForUpdate(tx, promotion.id))!, trigger),
        };
      }

      // Rounded down: the player's cash never gets a minor unit that the bonus paid for.
      const bonusShare = bet.amount === 0n ? 0n : (amount * bet.bonusAmount) / bet.amount;
      if (kind === 'rollback' && active) await repo.addToProgress(tx, promotion.id, { wagered: -wageringOf(bet) });
      return {
        credits: nonZero([
          { account: cash, amount: amount - bonusShare },
          { account: active ? playerAccount(bet.playerId, bet.currency, 'bonus') : endedBonus, amount: bonusShare },
        ]),
        afterPosting: nothingAfter,
      };
    },

    async playableBalance(executor: Executor, playerId: string, currency: string): Promise<bigint> {
      return sumOfBalances(executor, playerId, currency, ['cash', 'bonus']);
    },
  };

  /** The studio asks before every round: under load, the players asking together are read by one statement. */
  const activePromotions = createReadBatcher<PlayerPromotionRow>({
    readMany: async (playerIds) => new Map((await repo.activeOfPlayers(db, playerIds)).map((promotion) => [promotion.playerId, promotion])),
    maxBatch: 64,
  });

  return {
    ...hooks,

    /** For the studio's checks before a round: the bet itself checks again, in its transaction. */
    async bonusTermsAt(playerId: string, currency: string, gameId: string): Promise<BonusTermsAtGame> {
      const promotion = await activePromotions.read(playerId);
      if (!promotion || promotion.currency !== currency || !isLive(promotion)) return { maxStake: null, freeSpins: null };
      const spins = promotion.freeSpinGameId === gameId && spinsPlayable(promotion);
      return { maxStake: promotion.maxStake, freeSpins: spins ? { left: promotion.freeSpinsLeft, stake: promotion.freeSpinStake } : null };
    },

    /**
     * For the expiry sweep, once a promotion's unplayed spins were dropped: what the played ones won becomes bonus to
     * wager, as after a last spin (no spin is left to trigger it).
     */
    async unlockSpinsWinnings(promotionId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const promotion = await repo.findForUpdate(tx, promotionId);
        if (promotion?.status === 'active' && isLive(promotion)) await advance(tx, promotion, 'spins-expired');
      });
    },
  };
}
