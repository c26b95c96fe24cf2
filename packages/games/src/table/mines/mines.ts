import { drawFromRemaining, type RandomSource } from '../../fairness/fair-random.ts';
import type { SimulatableGame } from '../../simulatable-game.ts';
import { binomial } from '../binomial.ts';
import { fraction, fractionToNumber, type Fraction } from '../exact-fraction.ts';
import { floorMultiplier, multiplierInTenThousandths, MULTIPLIER_SCALE } from '../multiplier.ts';
import { TableGameError } from '../table-game-error.ts';

/** A 5×5 grid; tile t (0–24) is row ⌊t ÷ 5⌋, column t mod 5. */
export const MINES_TILES = 25;
export const MINES_MIN_MINES = 1;
export const MINES_MAX_MINES = 24;

export type MinesStatus = 'playing' | 'busted' | 'cashed-out';

/**
 * A round in progress or finished, plain JSON so the server can store it and resume it. It holds the mine
 * positions: send a client `minesPlayerView(state)`, never the state itself, until the round is over.
 */
export interface MinesState {
  version: 1;
  mineCount: number;
  /** Tile indexes, in the order drawn from the fair stream. */
  mines: number[];
  /** Safe tiles revealed, in order. */
  revealed: number[];
  status: MinesStatus;
  /** The mine the player hit, when busted. */
  hitMine: number | null;
}

export type MinesActionErrorCode =
  | 'invalid-mine-count'
  | 'round-finished'
  | 'invalid-tile'
  | 'invalid-reveal-count'
  | 'tile-already-revealed'
  | 'nothing-revealed'
  | 'round-not-finished';

export class MinesActionError extends TableGameError<MinesActionErrorCode> {}

function checkMineCount(mineCount: number): void {
  if (!Number.isInteger(mineCount) || mineCount < MINES_MIN_MINES || mineCount > MINES_MAX_MINES) {
    throw new MinesActionError('invalid-mine-count', 'Choose 1 to 24 mines');
  }
}

/** P(the first k tiles revealed are all safe) = C(25 − m, k) ÷ C(25, k), whichever tiles are chosen. */
export function minesSurvivalProbability(mineCount: number, safeReveals: number): Fraction {
  checkMineCount(mineCount);
  return fraction(binomial(MINES_TILES - mineCount, safeReveals), binomial(MINES_TILES, safeReveals));
}

/**
 * The cash-out multiplier after k safe reveals with m mines: 0.99 × C(25, k) ÷ C(25 − m, k), rounded down to
 * four decimals (1 % house edge on the fair price of surviving k reveals).
 */
export function minesMultiplier(mineCount: number, safeReveals: number): number {
  checkMineCount(mineCount);
  if (!Number.isInteger(safeReveals) || safeReveals < 1 || safeReveals > MINES_TILES - mineCount) {
    throw new MinesActionError('invalid-reveal-count', `With ${mineCount} mines there are 1 to ${MINES_TILES - mineCount} safe reveals`);
  }
  return floorMultiplier(99n * binomial(MINES_TILES, safeReveals), 100n * binomial(MINES_TILES - mineCount, safeReveals));
}

/** The whole cash-out ladder for a mine count: index k − 1 holds the multiplier after k safe reveals. */
export function minesMultiplierTable(mineCount: number): number[] {
  checkMineCount(mineCount);
  return Array.from({ length: MINES_TILES - mineCount }, (_, index) => minesMultiplier(mineCount, index + 1));
}

/**
 * Exact RTP of cashing out after k safe reveals: C(25 − m, k) ÷ C(25, k) × multiplier ≤ 0.99 (rounding down
 * only takes from the player, less than 0.0001 × the survival probability). A strategy that picks k by any rule
 * gets an average of these, since nothing seen during a round tells safe tiles from mines.
 */
export function minesRtp(mineCount: number, safeReveals: number): Fraction {
  const survival = minesSurvivalProbability(mineCount, safeReveals);
  const multiplier = multiplierInTenThousandths(minesMultiplier(mineCount, safeReveals));
  return fraction(survival.numerator * multiplier, survival.denominator * BigInt(MULTIPLIER_SCALE));
}

/**
 * Places the mines as Stake does: the k-th float picks ⌊f · remaining⌋ among the tiles not mined yet, in tile
 * order (drawFromRemaining), so the layout is fixed by the seeds before play and any Stake verifier agrees.
 */
export function startMines(random: RandomSource, mineCount: number): MinesState {
  checkMineCount(mineCount);
  return {
    version: 1,
    mineCount,
    mines: drawFromRemaining(random, MINES_TILES, mineCount),
    revealed: [],
    status: 'playing',
    hitMine: null,
  };
}

export function isMinesFinished(state: MinesState): boolean {
  return state.status !== 'playing';
}

function checkPlaying(state: MinesState): void {
  if (isMinesFinished(state)) throw new MinesActionError('round-finished', 'This round is over');
}

/** Reveals a tile: a mine ends the round with nothing; the last safe tile cashes out by itself. */
export function revealTile(state: MinesState, tile: number): MinesState {
  checkPlaying(state);
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) {
    throw new MinesActionError('invalid-tile', 'Tiles are numbered 0 to 24');
  }
  if (state.revealed.includes(tile)) throw new MinesActionError('tile-already-revealed', 'That tile is already revealed');
  if (state.mines.includes(tile)) return { ...state, status: 'busted', hitMine: tile };
  const revealed = [...state.revealed, tile];
  const allSafeTilesFound = revealed.length === MINES_TILES - state.mineCount;
  return { ...state, revealed, status: allSafeTilesFound ? 'cashed-out' : 'playing' };
}

export function cashOut(state: MinesState): MinesState {
  checkPlaying(state);
  if (state.revealed.length === 0) throw new MinesActionError('nothing-revealed', 'Reveal a tile before cashing out');
  return { ...state, status: 'cashed-out' };
}

/** The multiplier a cash-out pays now (0 before the first reveal or after a mine). */
export function currentMinesMultiplier(state: MinesState): number {
  if (state.status === 'busted' || state.revealed.length === 0) return 0;
  return minesMultiplier(state.mineCount, state.revealed.length);
}

/** Return ÷ stake of a finished round: the cash-out multiplier, or 0 after a mine. */
export function settleMines(state: MinesState): number {
  if (!isMinesFinished(state)) throw new MinesActionError('round-not-finished', 'The round is still being played');
  return currentMinesMultiplier(state);
}

export interface MinesPlayerView {
  mineCount: number;
  revealed: number[];
  status: MinesStatus;
  hitMine: number | null;
  multiplier: number;
  /** Shown only once the round is over. */
  mines: number[] | null;
}

export function minesPlayerView(state: MinesState): MinesPlayerView {
  return {
    mineCount: state.mineCount,
    revealed: [...state.revealed],
    status: state.status,
    hitMine: state.hitMine,
    multiplier: currentMinesMultiplier(state),
    mines: isMinesFinished(state) ? [...state.mines] : null,
  };
}

/** Reference strategy: 3 mines, reveal tiles 0, 1, 2 and cash out. */
export const MINES_REFERENCE = { mineCount: 3, tiles: [0, 1, 2] } as const;

export const minesGame: SimulatableGame = {
  id: 'mines',
  name: 'Mines (3 mines, cash out after 3 reveals)',
  theoreticalRtp: fractionToNumber(minesRtp(MINES_REFERENCE.mineCount, MINES_REFERENCE.tiles.length)),
  simulateRound(random) {
    let state = startMines(random, MINES_REFERENCE.mineCount);
    for (const tile of MINES_REFERENCE.tiles) {
      state = revealTile(state, tile);
      if (isMinesFinished(state)) return settleMines(state);
    }
    return settleMines(cashOut(state));
  },
};

export const minesRules: readonly string[] = [
  'Choose 1 to 24 mines to hide in the 25 tiles, then reveal tiles one at a time.',
  'Every safe tile raises your multiplier; cash out whenever you like, after at least one tile. ' + 'Reveal a mine and the round ends with nothing.',
  'Multiplier after k safe tiles with m mines: 0.99 × C(25, k) ÷ C(25 − m, k), rounded down to 4 decimals. RTP 99 %.',
];
