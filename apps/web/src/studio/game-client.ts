import type { ComponentType } from 'react';
import type { RoundActionRequest, StudioGameKind, StudioRound, StudioSession } from '@lodestar/contracts';

/**
 * What the studio shell (balance bar, stake selector, rules and fairness panels) hands every game client.
 * A game client draws its table or reels and its own bet controls, and calls `play`/`act`; the shell keeps
 * the balance, net position, nonce and errors up to date from the answers.
 */
export interface GameClientProps {
  session: StudioSession;
  /**
   * Starts a round with a stake in minor units; undefined when the shell showed an error instead. A game that
   * animates its result passes { holdWin: true }: the balance bar then shows the stake taken but not the win
   * until the game calls revealWin() (or plays again), so the bar never gives the result away.
   */
  play(stake: bigint, params: Record<string, unknown>, options?: { holdWin?: boolean }): Promise<StudioRound | undefined>;
  /** Shows the win that play(…, { holdWin: true }) held back; does nothing when none is held. */
  revealWin(): void;
  /** Blackjack and mines actions on an open round. */
  act(roundId: string, action: RoundActionRequest): Promise<StudioRound | undefined>;
  /** A call is in flight: bet controls stay disabled. */
  busy: boolean;
  /** Minor units → '1.50 EUR' in the session's currency. */
  formatAmount(minor: bigint | string): string;
}

/** One game client: the playing surface and what its info panel shows (rules and paytable). */
export interface GameClient {
  Game: ComponentType<GameClientProps>;
  Info: ComponentType<{ session: StudioSession }>;
}

export type GameClientRegistry = Record<StudioGameKind, () => Promise<GameClient>>;
