import type { WalletStatus } from '@lodestar/contracts';
import type { Transaction } from '../../db/client.ts';
import type { AccountRef } from '../ledger/index.ts';
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

/** What every use case of the wallet works with: the calling provider and the launch session its call names. */
export interface WalletCallContext {
  tx: Transaction;
  provider: string;
  session: ResolvedGameSession['session'] & { playerId: string };
  rules: GameWalletRules;
  /** The launch token has expired: wins, rollbacks and replays still go through, new bets do not. */
  expired: boolean;
  currencies: CurrenciesService;
  /** Stakes are checked against the player's exclusion and limits, and stakes and wins counted, in `tx`. */
  responsibleGambling: WalletGambling;
  /** Real-money stakes earn loyalty points and rakeback, counted (and taken back on a rollback) in `tx`. */
  loyalty: WalletLoyalty;
  /** Where refusals that staff should look at are written. */
  warn: (details: Record<string, unknown>, message: string) => void;
}

export type WalletGambling = Pick<ResponsibleGambling, 'chargeStake' | 'countWin' | 'uncountStake'>;
export type WalletLoyalty = Pick<LoyaltyService, 'countStake' | 'uncountStake'>;

/** What a call did: whether money moved (live balance events follow), and what a jackpot win paid. */
export interface CallOutcome {
  moved: boolean;
  jackpotAmount?: bigint;
}
export const NOTHING_MOVED: CallOutcome = { moved: false };
export const MOVED: CallOutcome = { moved: true };

export const cashOf = (playerId: string, currency: string): AccountRef => ({ owner: { type: 'player', playerId }, currency, purpose: 'cash' });

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
  expected: { kind: string; amount?: bigint; round: string; reference?: string; jackpotContribution?: bigint; jackpot?: boolean },
): void {
  const same =
    stored.kind === expected.kind &&
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
