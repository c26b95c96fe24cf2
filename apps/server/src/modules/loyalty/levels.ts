import { LOYALTY_POINTS_PER_EUR, loyaltyLevels, type LoyaltyLevel } from '@lodestar/contracts';

const EUR_CENTS_PER_EUR = 100n;
/** Accruals are kept in millionths of a minor unit: a 0.10 EUR stake's share of the edge is a fraction of a cent. */
export const MICROS_PER_MINOR_UNIT = 1_000_000n;

/** Points count whole euros of all real-money stakes ever taken: 0.99 EUR more staked earns nothing yet. */
export function pointsOf(wageredEurCents: bigint): number {
  const wholeEuros = (wageredEurCents > 0n ? wageredEurCents : 0n) / EUR_CENTS_PER_EUR;
  return Number(wholeEuros) * LOYALTY_POINTS_PER_EUR;
}

/** The highest level whose threshold the points reach, and the one after it (null at the top). */
export function levelsAround(points: number): { current: LoyaltyLevel; next: LoyaltyLevel | null } {
  const reachedIndex = loyaltyLevels.findLastIndex((level) => points >= level.points);
  return { current: loyaltyLevels[reachedIndex]!, next: loyaltyLevels[reachedIndex + 1] ?? null };
}

/** The fewest EUR cents staked whose points reach `points` (pointsOf's inverse). */
const centsReaching = (points: number): bigint => BigInt(Math.ceil(points / LOYALTY_POINTS_PER_EUR)) * EUR_CENTS_PER_EUR;

/** The EUR cents wagered at which a player holds `level`: from `from`, up to but not including `until` (null at the top). */
export function wageredRangeOf(level: LoyaltyLevel): { from: bigint; until: bigint | null } {
  const next = levelsAround(level.points).next;
  return { from: centsReaching(level.points), until: next && centsReaching(next.points) };
}

/** '96.12' → 9612: the catalogue states RTPs with two decimals, so basis points are exact. */
function basisPointsOf(percent: string | number): bigint {
  const [whole = '0', fraction = ''] = String(percent).split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

/**
 * The rakeback a stake earns, in millionths of a minor unit of its currency, rounded down: the stake times the game's
 * house edge (100 % − RTP) times the level's share of it. A game stating an RTP of 100 % or more has no edge to share.
 */
export function rakebackMicrosOf(stake: bigint, gameRtpPercent: string, level: LoyaltyLevel): bigint {
  const edgeBasisPoints = 10_000n - basisPointsOf(gameRtpPercent);
  if (edgeBasisPoints <= 0n || stake <= 0n) return 0n;
  const shareBasisPoints = basisPointsOf(level.rakebackPercent);
  return (stake * MICROS_PER_MINOR_UNIT * edgeBasisPoints * shareBasisPoints) / (10_000n * 10_000n);
}
