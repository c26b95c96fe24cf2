import { TableGameError } from '../table-game-error.ts';

/* The blackjack round's state and its errors; the rules that move it are in blackjack.ts. */

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'no-insurance';
export const BLACKJACK_ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split', 'insurance', 'no-insurance'];

export type BlackjackPhase = 'insurance' | 'player' | 'finished';
export type InsuranceDecision = 'not-offered' | 'offered' | 'taken' | 'declined';

export interface BlackjackHand {
  /** Card indexes (see cards.ts). */
  cards: number[];
  doubled: boolean;
  /** One of two hands from split aces: one card only. */
  splitAces: boolean;
  finished: boolean;
}

/**
 * How a round's cards were drawn: 'infinite' from an unlimited number of decks (Stake's conversion, every round
 * dealt since 2026-11-24), 'shoe-6' from a shuffled six-deck shoe (rounds stored before, which finish as they began).
 */
export type BlackjackDeal = 'shoe-6' | 'infinite';

export interface BlackjackState {
  version: 1;
  /** Absent in the states stored before the unlimited deck: 'shoe-6'. */
  deal?: BlackjackDeal;
  /** Minor units, as a decimal string so the state survives JSON. */
  stake: string;
  /**
   * The round's cards in dealing order, card indexes (see cards.ts); dealt cards are shoe[0 … cursor − 1]. 'infinite':
   * the CARDS_PER_ROUND cards drawn from the unlimited deck; 'shoe-6': the whole shuffled 312-card shoe.
   */
  shoe: readonly number[];
  cursor: number;
  /** Upcard, hole card, then the dealer's draws. */
  dealer: number[];
  /** One hand, or two after a split. */
  hands: BlackjackHand[];
  /** The hand the player acts on while the phase is 'player'. */
  activeHand: number;
  insurance: InsuranceDecision;
  phase: BlackjackPhase;
}

export type BlackjackErrorCode =
  | 'invalid-cards'
  | 'invalid-stake'
  | 'unknown-action'
  | 'round-finished'
  | 'round-not-finished'
  | 'insurance-decision-pending'
  | 'insurance-not-offered'
  | 'double-not-allowed'
  | 'split-not-allowed'
  | 'shoe-exhausted';

export class BlackjackActionError extends TableGameError<BlackjackErrorCode> {}

/** Insurance costs half the stake, rounded down to the minor unit. */
export function insuranceStake(stake: bigint): bigint {
  return stake / 2n;
}
