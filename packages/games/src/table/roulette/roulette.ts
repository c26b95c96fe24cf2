import { pickIndex, type RandomSource } from '../../fairness/fair-random.ts';
import type { SimulatableGame } from '../../simulatable-game.ts';
import { fraction, type Fraction } from '../exact-fraction.ts';
import { TableGameError } from '../table-game-error.ts';
import { CORNERS, RED_NUMBERS, ROULETTE_POCKET_COUNT, SIX_LINES, SPLITS, STREETS } from './roulette-layout.ts';

export type InsideBetType = 'straight' | 'split' | 'street' | 'corner' | 'six-line';
export type EvenMoneyBetType = 'red' | 'black' | 'even' | 'odd' | 'low' | 'high';
export type RouletteBetType = InsideBetType | 'column' | 'dozen' | EvenMoneyBetType;

/** A bet on the layout; the stake is in minor units. */
export type RouletteBet =
  | { type: InsideBetType; numbers: readonly number[]; stake: bigint }
  | { type: 'column'; column: 1 | 2 | 3; stake: bigint }
  | { type: 'dozen'; dozen: 1 | 2 | 3; stake: bigint }
  | { type: EvenMoneyBetType; stake: bigint };

/** Odds paid "to 1": a winning bet returns its stake × (odds + 1). */
export const ROULETTE_ODDS: Readonly<Record<RouletteBetType, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  'six-line': 5,
  column: 2,
  dozen: 2,
  red: 1,
  black: 1,
  even: 1,
  odd: 1,
  low: 1,
  high: 1,
};

export type RouletteBetErrorCode = 'invalid-bet-type' | 'invalid-numbers' | 'invalid-stake' | 'invalid-pocket';

export class RouletteBetError extends TableGameError<RouletteBetErrorCode> {}

const insideSpots: Readonly<Record<InsideBetType, ReadonlySet<string>>> = {
  straight: new Set(Array.from({ length: ROULETTE_POCKET_COUNT }, (_, number) => String(number))),
  split: new Set(SPLITS.map((numbers) => numbers.join('-'))),
  street: new Set(STREETS.map((numbers) => numbers.join('-'))),
  corner: new Set(CORNERS.map((numbers) => numbers.join('-'))),
  'six-line': new Set(SIX_LINES.map((numbers) => numbers.join('-'))),
};

const numbersFrom = (first: number, last: number, keep: (number: number) => boolean = () => true) =>
  Array.from({ length: last - first + 1 }, (_, index) => first + index).filter(keep);

const outsideNumbers: Readonly<Record<EvenMoneyBetType, readonly number[]>> = {
  red: RED_NUMBERS,
  black: numbersFrom(1, 36, (number) => !RED_NUMBERS.includes(number)),
  even: numbersFrom(1, 36, (number) => number % 2 === 0),
  odd: numbersFrom(1, 36, (number) => number % 2 === 1),
  low: numbersFrom(1, 18),
  high: numbersFrom(19, 36),
};

const isOneToThree = (value: unknown): value is 1 | 2 | 3 => value === 1 || value === 2 || value === 3;

/**
 * The pockets a bet wins on, after checking its shape: a split must be two adjacent numbers, a corner four
 * numbers meeting at a corner, and so on (the spots of roulette-layout.ts). Throws RouletteBetError.
 */
export function coveredNumbers(bet: RouletteBet): number[] {
  if (typeof bet.stake !== 'bigint' || bet.stake <= 0n) {
    throw new RouletteBetError('invalid-stake', 'A bet needs a positive stake');
  }
  switch (bet.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'six-line': {
      const numbers = Array.isArray(bet.numbers) ? [...bet.numbers].sort((a, b) => a - b) : [];
      if (!numbers.every(Number.isInteger) || !insideSpots[bet.type].has(numbers.join('-'))) {
        throw new RouletteBetError('invalid-numbers', `${String(bet.numbers)} is not a ${bet.type} on the layout`);
      }
      return numbers;
    }
    case 'column':
      if (!isOneToThree(bet.column)) throw new RouletteBetError('invalid-numbers', 'A column is 1, 2 or 3');
      return numbersFrom(1, 36, (number) => (number - 1) % 3 === bet.column - 1);
    case 'dozen':
      if (!isOneToThree(bet.dozen)) throw new RouletteBetError('invalid-numbers', 'A dozen is 1, 2 or 3');
      return numbersFrom(12 * bet.dozen - 11, 12 * bet.dozen);
    case 'red':
    case 'black':
    case 'even':
    case 'odd':
    case 'low':
    case 'high':
      return [...outsideNumbers[bet.type]];
    default:
      throw new RouletteBetError('invalid-bet-type', `Unknown bet type ${String((bet as { type: unknown }).type)}`);
  }
}

/** Checks every bet of a spin before any money moves; throws on the first bad one. */
export function validateRouletteBets(bets: readonly RouletteBet[]): void {
  for (const bet of bets) coveredNumbers(bet);
}

/** One float picks one of the 37 pockets. */
export function spinRoulette(random: RandomSource): number {
  return pickIndex(random, ROULETTE_POCKET_COUNT);
}

export interface SettledRouletteBet {
  bet: RouletteBet;
  won: boolean;
  /** Return ÷ stake: odds + 1 on a win (36, 18, 12, 9, 6, 3, 2), 0 on a loss. */
  multiplier: number;
  /** Minor units credited for this bet, its stake included. */
  payout: bigint;
}

export interface RouletteSettlement {
  pocket: number;
  bets: SettledRouletteBet[];
  totalStake: bigint;
  totalPayout: bigint;
}

export function settleRouletteBets(pocket: number, bets: readonly RouletteBet[]): RouletteSettlement {
  if (!Number.isInteger(pocket) || pocket < 0 || pocket >= ROULETTE_POCKET_COUNT) {
    throw new RouletteBetError('invalid-pocket', `There is no pocket ${pocket}`);
  }
  const covered = bets.map(coveredNumbers);
  const settled = bets.map((bet, index): SettledRouletteBet => {
    const won = covered[index]!.includes(pocket);
    const multiplier = won ? ROULETTE_ODDS[bet.type] + 1 : 0;
    return { bet, won, multiplier, payout: bet.stake * BigInt(multiplier) };
  });
  return {
    pocket,
    bets: settled,
    totalStake: bets.reduce((sum, bet) => sum + bet.stake, 0n),
    totalPayout: settled.reduce((sum, bet) => sum + bet.payout, 0n),
  };
}

/**
 * Exact RTP of one bet: it covers k pockets of 37 and returns odds + 1 = 36 ÷ k, so every bet returns
 * (k ÷ 37) × (36 ÷ k) = 36/37.
 */
export function rouletteBetRtp(bet: RouletteBet): Fraction {
  const pockets = BigInt(coveredNumbers(bet).length);
  return fraction(pockets * BigInt(ROULETTE_ODDS[bet.type] + 1), BigInt(ROULETTE_POCKET_COUNT));
}

export const ROULETTE_RTP = 36 / 37;

const referenceBet: RouletteBet = { type: 'red', stake: 1n };

/** Reference strategy: one unit on red every spin. */
export const rouletteGame: SimulatableGame = {
  id: 'roulette',
  name: 'European Roulette (red)',
  theoreticalRtp: ROULETTE_RTP,
  simulateRound: (random) => settleRouletteBets(spinRoulette(random), [referenceBet]).bets[0]!.multiplier,
};

export const rouletteRules: readonly string[] = [
  'The wheel has 37 pockets: the numbers 1 to 36, half red and half black, and a green zero.',
  'Place chips on a number, a line between numbers, or an outside box, then spin.',
  'Straight 35:1 · split 17:1 · street (or 0-1-2, 0-2-3) 11:1 · corner (or 0-1-2-3) 8:1 · six line 5:1 · ' +
    'column or dozen 2:1 · red/black, even/odd, 1–18/19–36 1:1.',
  'Outside bets lose on zero. Return to player: 97.30 % on every bet.',
];
