import type { RandomSource } from '../../fairness/fair-random.ts';
import type { SimulatableGame } from '../../simulatable-game.ts';
import { fraction, fractionToNumber, type Fraction } from '../exact-fraction.ts';
import { TableGameError } from '../table-game-error.ts';

/**
 * The result uses the float at the resolution of the fair stream, k ÷ 2³² with k = ⌊f · 2³²⌋, so that it is
 * computed with integers and every boundary is exact:
 *
 *   result = max(1.00, ⌊99 · 2³² ÷ (2³² − k)⌋ ÷ 100)      (that is ⌊0.99 ÷ (1 − f) · 100⌋ ÷ 100)
 *
 * A target t = T ÷ 100 (T whole hundredths, T ≥ 101) wins when the result ≥ t. See limboWinProbability for why
 * that has probability ⌊99 · 2³² ÷ T⌋ ÷ 2³² ≈ 0.99 ÷ t, which makes the RTP 0.99 for every target.
 */
const RESOLUTION = 2 ** 32;
const BIG_RESOLUTION = 2n ** 32n;
const RETURN_PERCENT = 99;

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

/** The result in hundredths before the 1.00 floor: ⌊99 · 2³² ÷ (2³² − k)⌋, by exact integer division. */
function rawResultInHundredths(random: RandomSource): number {
  const k = Math.floor(random.next() * RESOLUTION);
  const numerator = RETURN_PERCENT * RESOLUTION;
  const denominator = RESOLUTION - k;
  // Both are integers below 2⁵³; the float quotient can round up to the next integer, so correct it.
  let quotient = Math.floor(numerator / denominator);
  if (quotient * denominator > numerator) quotient -= 1;
  return quotient;
}

/** The crash point, 1.00 upwards in hundredths, from one float. */
export function limboResult(random: RandomSource): number {
  return Math.max(100, rawResultInHundredths(random)) / 100;
}

export interface LimboResult {
  result: number;
  won: boolean;
  /** Return ÷ stake: the target on a win, 0 on a loss. */
  multiplier: number;
}

export function playLimbo(random: RandomSource, target: number): LimboResult {
  const targetHundredths = targetInHundredths(target);
  const raw = rawResultInHundredths(random);
  const won = raw >= targetHundredths;
  return { result: Math.max(100, raw) / 100, won, multiplier: won ? targetHundredths / 100 : 0 };
}

/**
 * P(result ≥ T ÷ 100) = ⌊99 · 2³² ÷ T⌋ ÷ 2³², exactly. With j = 2³² − k, uniform on 1 … 2³²:
 * ⌊99 · 2³² ÷ j⌋ ≥ T ⟺ 99 · 2³² ÷ j ≥ T (T is whole) ⟺ j ≤ 99 · 2³² ÷ T, and as 99 · 2³² ÷ T < 2³² for T > 99,
 * exactly ⌊99 · 2³² ÷ T⌋ of the 2³² values of j qualify.
 */
export function limboWinProbability(target: number): Fraction {
  const targetHundredths = BigInt(targetInHundredths(target));
  return fraction((BigInt(RETURN_PERCENT) * BIG_RESOLUTION) / targetHundredths, BIG_RESOLUTION);
}

/**
 * RTP = t · P(win) = (T ÷ 100) · ⌊99 · 2³² ÷ T⌋ ÷ 2³². Writing 99 · 2³² = qT + r (0 ≤ r < T):
 * RTP = 0.99 − r ÷ (100 · 2³²), so 0.99 − T ÷ (100 · 2³²) < RTP ≤ 0.99: within 2.4 × 10⁻¹⁰ · t of 0.99, that is
 * under 0.000233 even at the 1,000,000× cap and under 10⁻⁸ for targets below 40×.
 */
export function limboRtp(target: number): Fraction {
  const targetHundredths = BigInt(targetInHundredths(target));
  const wins = (BigInt(RETURN_PERCENT) * BIG_RESOLUTION) / targetHundredths;
  return fraction(targetHundredths * wins, 100n * BIG_RESOLUTION);
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
  'The chance to reach a target t is 99 % ÷ t (2.00× wins 49.5 % of the time): RTP 99 % whatever the target.',
];
