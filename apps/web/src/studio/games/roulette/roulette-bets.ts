import type { RouletteBetInput } from '@lodestar/contracts';
import type { EvenMoneyBetType, InsideBetType, RouletteOutcome } from '@lodestar/games';

/** A place on the layout a chip can go, without its stake. Inside spots keep their numbers in ascending order. */
export type BetSpot =
  | { type: InsideBetType; numbers: readonly number[] }
  | { type: 'column'; column: 1 | 2 | 3 }
  | { type: 'dozen'; dozen: 1 | 2 | 3 }
  | { type: EvenMoneyBetType };

/** The server takes at most this many bets in one spin (rouletteParams). */
export const MAX_BET_SPOTS = 50;

/** One string per spot ("split:1-2", "column:3", "red"), so chips on the same spot add up. */
export function spotKey(spot: BetSpot): string {
  if ('numbers' in spot) return `${spot.type}:${[...spot.numbers].sort((a, b) => a - b).join('-')}`;
  if (spot.type === 'column') return `column:${spot.column}`;
  if (spot.type === 'dozen') return `dozen:${spot.dozen}`;
  return spot.type;
}

/** One chip put down, in the order the player put them: undo takes the last one back. */
export interface ChipPlacement {
  spot: BetSpot;
  amount: bigint;
}

export interface SpotStake {
  spot: BetSpot;
  stake: bigint;
}

/** The chips on the table per spot, in the order each spot was first bet on. */
export function stakesBySpot(placements: readonly ChipPlacement[]): Map<string, SpotStake> {
  const stakes = new Map<string, SpotStake>();
  for (const { spot, amount } of placements) {
    const key = spotKey(spot);
    const current = stakes.get(key);
    stakes.set(key, { spot, stake: (current?.stake ?? 0n) + amount });
  }
  return stakes;
}

export function totalStake(placements: readonly ChipPlacement[]): bigint {
  return placements.reduce((sum, placement) => sum + placement.amount, 0n);
}

/** A chip may join a spot already bet on, or open a new one while the spin has fewer than MAX_BET_SPOTS. */
export function canPlaceChip(placements: readonly ChipPlacement[], spot: BetSpot): boolean {
  const stakes = stakesBySpot(placements);
  return stakes.has(spotKey(spot)) || stakes.size < MAX_BET_SPOTS;
}

/** The bets of the spin as rouletteParams takes them: one bet per spot, its chips summed. */
export function rouletteBetsOf(placements: readonly ChipPlacement[]): RouletteBetInput[] {
  return [...stakesBySpot(placements).values()].map(({ spot, stake }): RouletteBetInput => {
    const amount = stake.toString();
    if ('numbers' in spot) return { type: spot.type, numbers: [...spot.numbers], stake: amount };
    if (spot.type === 'column') return { type: 'column', column: spot.column, stake: amount };
    if (spot.type === 'dozen') return { type: 'dozen', dozen: spot.dozen, stake: amount };
    return { type: spot.type, stake: amount };
  });
}

/** The outcome's bets as spots, to light up the chips that won. */
export function settledSpot(bet: RouletteOutcome['bets'][number]): BetSpot {
  switch (bet.type) {
    case 'column':
      return { type: 'column', column: bet.column ?? 1 };
    case 'dozen':
      return { type: 'dozen', dozen: bet.dozen ?? 1 };
    case 'red':
    case 'black':
    case 'even':
    case 'odd':
    case 'low':
    case 'high':
      return { type: bet.type };
    default:
      return { type: bet.type, numbers: bet.numbers ?? [] };
  }
}

/** Payout per winning spot of a settled spin, keyed like spotKey. */
export function winningPayouts(outcome: RouletteOutcome): Map<string, bigint> {
  return new Map(outcome.bets.filter((bet) => bet.won).map((bet) => [spotKey(settledSpot(bet)), BigInt(bet.payout)]));
}

/**
 * The short figure printed on a chip, from the shell's formatted amount ("1.50 EUR" → "1.5", "2500.00 EUR" →
 * "2.5k"): a chip is 28 px wide, the full amount is in the spot's label.
 */
export function chipFace(formattedAmount: string): string {
  const value = Number(formattedAmount.replace(/[^\d.]/g, ''));
  if (!Number.isFinite(value)) return '';
  const trim = (number: number) => String(Number(number.toPrecision(3)));
  if (value >= 1_000_000) return `${trim(value / 1_000_000)}M`;
  if (value >= 1000) return `${trim(value / 1000)}k`;
  return trim(value);
}
