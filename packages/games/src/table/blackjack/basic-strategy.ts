/**
 * Basic strategy for this game's rules: an unlimited number of decks, dealer stands on soft 17, peek, double on any
 * two cards and after a split, split once, no surrender. With an unlimited deck a hand's future depends only on its
 * total, so this total-dependent chart is the optimal strategy: optimalChart() (blackjack-exact-rtp.ts) derives it
 * from the exact move values, and differs from the usual 4–8-deck chart in two cells (soft 13 against a 5 and soft
 * 15 against a 4: hit, not double). The same chart serves the exact RTP, the simulation and any player aid.
 * Insurance is never taken.
 *
 * Codes: H hit · S stand · D double, else hit · Ds double, else stand · P split.
 */
export type ChartCode = 'H' | 'S' | 'D' | 'Ds' | 'P';
export type StrategyMove = 'hit' | 'stand' | 'double' | 'split';

/** Dealer upcard values in chart column order: 2 … 10, then the ace (value 1). */
export const DEALER_UPCARD_COLUMNS: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1];

const row = (codes: string) => codes.split(/\s+/) as ChartCode[];

/** Hard totals 4–21, by dealer upcard 2 … 10, A. */
export const HARD_TOTALS: Readonly<Record<number, readonly ChartCode[]>> = {
  //        2  3  4  5  6  7  8  9  10 A
  4: row('H  H  H  H  H  H  H  H  H  H'),
  5: row('H  H  H  H  H  H  H  H  H  H'),
  6: row('H  H  H  H  H  H  H  H  H  H'),
  7: row('H  H  H  H  H  H  H  H  H  H'),
  8: row('H  H  H  H  H  H  H  H  H  H'),
  9: row('H  D  D  D  D  H  H  H  H  H'),
  10: row('D  D  D  D  D  D  D  D  H  H'),
  11: row('D  D  D  D  D  D  D  D  D  H'),
  12: row('H  H  S  S  S  H  H  H  H  H'),
  13: row('S  S  S  S  S  H  H  H  H  H'),
  14: row('S  S  S  S  S  H  H  H  H  H'),
  15: row('S  S  S  S  S  H  H  H  H  H'),
  16: row('S  S  S  S  S  H  H  H  H  H'),
  17: row('S  S  S  S  S  S  S  S  S  S'),
  18: row('S  S  S  S  S  S  S  S  S  S'),
  19: row('S  S  S  S  S  S  S  S  S  S'),
  20: row('S  S  S  S  S  S  S  S  S  S'),
  21: row('S  S  S  S  S  S  S  S  S  S'),
};

/** Soft totals 12–21 (an ace counted as 11), by dealer upcard 2 … 10, A. */
export const SOFT_TOTALS: Readonly<Record<number, readonly ChartCode[]>> = {
  //        2  3  4  5  6  7  8  9  10 A
  12: row('H  H  H  H  H  H  H  H  H  H'),
  13: row('H  H  H  H  D  H  H  H  H  H'),
  14: row('H  H  H  D  D  H  H  H  H  H'),
  15: row('H  H  H  D  D  H  H  H  H  H'),
  16: row('H  H  D  D  D  H  H  H  H  H'),
  17: row('H  D  D  D  D  H  H  H  H  H'),
  18: row('S  Ds Ds Ds Ds S  S  H  H  H'),
  19: row('S  S  S  S  S  S  S  S  S  S'),
  20: row('S  S  S  S  S  S  S  S  S  S'),
  21: row('S  S  S  S  S  S  S  S  S  S'),
};

/** Pairs by card value (1 = aces), when a split is still allowed, by dealer upcard 2 … 10, A. */
export const PAIRS: Readonly<Record<number, readonly ChartCode[]>> = {
  //        2  3  4  5  6  7  8  9  10 A
  1: row('P  P  P  P  P  P  P  P  P  P'),
  2: row('P  P  P  P  P  P  H  H  H  H'),
  3: row('P  P  P  P  P  P  H  H  H  H'),
  4: row('H  H  H  P  P  H  H  H  H  H'),
  5: row('D  D  D  D  D  D  D  D  H  H'),
  6: row('P  P  P  P  P  H  H  H  H  H'),
  7: row('P  P  P  P  P  P  H  H  H  H'),
  8: row('P  P  P  P  P  P  P  P  P  P'),
  9: row('P  P  P  P  P  S  P  P  S  S'),
  10: row('S  S  S  S  S  S  S  S  S  S'),
};

export interface StrategyHand {
  total: number;
  soft: boolean;
  /** The value of a pair that may still be split, else null. */
  pairValue: number | null;
  /** Two cards, not from split aces. */
  canDouble: boolean;
}

/** The basic-strategy move for a hand against the dealer's upcard value (1 for an ace). */
export function basicStrategyMove(hand: StrategyHand, dealerUpValue: number): StrategyMove {
  if (hand.total >= 21) return 'stand';
  const column = DEALER_UPCARD_COLUMNS.indexOf(dealerUpValue);
  const chartRow = hand.pairValue !== null ? PAIRS[hand.pairValue] : hand.soft ? SOFT_TOTALS[hand.total] : HARD_TOTALS[hand.total];
  const code = chartRow?.[column];
  switch (code) {
    case 'H':
      return 'hit';
    case 'S':
      return 'stand';
    case 'D':
      return hand.canDouble ? 'double' : 'hit';
    case 'Ds':
      return hand.canDouble ? 'double' : 'stand';
    case 'P':
      return 'split';
    default:
      throw new RangeError(`No basic-strategy entry for ${JSON.stringify(hand)} against ${dealerUpValue}`);
  }
}
