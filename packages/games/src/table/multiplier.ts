import { TableGameError } from './table-game-error.ts';

/**
 * Multipliers are decimals with at most four places (2.0202×, 0.3×, 5,148,297×). The games compute them with
 * integers, so "rounded down to 4 decimals" is exact, and the server turns one into money with `payoutFor`.
 */
export const MULTIPLIER_SCALE = 10_000;
const SCALE = BigInt(MULTIPLIER_SCALE);

/** ⌊numerator ÷ denominator⌋ to four decimals, exactly (both non-negative integers). */
export function floorMultiplier(numerator: bigint, denominator: bigint): number {
  return Number((numerator * SCALE) / denominator) / MULTIPLIER_SCALE;
}

/** The multiplier as an integer count of ten-thousandths; refuses anything finer than four decimals. */
export function multiplierInTenThousandths(multiplier: number): bigint {
  const scaled = Math.round(multiplier * MULTIPLIER_SCALE);
  const finerThanScale = Math.abs(scaled - multiplier * MULTIPLIER_SCALE) > 8 * Number.EPSILON * Math.max(1, scaled);
  if (!Number.isFinite(multiplier) || multiplier < 0 || finerThanScale) {
    throw new TableGameError('invalid-multiplier', `A multiplier has at most four decimals, got ${multiplier}`);
  }
  return BigInt(scaled);
}

/** stake × multiplier in minor units, rounded down to the minor unit: the amount a win credits. */
export function payoutFor(stake: bigint, multiplier: number): bigint {
  return (stake * multiplierInTenThousandths(multiplier)) / SCALE;
}
