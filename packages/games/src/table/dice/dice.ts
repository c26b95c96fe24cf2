import { pickIndex, type RandomSource } from '../../fairness/fair-random.ts';
import type { SimulatableGame } from '../../simulatable-game.ts';
import { fraction, fractionToNumber, type Fraction } from '../exact-fraction.ts';
import { floorMultiplier } from '../multiplier.ts';
import { TableGameError } from '../table-game-error.ts';

/** The roll is one of 10,000 equally likely values 0.00–99.99, handled internally in hundredths. */
export const DICE_OUTCOMES = 10_000;
/** Win chance bounds, in outcomes of 10,000: 0.01 % … 98.00 %. */
export const DICE_MIN_WINNING_OUTCOMES = 1;
export const DICE_MAX_WINNING_OUTCOMES = 9_800;
/** 99 ÷ win-chance %: a 1 % house edge before rounding down. */
const RETURN_PERCENT = 99n;

export type DiceDirection = 'over' | 'under';

/** "Roll over 50.49" wins on 50.50–99.99; "roll under 49.50" wins on 0.00–49.49. */
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

/** How many of the 10,000 rolls win the bet; throws DiceBetError outside 0.01 %–98 %. */
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

/** Win chance in percent, e.g. 49.5. */
export function diceWinChance(bet: DiceBet): number {
  return diceWinningOutcomes(bet) / 100;
}

/** 99 ÷ win-chance %, rounded down to four decimals: ⌊99,000,000 ÷ w⌋ ÷ 10,000 for w winning outcomes. */
export function diceMultiplier(bet: DiceBet): number {
  return floorMultiplier(RETURN_PERCENT * 100n, BigInt(diceWinningOutcomes(bet)));
}

/** The roll, 0.00–99.99, from one float. */
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
 * Exact RTP of a bet: (w ÷ 10,000) × ⌊99,000,000 ÷ w⌋ ÷ 10,000. Rounding down only ever takes from the player, by less
 * than w ÷ 10⁸ ≤ 0.000098, so 0.989902 < RTP ≤ 0.99, with 0.99 exactly when w divides 99,000,000.
 */
export function diceRtp(bet: DiceBet): Fraction {
  const outcomes = BigInt(diceWinningOutcomes(bet));
  return fraction(outcomes * ((RETURN_PERCENT * 100n * 10_000n) / outcomes), 10n ** 8n);
}

/** Reference strategy: roll under 49.50 (49.50 % chance, 2.0000×), whose RTP is exactly 0.99. */
export const DICE_REFERENCE_BET: DiceBet = { target: 49.5, direction: 'under' };

export const diceGame: SimulatableGame = {
  id: 'dice',
  name: 'Dice (roll under 49.50)',
  theoreticalRtp: fractionToNumber(diceRtp(DICE_REFERENCE_BET)),
  simulateRound: (random) => playDice(random, DICE_REFERENCE_BET).multiplier,
};

export const diceRules: readonly string[] = [
  'Choose a target and whether the roll will land over or under it, then roll: the result is one of 0.00 to 99.99, ' + 'each equally likely.',
  'Roll over wins when the roll is above the target, roll under when it is below; landing on the target loses.',
  'Win chance from 0.01 % to 98 %. Payout = 99 ÷ win chance (%), rounded down to 4 decimals: ' + '1 % house edge, RTP 99 %.',
];
