import { expect } from 'vitest';
import { fairFloats, type RandomSource } from '../fairness/fair-random.ts';
import type { SimulatableGame } from '../simulatable-game.ts';

/**
 * Test helpers only (no engine imports this). A seeded sfc32 generator: floats at the same 2⁻³² resolution as the
 * fair stream, fast enough for the hundreds of thousands of rounds a statistical test needs, and repeatable, so a
 * statistical test gives the same verdict on every run.
 */
export function seededRandom(seed: number): RandomSource {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let warmUp = 0; warmUp < 16; warmUp++) next();
  return { next: () => next() / 2 ** 32 };
}

/** The seeds every fixed-outcome test uses. */
export const FIXED_SEEDS = { serverSeed: 'lodestar-table-games', clientSeed: 'verifier-client-seed', nonce: 7 };

/** The first float of the fixed seeds' stream (fair-random.test.ts checks the stream against Node's HMAC). */
export function firstFixedFloat(): number {
  return fairFloats(FIXED_SEEDS).next().value;
}

/** A source replaying given floats, to force an outcome. */
export function scriptedRandom(floats: readonly number[]): RandomSource {
  let index = 0;
  return {
    next: () => {
      const float = floats[index++];
      if (float === undefined) throw new Error('The scripted floats ran out');
      return float;
    },
  };
}

export interface Outcome {
  multiplier: number;
  probability: number;
}

/** Mean and standard deviation of an exact distribution of multipliers. */
export function moments(outcomes: readonly Outcome[]): { mean: number; sigma: number } {
  const mean = outcomes.reduce((sum, { multiplier, probability }) => sum + multiplier * probability, 0);
  const variance = outcomes.reduce((sum, { multiplier, probability }) => sum + (multiplier - mean) ** 2 * probability, 0);
  return { mean, sigma: Math.sqrt(variance) };
}

const Z_99 = 2.576;

/**
 * Plays `rounds` rounds and checks the mean multiplier lies in theoreticalRtp ± 2.576 σ ÷ √N (the 99 % interval);
 * σ is the exact one when given, else the sample's.
 */
export function expectSimulatedRtp(game: SimulatableGame, rounds: number, seed: number, exactSigma?: number) {
  const random = seededRandom(seed);
  let sum = 0;
  let sumOfSquares = 0;
  for (let round = 0; round < rounds; round++) {
    const multiplier = game.simulateRound(random);
    sum += multiplier;
    sumOfSquares += multiplier * multiplier;
  }
  const mean = sum / rounds;
  const sigma = exactSigma ?? Math.sqrt((sumOfSquares - rounds * mean * mean) / (rounds - 1));
  const halfWidth = (Z_99 * sigma) / Math.sqrt(rounds);
  expect(Math.abs(mean - game.theoreticalRtp)).toBeLessThanOrEqual(halfWidth);
  return { mean, sigma, halfWidth };
}
