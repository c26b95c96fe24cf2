import { fractionToNumber, KENO_MAX_PICKS, KENO_NUMBERS, kenoHitProbabilities, kenoPaytable, type KenoRisk } from '@lodestar/games';

/** 1 … 40, the order of the board. */
export const KENO_BOARD: readonly number[] = Array.from({ length: KENO_NUMBERS }, (_, index) => index + 1);

/** Adds or removes a number; an eleventh pick is refused (the picks come back unchanged). */
export function toggleKenoPick(picks: readonly number[], number: number): readonly number[] {
  if (picks.includes(number)) return picks.filter((picked) => picked !== number);
  return picks.length >= KENO_MAX_PICKS ? picks : [...picks, number];
}

/**
 * `count` different numbers of the board chosen at random. Only the player's choice, not an outcome: the
 * draw comes from the seeds on the server, so the browser's own randomness is fine here.
 */
export function quickPickKeno(count: number, randomBelow: (bound: number) => number): number[] {
  const board = [...KENO_BOARD];
  for (let index = 0; index < count; index++) {
    const swap = index + randomBelow(board.length - index);
    [board[index], board[swap]] = [board[swap]!, board[index]!];
  }
  return board.slice(0, count).sort((a, b) => a - b);
}

export interface KenoPayline {
  hits: number;
  multiplier: number;
  /** Percent chance of exactly this many hits. */
  chance: number;
}

/** What each number of hits pays for this many picks and risk, with its chance. */
export function kenoPaylines(pickCount: number, risk: KenoRisk): KenoPayline[] {
  const chances = kenoHitProbabilities(pickCount);
  return kenoPaytable(pickCount, risk).map((multiplier, hits) => ({
    hits,
    multiplier,
    chance: fractionToNumber(chances[hits]!) * 100,
  }));
}

export type KenoCellState = 'idle' | 'picked' | 'hit' | 'miss';

/** A cell after the numbers drawn so far were revealed: a drawn pick is a hit, a drawn number not picked a miss. */
export function kenoCellState(number: number, picks: readonly number[], revealed: readonly number[]): KenoCellState {
  const picked = picks.includes(number);
  if (revealed.includes(number)) return picked ? 'hit' : 'miss';
  return picked ? 'picked' : 'idle';
}
