import type { StudioRound } from '@lodestar/contracts';
import { MINES_TILES, payoutFor, type MinesOutcome } from '@lodestar/games';

export type TileState = 'hidden' | 'gem' | 'mine' | 'hit-mine' | 'unrevealed-gem';

/**
 * What a tile shows: hidden while the round runs, a gem once revealed; at the end every mine appears, the one
 * that was hit marked, and the gems nobody picked are shown dimmed.
 */
export function tileState(outcome: MinesOutcome | null, tile: number): TileState {
  if (!outcome) return 'hidden';
  if (outcome.revealed.includes(tile)) return 'gem';
  if (outcome.hitMine === tile) return 'hit-mine';
  if (!outcome.mines) return 'hidden';
  return outcome.mines.includes(tile) ? 'mine' : 'unrevealed-gem';
}

const tileStateNames: Readonly<Record<TileState, string>> = {
  hidden: 'hidden',
  gem: 'gem',
  mine: 'mine',
  'hit-mine': 'mine, hit',
  'unrevealed-gem': 'gem, not picked',
};

/** "Tile 7, row 2, column 2, hidden": tiles are numbered 1–25 for people, 0–24 for the API. */
export function tileLabel(tile: number, state: TileState): string {
  return `Tile ${tile + 1}, row ${Math.floor(tile / 5) + 1}, column ${(tile % 5) + 1}, ${tileStateNames[state]}`;
}

export const TILES = Array.from({ length: MINES_TILES }, (_, tile) => tile);

export function isMinesOutcome(outcome: unknown): outcome is MinesOutcome {
  return typeof outcome === 'object' && outcome !== null && (outcome as { kind?: unknown }).kind === 'mines';
}

/** The unfinished mines round the session hands back after a reload. */
export function resumableMinesRound(openRound: StudioRound | null): StudioRound | null {
  return openRound && openRound.status === 'open' && isMinesOutcome(openRound.outcome) ? openRound : null;
}

/** What Cash out pays now, exactly as the server settles it (0 before the first gem). */
export function cashOutAmount(stake: bigint, outcome: MinesOutcome): bigint {
  return outcome.multiplier > 0 ? payoutFor(stake, outcome.multiplier) : 0n;
}
