import type { WalletStatus } from '@lodestar/contracts';
import type { Executor, Transaction } from '../../db/client.ts';
import type { PostingLeg, PostingResult } from '../ledger/index.ts';
import type { CurrenciesService, CurrencyRow } from '../currencies/index.ts';
import type { GameWalletRules, ResolvedGameSession } from '../games/index.ts';
import type { LoyaltyService, LoyaltyStake } from '../loyalty/index.ts';
import type { ResponsibleGambling } from '../responsible-gambling/index.ts';
import type { ProviderTransactionRow } from './repo.ts';

/** A refusal of the protocol: answered with its status (and the balance where the protocol says so). */
export class WalletRefusal extends Error {
  constructor(
    readonly status: Exclude<WalletStatus, 'RS_OK'>,
    readonly withBalance = false,
  ) {
    super(status);
  }
}

/**
 * A bet claimed in one flight with its checks turned out to be a replay: the checks counted its stake as a new bet's.
 * Its transaction is rolled back and the call run again, the claim first (claimWithChecks off).
 */
export class ClaimedWithChecks extends Error {
  constructor() {
    super('a replayed bet was checked as a new one: run the call again, claim first');
  }
}

/** What every use case of the wallet works with: the calling provider and the launch session its call names. */
export interface WalletCallContext {
  tx: Transaction;
  provider: string;
  session: ResolvedGameSession['session'] & { playerId: string };
  rules: GameWalletRules;
  /** The launch token has expired: wins, rollbacks and replays still go through, new bets do not. */
  expired: boolean;
  /**
   * A bet's claim of its transaction id goes in one flight with its checks and funding, as if it were new (it nearly
   * always is): a replay found so throws ClaimedWithChecks, and the call runs again with this off, claim first.
   */
  claimWithChecks: boolean;
  currencies: CurrenciesService;
  /** Stakes are checked against the player's exclusion and limits, and stakes and wins counted, in `tx`. */
  responsibleGambling: WalletGambling;
  /** Real-money stakes earn loyalty points and rakeback, counted (and taken back on a rollback) in `tx`. */
  loyalty: WalletLoyalty;
  /** Bonus money in the bet path: who pays a stake, where its wins return, wagering progress; in `tx`. */
  promotions: WalletPromotions;
  /** Where refusals that staff should look at are written. */
  warn: (details: Record<string, unknown>, message: string) => void;
}

/**
 * Serialises the call with every other bet, win and rollback of the player until the end of its transaction, so a
 * round's totals (what it staked, what it paid) cannot change between reading and writing them. The lock is the
 * player's responsible-gambling one, which a bet's limit checks need anyway: one lock, taken once a transaction (a
 * play call's win follows its bet), before any provider transaction row or ledger account.
 */
export async function lockPlayerOfCall(context: WalletCallContext): Promise<void> {
  await context.responsibleGambling.lockPlayer(context.tx, context.session.playerId);
}

export type WalletGambling = Pick<
  ResponsibleGambling,
  'lockPlayer' | 'lockPlayers' | 'playerLockOf' | 'chargeStake' | 'countWin' | 'uncountStake' | 'assertMayGamble'
>;
export type WalletLoyalty = Pick<LoyaltyService, 'countStake' | 'uncountStake'>;

/** A new bet as the promotions see it; `free` is the provider's is_free (a promotion's free spin). */
export interface StakeToFund {
  playerId: string;
  currency: string;
  gameId: string;
  category: GameWalletRules['category'];
  amount: bigint;
  free: boolean;
  /** The ledger key of the bet's posting: postings the bet leads to (a bonus unlocked) derive theirs from it. */
  trigger: string;
}

/** How a bet's stake was paid, as its provider_transactions row records it (DESIGN.md "Bonuses"). */
export interface StakeSplit {
  /** The part of the stake taken from the bonus account; the rest came from cash (or from the house, for a free spin). */
  bonusAmount: bigint;
  freeSpin: boolean;
  playerPromotionId: string | null;
}

/**
 * What follows a posting in the promotions (wagering progress, a bonus unlocked or completed). True when it posted
 * too: the balances the call's own postings gave are then out of date.
 */
export type AfterPosting = () => Promise<boolean>;

/** Who pays a stake: debit legs summing to -amount, and what to do once they are posted (wagering progress). */
export interface StakeFunding {
  sources: PostingLeg[];
  split: StakeSplit;
  /**
   * The player's bonus balance in the stake's currency once the stake is posted, where the funding knows it: 0 with no
   * promotion active (a promotion's end empties the bonus account), the balance read under the active promotion's row
   * lock less the bonus the stake takes (only the promotion's own postings move it, and they take that lock too).
   * Undefined for a free spin, or a promotion past its days that still holds its bonus.
   */
  bonusAfter: bigint | undefined;
  afterPosting: AfterPosting;
}

/** A recorded bet whose money goes back: a win of it, or its rollback. */
export type FundedBet = StakeSplit & { playerId: string; currency: string; amount: bigint; category: GameWalletRules['category'] };

/** Where money returning from the house goes: credit legs summing to the amount, and what follows their posting. */
export interface ReturnRouting {
  credits: PostingLeg[];
  afterPosting: AfterPosting;
}

/**
 * Bonus money in the bet path, implemented by the promotions module (bet-hooks.ts). Every call runs in the wallet
 * call's transaction, so a refusal leaves nothing moved and wagering moves with the stake or not at all. It throws
 * domain errors: StakeOutOfLimits (above the bonus maximum, or not the free spin's stake), InvalidBet (a free spin
 * on another game), InsufficientFunds (no free spin left).
 */
export interface WalletPromotions {
  fundStake(tx: Transaction, stake: StakeToFund): Promise<StakeFunding>;
  /** `kind` 'rollback' returns the bet's whole amount exactly as it was paid; a 'win' in the stake's proportion. */
  routeReturn(tx: Transaction, bet: FundedBet, amount: bigint, kind: 'win' | 'rollback', trigger: string): Promise<ReturnRouting>;
  /** What the games may stake: cash plus bonus. */
  playableBalance(executor: Executor, playerId: string, currency: string): Promise<bigint>;
}

/**
 * What a call did: whether money moved (live balance events follow), what a jackpot win paid, and what its postings
 * tell of the balance it answers (issue 16: answered from the posting, not read again after the commit).
 */
export interface CallOutcome {
  moved: boolean;
  jackpotAmount?: bigint;
  /**
   * The player's cash and bonus as the call left them, each where one of its postings (or the stake's funding) told
   * it. Every posting holds its accounts' row locks until the commit, so these are the committed balances.
   */
  cashAfter?: bigint;
  bonusAfter?: bigint;
  /** Something posted that the call did not see (a bonus unlocked or completed after its posting): read them again. */
  balancesUnknown?: boolean;
}
export const NOTHING_MOVED: CallOutcome = { moved: false };
export const MOVED: CallOutcome = { moved: true };

/** A call that posted: the player's cash and bonus as the posting left them, those it touched. */
export function movedBy(posted: PostingResult, context: WalletCallContext): CallOutcome {
  const { playerId, currency } = context.session;
  const balanceOf = (wanted: 'cash' | 'bonus') =>
    posted.balances.find(
      ({ owner, purpose, currency: code }) => owner.type === 'player' && owner.playerId === playerId && purpose === wanted && code === currency,
    )?.balance;
  return { moved: true, cashAfter: balanceOf('cash'), bonusAfter: balanceOf('bonus') };
}

/** The outcome of a step once the promotions' follow-up ran: what it posted makes the step's balances unknown. */
export const followedBy = (outcome: CallOutcome, followUpPosted: boolean): CallOutcome =>
  followUpPosted ? { moved: true, jackpotAmount: outcome.jackpotAmount, balancesUnknown: true } : outcome;

/** The outcome of a call's steps in order (a play call's bet, then its win): the later step's balances are the newer. */
export const outcomeOfSteps = (earlier: CallOutcome, later: CallOutcome): CallOutcome => ({
  moved: earlier.moved || later.moved,
  jackpotAmount: later.jackpotAmount ?? earlier.jackpotAmount,
  cashAfter: later.cashAfter ?? earlier.cashAfter,
  bonusAfter: later.bonusAfter ?? earlier.bonusAfter,
  balancesUnknown: earlier.balancesUnknown === true || later.balancesUnknown === true,
});

/** A recorded bet with its split, as the promotions route the money coming back to it. */
export const fundedBetOf = (bet: ProviderTransactionRow, context: WalletCallContext): FundedBet => ({
  playerId: bet.playerId,
  currency: bet.currency,
  amount: bet.amount,
  bonusAmount: bet.bonusAmount,
  freeSpin: bet.freeSpin,
  playerPromotionId: bet.playerPromotionId,
  category: context.rules.category,
});

/** The ledger idempotency key of a provider transaction: a replay can never post twice. */
export const ledgerKeyOf = (provider: string, transactionUuid: string) => `provider:${provider}:${transactionUuid}`;
export const roundReferenceOf = (provider: string, round: string) => ({ type: 'round' as const, id: `${provider}:${round}` });

/** A bet as loyalty counts it: the session's player and game, keyed after the bet's own ledger posting. */
export function loyaltyStakeOf(
  context: WalletCallContext,
  currency: CurrencyRow,
  bet: { transactionUuid: string; roundId: string; amount: bigint },
): LoyaltyStake {
  return {
    playerId: context.session.playerId,
    currency,
    amount: bet.amount,
    gameRtp: context.rules.rtp,
    betKey: ledgerKeyOf(context.provider, bet.transactionUuid),
    reference: roundReferenceOf(context.provider, bet.roundId),
  };
}

/** A known transaction id: the same call again is fine (no second movement), another call with it is not. */
export function assertReplayOf(
  stored: ProviderTransactionRow,
  expected: {
    kind: string;
    amount?: bigint;
    round: string;
    reference?: string;
    jackpotContribution?: bigint;
    jackpot?: boolean;
    freeSpin?: boolean;
  },
): void {
  const same =
    stored.kind === expected.kind &&
    // A tombstone's or a win's row says nothing of is_free; a bet's replay must ask for the same kind of stake.
    (expected.freeSpin === undefined || stored.freeSpin === expected.freeSpin) &&
    // A jackpot win's amount is the casino's (what the pool was worth): the replay of one is checked without it.
    (expected.amount === undefined || stored.amount === expected.amount) &&
    stored.jackpotContribution === (expected.jackpotContribution ?? 0n) &&
    stored.jackpot === (expected.jackpot ?? false) &&
    stored.roundId === expected.round &&
    (expected.reference === undefined || stored.referenceTransactionUuid === expected.reference);
  if (!same) throw new WalletRefusal('RS_ERROR_DUPLICATE_TRANSACTION');
}

/**
 * The bet a win or rollback refers to must be one of this provider's, of the same player, game and round: a win
 * cannot borrow another round's stake to lift its cap, nor a rollback reach into another round.
 */
export function assertBetOfRound(
  bet: ProviderTransactionRow | undefined,
  context: WalletCallContext,
  round: string,
): asserts bet is ProviderTransactionRow {
  if (!bet || bet.kind !== 'bet' || bet.playerId !== context.session.playerId || bet.gameId !== context.session.gameId || bet.roundId !== round) {
    throw new WalletRefusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  }
}
