import type { BlackjackPlayerView, BlackjackOutcome } from '../table/blackjack/blackjack.ts';
import type { DiceDirection } from '../table/dice/dice.ts';
import type { KenoRisk } from '../table/keno/keno-paytables.ts';
import type { MinesPlayerView } from '../table/mines/mines.ts';
import type { PlinkoBounce } from '../table/plinko/plinko.ts';
import type { PlinkoRisk } from '../table/plinko/plinko-paytables.ts';
import type { PocketColor } from '../table/roulette/roulette-layout.ts';
import type { RouletteBetType } from '../table/roulette/roulette.ts';
import type { SpinResult } from '../slots/slot-engine.ts';

/**
 * What a game client is shown of a round (the `outcome` of the studio API's round), plain JSON: amounts in
 * minor units as decimal strings. Hidden information (the hole card, the mines) appears only once the round
 * is finished. The fairness verifier recomputes the same objects from the seeds.
 */
export type StudioOutcome =
  SlotOutcome | RouletteOutcome | BlackjackOutcomeView | DiceOutcome | LimboOutcome | PlinkoOutcome | MinesOutcome | KenoOutcome;

export interface SlotOutcome {
  kind: 'slot';
  /** The base spin, then every free spin in the order played. */
  spins: SpinResult[];
  freeSpinsPlayed: number;
  /** The round's win as a multiple of the total bet. */
  totalMultiplier: number;
}

export interface RouletteOutcome {
  kind: 'roulette';
  pocket: number;
  color: PocketColor;
  bets: {
    type: RouletteBetType;
    numbers?: number[];
    column?: 1 | 2 | 3;
    dozen?: 1 | 2 | 3;
    stake: string;
    won: boolean;
    /** Return ÷ stake (36 for a straight up win, 0 for a loss). */
    multiplier: number;
    payout: string;
  }[];
}

export interface BlackjackOutcomeView extends BlackjackPlayerView {
  kind: 'blackjack';
  /** Once the round is finished: how each hand was paid. */
  settlement: {
    dealer: { total: number; blackjack: boolean; busted: boolean };
    hands: { total: number; outcome: BlackjackOutcome; wager: string; payout: string }[];
    insurance: { wager: string; payout: string } | null;
  } | null;
}

export interface DiceOutcome {
  kind: 'dice';
  target: number;
  direction: DiceDirection;
  /** 0.00 … 99.99 */
  roll: number;
  won: boolean;
  multiplier: number;
  /** Percent, e.g. 49.5. */
  winChance: number;
}

export interface LimboOutcome {
  kind: 'limbo';
  target: number;
  result: number;
  won: boolean;
  multiplier: number;
}

export interface PlinkoOutcome {
  kind: 'plinko';
  rows: number;
  risk: PlinkoRisk;
  path: PlinkoBounce[];
  slot: number;
  multiplier: number;
  /** The slot multipliers left to right, for drawing the board. */
  paytable: number[];
}

export interface MinesOutcome extends MinesPlayerView {
  kind: 'mines';
  /** What cashing out after one more safe tile would pay, ÷ stake; null once finished. */
  nextMultiplier: number | null;
}

export interface KenoOutcome {
  kind: 'keno';
  picks: number[];
  risk: KenoRisk;
  drawn: number[];
  matched: number[];
  hits: number;
  multiplier: number;
}
