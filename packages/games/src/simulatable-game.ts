import type { RandomSource } from './fairness/fair-random.ts';

/**
 * What the RTP tools need of any game: one round with a fixed bet and strategy, reduced to the multiplier
 * paid (payout ÷ stake; 0 for a loss, 1 for a push). The average of many rounds estimates the RTP.
 */
export interface SimulatableGame {
  /** Stable id, e.g. 'dice', 'slot-starfall'. */
  id: string;
  name: string;
  /** The RTP derived on paper (see docs/rtp.md), e.g. 0.99. */
  theoreticalRtp: number;
  /** Plays one round at a unit stake with the game's reference strategy. */
  simulateRound(random: RandomSource): number;
}
