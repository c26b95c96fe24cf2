import type { RandomSource } from '../fairness/fair-random.ts';
import type { SimulatableGame } from '../simulatable-game.ts';
import { createFastRandom } from './fast-random.ts';

/** z such that P(|Z| ≤ z) = 0.99 for a standard normal Z. */
export const Z_99 = 2.5758293035489004;

/** Running mean and sum of squared deviations of the round multipliers (Welford). */
export interface RunningStats {
  rounds: number;
  mean: number;
  /** Σ (x − mean)². */
  m2: number;
}

export interface RtpSimulation {
  rounds: number;
  /** Mean round multiplier: payout per unit staked. */
  rtp: number;
  /** Sample standard deviation of the round multiplier. */
  stdDev: number;
  /** rtp ± 2.576 · stdDev / √rounds (normal approximation, sound for the round counts used here). */
  ci99: [low: number, high: number];
  elapsedMs: number;
}

export function emptyStats(): RunningStats {
  return { rounds: 0, mean: 0, m2: 0 };
}

/** Plays `rounds` more rounds into `stats` (Welford's update, numerically stable over 10^8 rounds). */
export function accumulateRounds(game: SimulatableGame, random: RandomSource, rounds: number, stats: RunningStats): RunningStats {
  let { rounds: count, mean, m2 } = stats;
  for (let round = 0; round < rounds; round++) {
    const multiplier = game.simulateRound(random);
    count++;
    const delta = multiplier - mean;
    mean += delta / count;
    m2 += delta * (multiplier - mean);
  }
  stats.rounds = count;
  stats.mean = mean;
  stats.m2 = m2;
  return stats;
}

/** Combines the statistics of two disjoint runs (Chan, Golub & LeVeque), e.g. of two worker threads. */
export function mergeStats(first: RunningStats, second: RunningStats): RunningStats {
  if (first.rounds === 0) return { ...second };
  if (second.rounds === 0) return { ...first };
  const rounds = first.rounds + second.rounds;
  const delta = second.mean - first.mean;
  return {
    rounds,
    mean: first.mean + (delta * second.rounds) / rounds,
    m2: first.m2 + second.m2 + (delta * delta * first.rounds * second.rounds) / rounds,
  };
}

export function summarizeStats(stats: RunningStats, elapsedMs: number): RtpSimulation {
  const stdDev = stats.rounds > 1 ? Math.sqrt(stats.m2 / (stats.rounds - 1)) : 0;
  const halfWidth = stats.rounds > 0 ? (Z_99 * stdDev) / Math.sqrt(stats.rounds) : Infinity;
  return { rounds: stats.rounds, rtp: stats.mean, stdDev, ci99: [stats.mean - halfWidth, stats.mean + halfWidth], elapsedMs };
}

/** Simulates `rounds` rounds of `game` on the fast seeded generator. */
export function simulateRtp(game: SimulatableGame, rounds: number, seed: number): RtpSimulation {
  const started = performance.now();
  const stats = accumulateRounds(game, createFastRandom(seed), rounds, emptyStats());
  return summarizeStats(stats, performance.now() - started);
}
