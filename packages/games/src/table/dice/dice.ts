import { pickIndex, type RandomSource } from '../../fairness/fair-random.ts';
import type { SimulatableGame } from '../../simulatable-game.ts';
import { fraction, fractionToNumber, type Fraction } from '../exact-fraction.ts';
import { floorMultiplier } from '../multiplier.ts';
import { TableGameError } from '../table-game-error.ts';

/**
 * The roll is one of 10,001 equally likely values 0.00–100.00, handled internally in hundredths: Stake's
 * published dice, roll = ⌊f · 10,001⌋ ÷ 100.
 */
export const DICE_OUTCOMES = 10_001;
/** Win chance bounds, in winning rolls (a roll is 0.01 % of the displayed chance): 0.01 % … 98.00 %. */
export const DICE_MIN_WINNING_OUTCOMES = 1;
export const DICE_MAX_WINNING_OUTCOMES = 9_800;
/** 99 ÷ win-chance %: a 1 % house edge before rounding down. */
const RETURN_PERCENT = 99n;

export type DiceDirection = 'over' | 'under';

/** "Roll over 50.50" wins on 50.51–100.00; "roll under 49.50" wins on 0.00–49.49: 4,950 rolls each. */
export interface DiceBet {
  target: number;
  direction: DiceDirection;
}

export type DiceBetErrorCode = 'invalid-target' | 'invalid-direction' | 'win-chance-out-of-range';

export class DiceBetError extends TableGameError<DiceBetErrorCode> {}

function targetInHundredths(target: number): number {
  const hundredths = Math.round(target * 100);
  const finerThanHundredths = Math.abs(hundredths - target * 100) > 1e-6;
  if (!Number.isFinite(target) || finerThanHundredths || hundredths < 0 || hundredths >= DICE_OUTCOMES) {
    throw new DiceBetError('invalid-target', 'The target is a number from 0.00 to 99.99 with at most two decimals');
  }
  return hundredths;
}

/** How many of the 10,001 rolls win the bet; throws DiceBetError outside 0.01 %–98 %. */
export function diceWinningOutcomes(bet: DiceBet): number {
  const target = targetInHundredths(bet.target);
  let outcomes: number;
  if (bet.direction === 'over') outcomes = DICE_OUTCOMES - 1 - target;
  else if (bet.direction === 'under') outcomes = target;
  else throw new DiceBetError('invalid-direction', 'Roll over or roll under');
  if (outcomes < DICE_MIN_WINNING_OUTCOMES || outcomes > DICE_MAX_WINNING_OUTCOMES) {
    throw new DiceBetError('win-chance-out-of-range', 'The win chance must be between 0.01 % and 98 %');
  }
  return outcomes;
}

/** The win chance as Stake displays it, in percent (winning rolls ÷ 100, e.g. 49.5); the true chance is ÷ 10,001. */
export function diceWinChance(bet: DiceBet): number {
  return diceWinningOutcomes(bet) / 100;
}

/** 99 ÷ win-chance %, rounded down to four decimals: ⌊99,000,000 ÷ w⌋ ÷ 10,000 for w winning outcomes. */
export function diceMultiplier(bet: DiceBet): number {
  return floorMultiplier(RETURN_PERCENT * 100n, BigInt(diceWinningOutcomes(bet)));
}

/** The roll, 0.00–100.00, from one float: ⌊f · 10,001⌋ ÷ 100 (f · 10,001 is exact in a double). */
export function rollDice(random: RandomSource): number {
  return pickIndex(random, DICE_OUTCOMES) / 100;
}

export interface DiceResult {
  roll: number;
  won: boolean;
  /** Return ÷ stake: the bet's multiplier on a win, 0 on a loss. */
  multiplier: number;
}

export function playDice(random: RandomSource, bet: DiceBet): DiceResult {
  const multiplier = diceMultiplier(bet);
  const roll = rollDice(random);
  const rollHundredths = Math.round(roll * 100);
  const target = targetInHundredths(bet.target);
  const won = bet.direction === 'over' ? rollHundredths > target : rollHundredths < target;
  return { roll, won, multiplier: won ? multiplier : 0 };
}

/**
 * Exact RTP of a bet: (w ÷ 10,001) × ⌊99,000,000 ÷ w⌋ ÷ 10,000. The multiplier is 99 ÷ (w ÷ 100) as Stake pays, but
 * w of the 10,001 rolls win, so RTP = 0.99 × 10,000 ÷ 10,001 = 0.989901 when w divides 99,000,000, and rounding the
 * multiplier down takes less than w ÷ (10,001 × 10⁴) ≤ 0.000098 more.
 */
export function diceRtp(bet: DiceBet): Fraction {
  const outcomes = BigInt(diceWinningOutcomes(bet));
  return fraction(outcomes * ((RETURN_PERCENT * 100n * 10_000n) / outcomes), BigInt(DICE_OUTCOMES) * 10_000n);
}

/** Reference strategy: roll under 49.50 (49.50 % displayed chance, 2.0000×), RTP 0.99 × 10,000 ÷ 10,001. */
export const DICE_REFERENCE_BET: DiceBet = { target: 49.5, direction: 'under' };

export const diceGame: SimulatableGame = {
  id: 'dice',
  name: 'Dice (roll under 49.50)',
  theoreticalRtp: fractionToNumber(diceRtp(DICE_REFERENCE_BET)),
  simulateRound: (random) => playDice(random, DICE_REFERENCE_BET).multiplier,
};

export const diceRules: readonly string[] = [
  'Choose a target and whether the roll will land over or under it, then roll: the result is one of the 10,001 values ' +
    '0.00 to 100.00, each equally likely.',
  'Roll over wins when the roll is above the target, roll under when it is below; landing on the target loses.',
  'Win chance from 0.01 % to 98 %. Payout = 99 ÷ win chance (%), rounded down to 4 decimals. Each 0.01 % of win ' +
    'chance is one of the 10,001 rolls, so the RTP is 99 % × 10,000 ÷ 10,001 = 98.99 %.',
];
