import { fairRandom, type FairnessInput } from '../fairness/fair-random.ts';
import { findSlotTitle, slotTitles } from '../slots/index.ts';
import { blackjackStudioGame } from './blackjack-studio.ts';
import { minesStudioGame } from './mines-studio.ts';
import type { StudioOutcome } from './outcomes.ts';
import { rouletteStudioGame } from './roulette-studio.ts';
import { diceStudioGame, kenoStudioGame, limboStudioGame, plinkoStudioGame } from './single-draw-games.ts';
import { slotStudioGame } from './slot-studio.ts';
import { StudioGameError, type StudioAction, type StudioGame } from './studio-game.ts';

const tableStudioGames: Readonly<Record<string, StudioGame>> = {
  roulette: rouletteStudioGame,
  blackjack: blackjackStudioGame,
  dice: diceStudioGame,
  limbo: limboStudioGame,
  plinko: plinkoStudioGame,
  mines: minesStudioGame,
  keno: kenoStudioGame,
};

const slotStudioGames = new Map<string, StudioGame>();

/** Every launch id the studio serves, slots first (from the gentlest to the wildest), then the table and instant games. */
export const studioLaunchIds: readonly string[] = [...slotTitles.map((title) => title.id), ...Object.keys(tableStudioGames)];

/** The studio game of a launch id: 'slot-*' ids name a slot title, the others a table or instant game. */
export function studioGameFor(launchId: string): StudioGame | undefined {
  if (Object.hasOwn(tableStudioGames, launchId)) return tableStudioGames[launchId];
  const title = findSlotTitle(launchId);
  if (!title) return undefined;
  let game = slotStudioGames.get(launchId);
  if (!game) {
    game = slotStudioGame(title);
    slotStudioGames.set(launchId, game);
  }
  return game;
}

export interface ReplayInput {
  launchId: string;
  fairness: FairnessInput;
  params: Record<string, unknown>;
  /** Ignored for roulette, whose bets carry their stakes. */
  stake: bigint;
  /** Blackjack and mines decisions, in the order played. */
  actions: StudioAction[];
}

export interface ReplayResult {
  outcome: StudioOutcome;
  /** Everything staked: the stake, then doubles, splits and insurance. */
  totalStake: bigint;
  /** What the round paid, stakes included; 0 while it is unfinished. */
  payout: bigint;
  finished: boolean;
}

/**
 * Recomputes a past round from its seeds, exactly as the server played it: the fairness page's verifier runs it in the
 * browser. Throws the engines' TableGameError on a bet or action the server would have refused.
 */
export function replayStudioRound({ launchId, fairness, params, stake, actions }: ReplayInput): ReplayResult {
  const game = studioGameFor(launchId);
  if (!game) throw new StudioGameError('unknown-game', `There is no game ${launchId}`);
  let step = game.start(launchId, fairRandom(fairness), params, stake);
  let totalStake = step.staked;
  for (const action of actions) {
    if (!game.act) throw new StudioGameError('unknown-action', 'This game takes no actions after the bet');
    step = game.act(step.state, action);
    totalStake += step.staked;
  }
  return { outcome: game.view(step.state), totalStake, payout: step.finished ? game.payout(step.state) : 0n, finished: step.finished };
}
