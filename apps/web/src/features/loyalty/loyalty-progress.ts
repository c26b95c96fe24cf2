import { loyaltyLevels, type LoyaltyLevelResponse } from '@lodestar/contracts';

/** SPEC.md §9: the ring's circumference is about 355, so its radius is 56.5 (2π × 56.5 ≈ 355). */
export const RING_RADIUS = 56.5;
export const RING_CIRCUMFERENCE = 2 * Math.PI * RING_RADIUS;

/**
 * How far the player is from the threshold of their level to the next one, as a whole percentage rounded down
 * (SPEC.md §3): 99 % until the next level is actually reached. The top level is always full.
 */
export function loyaltyProgressPercent({ currentLevel, nextLevel }: Pick<LoyaltyLevelResponse, 'currentLevel' | 'nextLevel'>): number {
  if (!nextLevel) return 100;
  const levelStart = loyaltyLevels.find((level) => level.level === currentLevel.level)?.points ?? 0;
  const span = nextLevel.points - levelStart;
  if (span <= 0) return 100;
  const percent = Math.floor(((currentLevel.points - levelStart) * 100) / span);
  return Math.min(100, Math.max(0, percent));
}

/** The stroke-dashoffset that leaves `percent` of the ring drawn. */
export const ringOffsetOf = (percent: number) => RING_CIRCUMFERENCE * (1 - percent / 100);

/** The share of the house edge a level pays back, as its card says it ('7.5%'). */
export function rakebackPercentOf(level: number): string {
  const percent = loyaltyLevels.find((candidate) => candidate.level === level)?.rakebackPercent ?? 0;
  return `${percent}%`;
}
