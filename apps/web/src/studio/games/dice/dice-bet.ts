import {
  DICE_MAX_WINNING_OUTCOMES,
  DICE_MIN_WINNING_OUTCOMES,
  DICE_OUTCOMES,
  diceMultiplier,
  diceWinChance,
  payoutFor,
  type DiceBet,
  type DiceDirection,
} from '@lodestar/games';

/** The engine's reference bet: roll under 49.50 pays 2.0000× at a 49.5 % chance. */
export const DEFAULT_DICE_BET: DiceBet = { target: 49.5, direction: 'under' };

/**
 * The targets the engine accepts for a direction (win chance 0.01 %–98 %), in the roll's two decimals:
 * under 0.01 … 98.00, over 2.00 … 99.99 (over T wins on the 10,000 − 100·T rolls above it, up to 100.00).
 */
export function diceTargetRange(direction: DiceDirection): { min: number; max: number } {
  if (direction === 'under') return { min: DICE_MIN_WINNING_OUTCOMES / 100, max: DICE_MAX_WINNING_OUTCOMES / 100 };
  const highestRoll = DICE_OUTCOMES - 1;
  return { min: (highestRoll - DICE_MAX_WINNING_OUTCOMES) / 100, max: (highestRoll - DICE_MIN_WINNING_OUTCOMES) / 100 };
}

/** Any number the slider or the field produces, as a target the engine accepts: hundredths, within range. */
export function clampDiceTarget(target: number, direction: DiceDirection): number {
  const { min, max } = diceTargetRange(direction);
  const hundredths = Math.round((Number.isFinite(target) ? target : min) * 100);
  return Math.min(max * 100, Math.max(min * 100, hundredths)) / 100;
}

/** Over ↔ under on the mirrored target, so the win chance and the payout stay what the player chose. */
export function flipDiceDirection(bet: DiceBet): DiceBet {
  const mirrored = (DICE_OUTCOMES - 1 - Math.round(bet.target * 100)) / 100;
  return { target: mirrored, direction: bet.direction === 'under' ? 'over' : 'under' };
}

export interface DicePreview {
  /** Percent, e.g. 49.5. */
  winChance: number;
  multiplier: number;
  /** What a win pays back for the stake, in minor units, exactly as the server settles it. */
  payout: bigint;
}

export function previewDiceBet(bet: DiceBet, stake: bigint): DicePreview {
  const multiplier = diceMultiplier(bet);
  return { winChance: diceWinChance(bet), multiplier, payout: payoutFor(stake, multiplier) };
}

/** The stretch of the 0–100 bar whose rolls win, in percent of its width. */
export function diceWinningZone(bet: DiceBet): { from: number; to: number } {
  return bet.direction === 'under' ? { from: 0, to: bet.target } : { from: bet.target, to: 100 };
}
