import { numberFormatAtFirstUse } from '@lodestar/games';

// Made at first use, not as the game client loads: a slot's first screen formats no multiplier.
const multiplierNumber = numberFormatAtFirstUse('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const chanceNumber = numberFormatAtFirstUse('en-GB', { maximumSignificantDigits: 4 });

/** 2 → '2.00×', 2.9702 → '2.9702×', 1000000 → '1,000,000.00×': the engines' four decimals, never fewer than two. */
export function formatMultiplier(multiplier: number): string {
  return `${multiplierNumber(multiplier)}×`;
}

/** For tight spaces (plinko slots, keno paytable chips): 0.2, 5.6, 110, 1K. */
export function formatCompactMultiplier(multiplier: number): string {
  return multiplier >= 1000 ? `${multiplier / 1000}K` : String(multiplier);
}

/** 49.5 → '49.5 %', 33.33 → '33.33 %', 0.0000353915 → '0.00003539 %' (a no-break space before the sign). */
export function formatChance(percent: number): string {
  return `${chanceNumber(percent)}\u00a0%`;
}

/**
 * An exact RTP as a percent to two decimals, like the lobby's figures: 0.98917… → '98.92 %'. Limbo's 0.99 − 10⁻¹⁰
 * is 99.00 %, as its rules say.
 */
export function formatRtp(rtp: number): string {
  return `${(rtp * 100).toFixed(2)}\u00a0%`;
}

/** What a settled round did for the player: a win only when it paid more than the stake. */
export interface RoundVerdict {
  tone: 'won' | 'returned' | 'lost';
  text: string;
}

/**
 * How a round's result is worded (UKGC RTS 14, AGCO): a payout below the stake is a loss, shown plainly with its
 * net result and never celebrated: 'Returned 0.02 EUR (net −0.08 EUR)'. Only a payout above the stake is a win.
 */
export function roundVerdict(stake: bigint, payout: bigint, formatAmount: (minor: bigint) => string): RoundVerdict {
  if (payout > stake) return { tone: 'won', text: `Win ${formatAmount(payout)}` };
  if (payout === 0n) return { tone: 'lost', text: 'No win' };
  if (payout === stake) return { tone: 'returned', text: `Returned ${formatAmount(payout)} (your stake)` };
  return { tone: 'returned', text: `Returned ${formatAmount(payout)} (net \u2212${formatAmount(stake - payout)})` };
}
