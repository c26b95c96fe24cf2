import { payoutFor } from '../table/multiplier.ts';
import {
  cashOut,
  isMinesFinished,
  MINES_MAX_MINES,
  MINES_MIN_MINES,
  MINES_TILES,
  minesMultiplier,
  minesMultiplierTable,
  minesPlayerView,
  minesRules,
  revealTile,
  settleMines,
  startMines,
  type MinesState,
} from '../table/mines/mines.ts';
import type { MinesOutcome } from './outcomes.ts';
import { checkStake, StudioGameError, type StudioGame } from './studio-game.ts';

interface MinesRoundState {
  version: 1;
  stake: string;
  /** Holds the mine positions: never sent to a client before the round is over (see view). */
  round: MinesState;
}

function step(stake: string, round: MinesState) {
  const state: MinesRoundState = { version: 1, stake, round };
  return { state, finished: isMinesFinished(round), staked: 0n };
}

/** The multiplier one more safe tile would bring; null once finished or when no safe tile is left. */
function nextMultiplier(round: MinesState): number | null {
  const safeReveals = round.revealed.length + 1;
  if (isMinesFinished(round) || safeReveals > MINES_TILES - round.mineCount) return null;
  return minesMultiplier(round.mineCount, safeReveals);
}

/** The mines are placed at start from the fair stream, so every later reveal is fixed by the seeds. */
export const minesStudioGame: StudioGame = {
  kind: 'mines',
  name: 'Mines',
  start(_launchId, random, params, stake) {
    checkStake(stake);
    const mineCount = typeof params.mineCount === 'number' ? params.mineCount : Number.NaN;
    return { ...step(stake.toString(), startMines(random, mineCount)), staked: stake };
  },
  act(state, action) {
    const { stake, round } = state as MinesRoundState;
    if (action.action === 'reveal') return step(stake, revealTile(round, typeof action.tile === 'number' ? action.tile : Number.NaN));
    if (action.action === 'cashout') return step(stake, cashOut(round));
    throw new StudioGameError('unknown-action', 'Reveal a tile or cash out');
  },
  payout(state) {
    const { stake, round } = state as MinesRoundState;
    return payoutFor(BigInt(stake), settleMines(round));
  },
  view(state): MinesOutcome {
    const { round } = state as MinesRoundState;
    return { kind: 'mines', ...minesPlayerView(round), nextMultiplier: nextMultiplier(round) };
  },
  rules: minesRules,
  paytable: [],
  maxMultiplier: Math.max(
    ...Array.from({ length: MINES_MAX_MINES - MINES_MIN_MINES + 1 }, (_, index) => Math.max(...minesMultiplierTable(MINES_MIN_MINES + index))),
  ),
};
