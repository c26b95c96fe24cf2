import { numberFormatAtFirstUse } from '../number-format.ts';
import type { RandomSource } from '../fairness/fair-random.ts';
import { TableGameError } from '../table/table-game-error.ts';
import type { StudioOutcome } from './outcomes.ts';

/** The engines Lodestar Originals serves: every 'slot-*' launch id is a slot. */
export type StudioGameKind = StudioOutcome['kind'];

/** A player decision on an open round: blackjack's hit, stand …, mines' reveal (with a tile) and cashout. */
export interface StudioAction {
  action: string;
  tile?: number;
}

export interface StudioStep {
  /** Plain JSON the server stores between actions (blackjack, mines): it may hold hidden information. */
  state: unknown;
  finished: boolean;
  /** Minor units this step stakes: the round's stake at start; the extra wager of a double/split/insurance; 0 otherwise. */
  staked: bigint;
}

/**
 * One engine as the studio plays it, round by round: the server starts a round with the fair random source of its
 * seeds, stores `state`, applies actions, and pays `payout` once finished; the fairness verifier replays the same
 * calls in the browser.
 */
export interface StudioGame {
  kind: StudioGameKind;
  /** As the lobby and the verifier name it: 'Starfall Fortune', 'European Roulette'. */
  name: string;
  /**
   * Validates the params (already shape-checked by the contract's zod schema) and plays the opening of a round. Throws
   * a TableGameError subclass with a player-readable message for a bad bet. Roulette's stake is the sum of its bets'
   * stakes (the `stake` argument is ignored).
   */
  start(launchId: string, random: RandomSource, params: Record<string, unknown>, stake: bigint): StudioStep;
  /** Blackjack and mines only. Throws TableGameError on an illegal action or a finished round. */
  act?(state: unknown, action: StudioAction): StudioStep;
  /** Minor units paid back for a finished round, stakes included (exact, rounded down to the minor unit). */
  payout(state: unknown): bigint;
  /** The client's view (outcomes.ts): hidden information only once finished. */
  view(state: unknown): StudioOutcome;
  /** The rules, one paragraph a line, as the engines word them. */
  rules: readonly string[];
  /** The paytable, one line each (empty where the rules give the formula). */
  paytable: readonly string[];
  /**
   * The most a round can pay back, as a multiple of everything staked in it (jackpots aside): the casino's wallet
   * refuses a round's wins above it, so a provider bug or a stolen provider secret cannot pay out without limit.
   */
  maxMultiplier: number;
}

export type StudioErrorCode = 'invalid-stake' | 'unknown-game' | 'unknown-action';

/** A refused stake, launch id or action that no single engine owns. */
export class StudioGameError extends TableGameError<StudioErrorCode> {}

/** Every game but roulette takes its stake from the request: a positive number of minor units. */
export function checkStake(stake: bigint): void {
  if (typeof stake !== 'bigint' || stake <= 0n) throw new StudioGameError('invalid-stake', 'The stake must be positive');
}

const multiplierNumber = numberFormatAtFirstUse('en-US', { maximumFractionDigits: 4 });

/** 'x1.5' style multiplier text for paytable lines. */
export function formatMultiplier(multiplier: number): string {
  return `${multiplierNumber(multiplier)}×`;
}
