import type { RandomSource } from '../../fairness/fair-random.ts';
import type { SimulatableGame } from '../../simulatable-game.ts';
import { fraction, fractionToNumber, type Fraction } from '../exact-fraction.ts';
import { TableGameError } from '../table-game-error.ts';

/**
 * Stake's published limbo, in the same double-precision operations so that any Stake verifier agrees to the cent:
 *
 *   floatPoint = 1e8 ÷ (f · 1e8) · 0.99;   result = max(1, ⌊floatPoint · 100⌋ ÷ 100)
 *
 * A target t = T ÷ 100 (T whole hundredths, T ≥ 101) wins when ⌊floatPoint · 100⌋ ≥ T, compared in integers. Every
 * step is a correctly rounded (hence monotone) operation, so the result never grows with f: the winning floats are
 * the first ones of the 2³² the stream can give, and limboWinProbability counts them exactly.
 */
const MAX_MULTIPLIER = 1e8;
const HOUSE_EDGE = 0.99;
const RESOLUTION = 2 ** 32;
const BIG_RESOLUTION = 2n ** 32n;

/** Targets in hundredths: 1.01× … 1,000,000×. */
export const LIMBO_MIN_TARGET = 1.01;
export const LIMBO_MAX_TARGET = 1_000_000;

export type LimboBetErrorCode = 'invalid-target';

export class LimboBetError extends TableGameError<LimboBetErrorCode> {}

function targetInHundredths(target: number): number {
  const hundredths = Math.round(target * 100);
  if (
    !Number.isFinite(target) ||
    Math.abs(hundredths - target * 100) > 1e-6 ||
    hundredths < Math.round(LIMBO_MIN_TARGET * 100) ||
    hundredths > LIMBO_MAX_TARGET * 100
  ) {
    throw new LimboBetError('invalid-target', 'The target is a multiplier from 1.01 to 1,000,000 with two decimals');
  }
  return hundredths;
}

/** ⌊floatPoint · 100⌋: the result in hundredths before the 1.00 floor; Infinity for the float 0. */
function crashPointInHundredths(float: number): number {
  const floatPoint = (MAX_MULTIPLIER / (float * MAX_MULTIPLIER)) * HOUSE_EDGE;
  return Math.floor(floatPoint * 100);
}

/**
 * The result multiplier, 1.00 upwards, from one float. The float 0 (one in 2³²) divides by zero: the published
 * formula gives Infinity, shown as Number.MAX_VALUE, which survives JSON and, like Infinity, beats every target.
 */
function resultFromHundredths(hundredths: number): number {
  return Number.isFinite(hundredths) ? Math.max(100, hundredths) / 100 : Number.MAX_VALUE;
}

export function limboResult(random: RandomSource): number {
  return resultFromHundredths(crashPointInHundredths(random.next()));
}

export interface LimboResult {
  result: number;
  won: boolean;
  /** Return ÷ stake: the target on a win, 0 on a loss. */
  multiplier: number;
}

export function playLimbo(random: RandomSource, target: number): LimboResult {
  const targetHundredths = targetInHundredths(target);
  const hundredths = crashPointInHundredths(random.next());
  const won = hundredths >= targetHundredths;
  return { result: resultFromHundredths(hundredths), won, multiplier: won ? targetHundredths / 100 : 0 };
}

/**
 * How many of the 2³² floats k ÷ 2³² win a target of T hundredths: as the result never grows with k, the winners are
 * k = 0 … K for the largest winning K, found by bisection over the same computation the game makes.
 */
function winningFloats(targetHundredths: number): number {
  let lastWinner = 0; // the float 0 wins every target
  let firstLoser = RESOLUTION - 1; // the float just below 1 gives 0.98, which loses every target
  while (firstLoser - lastWinner > 1) {
    const middle = Math.floor((lastWinner + firstLoser) / 2);
    if (crashPointInHundredths(middle / RESOLUTION) >= targetHundredths) lastWinner = middle;
    else firstLoser = middle;
  }
  return lastWinner + 1;
}

/** P(result ≥ T ÷ 100) over the 2³² equally likely floats, exactly: about 0.99 ÷ t. */
export function limboWinProbability(target: number): Fraction {
  return fraction(BigInt(winningFloats(targetInHundredths(target))), BIG_RESOLUTION);
}

/**
 * RTP = t · P(win) = (T ÷ 100) · K ÷ 2³² for the K winning floats. P(win) is 0.99 ÷ t up to the rounding of the
 * floats and of the result to hundredths, so the RTP is 0.99 within about 2.4 × 10⁻¹⁰ · t (see rtp-table-games.md).
 */
export function limboRtp(target: number): Fraction {
  const targetHundredths = targetInHundredths(target);
  return fraction(BigInt(targetHundredths) * BigInt(winningFloats(targetHundredths)), 100n * BIG_RESOLUTION);
}

/** Reference strategy: target 2.00×. */
export const LIMBO_REFERENCE_TARGET = 2;

export const limboGame: SimulatableGame = {
  id: 'limbo',
  name: 'Limbo (target 2.00×)',
  theoreticalRtp: fractionToNumber(limboRtp(LIMBO_REFERENCE_TARGET)),
  simulateRound: (random) => playLimbo(random, LIMBO_REFERENCE_TARGET).multiplier,
};

export const limboRules: readonly string[] = [
  'Pick a target multiplier from 1.01× to 1,000,000×, then play: a result multiplier of 1.00× or more is drawn.',
  'If the result reaches your target you win stake × target; otherwise you lose the stake.',
  'The result is 0.99 ÷ f for a fair float f from 0 to 1, rounded down to hundredths, as Stake publishes it: the ' +
    'chance to reach a target t is 99 % ÷ t (2.00× wins 49.5 % of the time), RTP 99 % whatever the target.',
];
