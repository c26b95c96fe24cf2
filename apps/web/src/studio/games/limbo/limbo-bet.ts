import { fractionToNumber, LIMBO_MAX_TARGET, LIMBO_MIN_TARGET, limboWinProbability, payoutFor } from '@lodestar/games';

export const DEFAULT_LIMBO_TARGET = 2;

/** What the player typed, as a target the engine accepts (two decimals, 1.01–1,000,000), or why not. */
export function parseLimboTarget(typed: string): { target: number } | { error: string } {
  const value = Number(typed.replace(/[,\s×x]/gi, ''));
  if (typed.trim() === '' || !Number.isFinite(value)) return { error: 'Enter a target multiplier' };
  const target = Math.round(value * 100) / 100;
  if (target < LIMBO_MIN_TARGET) return { error: `The lowest target is ${LIMBO_MIN_TARGET.toFixed(2)}×` };
  if (target > LIMBO_MAX_TARGET) return { error: 'The highest target is 1,000,000×' };
  return { target };
}

/** ×2 and ÷2 steps on the target, kept within the engine's range and its hundredths. */
export function scaleLimboTarget(target: number, factor: number): number {
  const scaled = Math.round(target * factor * 100) / 100;
  return Math.min(LIMBO_MAX_TARGET, Math.max(LIMBO_MIN_TARGET, scaled));
}

export interface LimboPreview {
  /** Percent: 99 ÷ target, exactly as the engine draws it. */
  winChance: number;
  /** What a win pays back for the stake, in minor units, as the server settles it. */
  payout: bigint;
}

export function previewLimboBet(target: number, stake: bigint): LimboPreview {
  return { winChance: fractionToNumber(limboWinProbability(target)) * 100, payout: payoutFor(stake, target) };
}

/**
 * The counter climbs geometrically from 1.00× to the result (eased out), so a 2× and a 5,000× result both take
 * a short, readable time and the digits slow down as they approach the result.
 */
export function limboCounterAt(progress: number, result: number): number {
  if (progress >= 1) return result;
  const eased = 1 - (1 - Math.max(0, progress)) ** 3;
  // The epsilon keeps 37.12 ** 1 (3711.9999… hundredths) from showing as 37.11.
  return Math.min(result, Math.floor(result ** eased * 100 + 1e-6) / 100);
}

/** Longer for higher results, never more than about a second and a half. */
export function limboCounterDuration(result: number): number {
  return Math.min(1500, 450 + 260 * Math.log10(Math.max(1, result)));
}
