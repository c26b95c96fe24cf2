import type { ComponentType } from 'react';
import type { RoundActionRequest, StudioGameKind, StudioRound, StudioSession } from '@lodestar/contracts';
import type { PlayOptions } from './shell/use-rounds';

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
   * until the game calls revealWin(round.id) (or plays again), and the casino site's balance shows neither, so
   * nothing gives the result away. { concurrent: true } lets several plays fly at once (plinko's balls).
   */
  play(stake: bigint, params: Record<string, unknown>, options?: PlayOptions): Promise<StudioRound | undefined>;
  /** Shows the win of a round that play(…, { holdWin: true }) held back; does nothing when it is not held. */
  revealWin(roundId: string): void;
  /** Blackjack and mines actions on an open round. */
  act(roundId: string, action: RoundActionRequest): Promise<StudioRound | undefined>;
  /** A call is in flight: bet controls stay disabled. */
  busy: boolean;
  /** How many plays are in flight (concurrent games may start more up to MAX_PLAYS_IN_FLIGHT). */
  playsInFlight: number;
  /** Minor units → '1.50 EUR' in the session's currency. */
  formatAmount(minor: bigint | string): string;
}

/** One game client: the playing surface and what its info panel shows (rules and paytable). */
export interface GameClient {
  Game: ComponentType<GameClientProps>;
  Info: ComponentType<{ session: StudioSession }>;
}

export type GameClientRegistry = Record<StudioGameKind, () => Promise<GameClient>>;
