import { randomUUID } from 'node:crypto';
import {
  formatMinorUnits,
  loyaltyLevels,
  promotionMessages,
  type CurrencyCode,
  type LoyaltyLevel,
  type LoyaltyLevelResponse,
  type RakebackClaimResponse,
} from '@lodestar/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { InsufficientFunds, NothingToClaim } from '../../platform/domain-errors.ts';
import { recentEntries } from '../../platform/recent-entries.ts';
import { eurCentsOf, type CurrenciesService, type CurrencyRow } from '../currencies/index.ts';
import { balanceOf, balancesOf, postTransaction, type AccountRef } from '../ledger/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { levelsAround, MICROS_PER_MINOR_UNIT, pointsOf, rakebackMicrosOf, wageredRangeOf } from './levels.ts';
import { loyaltyRepo as repo } from './repo.ts';

/** A real-money stake as the provider wallet took it (or reverses it), in the bet's DB transaction. */
export interface LoyaltyStake {
  playerId: string;
  currency: CurrencyRow;
  /** Minor units of `currency`. */
  amount: bigint;
  /** The game's stated RTP in percent ('96.00'). */
  gameRtp: string;
  /** The bet's own ledger idempotency key: the rakeback postings it causes are keyed after it. */
  betKey: string;
  reference: { type: string; id: string };
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;

export interface LoyaltyDeps {
  db: Database;
  currencies: CurrenciesService;
  wallet: Pick<WalletService, 'publishBalances'>;
  /** False with NO_LOYALTY: stakes earn no points and no rakeback (rakeback already earned can still be claimed). */
  programme: boolean;
}

const rakebackOf = (playerId: string, currency: string): AccountRef => ({ owner: { type: 'player', playerId }, currency, purpose: 'rakeback' });
const bonusCost = (currency: string): AccountRef => ({ owner: { type: 'house' }, currency, purpose: 'bonus-cost' });
const wholeUnitsIn = (micros: bigint) => micros / MICROS_PER_MINOR_UNIT;
/** Players whose level this process remembers between their stakes. */
const REMEMBERED_LEVELS = 10_000;

/**
 * Loyalty points and rakeback. The bet path costs one statement (the player's EUR total and the currency's pending
 * rakeback) while the player stays at a level, and a ledger posting only when the pending rakeback crosses a whole
 * minor unit.
 */
export function createLoyaltyService({ db, currencies, wallet, programme }: LoyaltyDeps) {
  const levelAfterLastStake = recentEntries<string, LoyaltyLevel>(REMEMBERED_LEVELS);
  return {
    /** Counts a stake taken in `tx`: points for its EUR value, rakeback at the level the player held when staking. */
    async countStake(tx: Transaction, stake: LoyaltyStake): Promise<void> {
      if (!programme) return;
      const eurCents = eurCentsOf(stake.amount, stake.currency);
      // The rakeback is reckoned at the level the player held after their last stake counted here, and accrued in the
      // statement that counts the stake if they still held it before this one; otherwise (a threshold crossed, a stake
      // counted by another process, a first stake) it is reckoned again at the level they held.
      const assumed = levelAfterLastStake.get(stake.playerId) ?? loyaltyLevels[0]!;
      const assumedMicros = rakebackMicrosOf(stake.amount, stake.gameRtp, assumed);
      const counted =
        assumedMicros > 0n
          ? await repo.addStake(tx, stake.playerId, eurCents, {
              currency: stake.currency.code,
              micros: assumedMicros,
              wagered: wageredRangeOf(assumed),
            })
          : { wageredEurCents: await repo.addWagered(tx, stake.playerId, eurCents), pendingMicros: undefined };
      levelAfterLastStake.set(stake.playerId, levelsAround(pointsOf(counted.wageredEurCents)).current);
      let pending = counted.pendingMicros;
      if (pending === undefined) {
        const micros = rakebackMicrosOf(stake.amount, stake.gameRtp, levelsAround(pointsOf(counted.wageredEurCents - eurCents)).current);
        if (micros === 0n) return;
        pending = await repo.addPending(tx, stake.playerId, stake.currency.code, micros);
      }
      const units = wholeUnitsIn(pending);
      if (units === 0n) return;
      await postTransaction(tx, {
        idempotencyKey: `rakeback:${stake.betKey}`,
        kind: 'rakeback-accrual',
        reference: stake.reference,
        legs: [
          { account: bonusCost(stake.currency.code), amount: -units },
          { account: rakebackOf(stake.playerId, stake.currency.code), amount: units },
        ],
      });
      await repo.addPending(tx, stake.playerId, stake.currency.code, -units * MICROS_PER_MINOR_UNIT);
    },

    /**
     * Takes back what a rolled-back stake earned: its points, and its rakeback — first from what is still pending, the
     * rest (whole units) from the rakeback balance while it is there. Rakeback the player already claimed stays theirs:
     * it became cash, which a rollback of the house's own call does not reach into. The level and the rate are today's,
     * which is the bet's as long as nothing moved the player across a threshold in between.
     */
    async uncountStake(tx: Transaction, stake: LoyaltyStake): Promise<void> {
      if (!programme) return;
      const eurCents = eurCentsOf(stake.amount, stake.currency);
      const wageredBefore = await repo.addWagered(tx, stake.playerId, -eurCents);
      const { current } = levelsAround(pointsOf(wageredBefore));
      const micros = rakebackMicrosOf(stake.amount, stake.gameRtp, current);
      if (micros === 0n) return;
      const pending = await repo.addPending(tx, stake.playerId, stake.currency.code, -micros);
      if (pending >= 0n) return;
      const units = wholeUnitsIn(-pending + MICROS_PER_MINOR_UNIT - 1n);
      const reversed = await postTransaction(tx, {
        idempotencyKey: `rakeback-reversal:${stake.betKey}`,
        kind: 'rakeback-reversal',
        reference: stake.reference,
        legs: [
          { account: rakebackOf(stake.playerId, stake.currency.code), amount: -units },
          { account: bonusCost(stake.currency.code), amount: units },
        ],
      }).then(
        () => true,
        (error: unknown) => {
          if (error instanceof InsufficientFunds) return false;
          throw error;
        },
      );
      await repo.addPending(tx, stake.playerId, stake.currency.code, reversed ? units * MICROS_PER_MINOR_UNIT : -pending);
    },

    /** SPEC.md §3 "Loyalty level", with the rakeback waiting to be claimed in each currency. */
    async levelOf(playerId: string): Promise<LoyaltyLevelResponse> {
      const [wagered, accounts] = await Promise.all([repo.wageredOf(db, playerId), balancesOf(db, playerId)]);
      const points = pointsOf(wagered);
      const { current, next } = levelsAround(points);
      const rakeback = await Promise.all(
        accounts
          .filter((account) => account.purpose === 'rakeback' && account.balance > 0n)
          .map(async (account) => ({
            currency: account.currency as CurrencyCode,
            amount: formatMinorUnits(account.balance, (await currencies.get(account.currency)).subunitsToUnit),
          })),
      );
      return {
        currentLevel: { level: current.level, points, name: current.name },
        nextLevel: next && { level: next.level, points: next.points, name: next.name },
        rakeback,
      };
    },

    /**
     * The whole rakeback balance of a currency becomes cash. Two claims at once read the same balance; the ledger's
     * conditional update lets only the first take it, and the other answers that there is nothing to claim.
     */
    async claimRakeback(playerId: string, currency: CurrencyCode): Promise<RakebackClaimResponse> {
      const claimed = await db.transaction(async (tx) => {
        const balance = await balanceOf(tx, rakebackOf(playerId, currency));
        if (balance <= 0n) throw new NothingToClaim(promotionMessages.nothingToClaim);
        await postTransaction(tx, {
          // Each claim is its own movement; a repeated click finds the balance already taken.
          idempotencyKey: `rakeback-claim:${randomUUID()}`,
          kind: 'rakeback-claim',
          legs: [
            { account: rakebackOf(playerId, currency), amount: -balance },
            { account: { owner: { type: 'player', playerId }, currency, purpose: 'cash' }, amount: balance },
          ],
        }).catch((error: unknown) => {
          throw error instanceof InsufficientFunds ? new NothingToClaim(promotionMessages.nothingToClaim) : error;
        });
        return balance;
      });
      wallet.publishBalances(playerId);
      const amount = formatMinorUnits(claimed, (await currencies.get(currency)).subunitsToUnit);
      return { message: promotionMessages.rakebackClaimed(`${amount} ${currency}`), currency, amount };
    },
  };
}
