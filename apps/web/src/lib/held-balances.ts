import { useCallback } from 'react';
import { create } from 'zustand';
import type { BalanceEvent, FundEntry } from '@lodestar/contracts';
import type { GameFrameMessage } from './game-frame-protocol';
import { balanceStreamed, emptyHold, playEnded, playStarted, shownAmount, shownFunds, type RoundHold } from './round-hold';

/**
 * How long the site holds a round's change when the frame never says it showed it (closed, crashed, slow).
 */
const ROUND_REVEAL_TIMEOUT_MS = 10_000;

interface HeldBalancesStore {
  hold: RoundHold;
}

/**
 * The site's one hold on round results (round-hold.ts): fed by the live balance stream and by the game frame's
 * messages, read by every figure of the player's money (useFunds, the withdrawable amounts).
 */
const useHeldBalancesStore = create<HeldBalancesStore>(() => ({ hold: emptyHold }));
const timers = new Map<string, ReturnType<typeof setTimeout>>();

const update = (change: (hold: RoundHold) => RoundHold) => useHeldBalancesStore.setState(({ hold }) => ({ hold: change(hold) }));

function endPlay(playId: string, roundId?: string): void {
  clearTimeout(timers.get(playId));
  timers.delete(playId);
  update((hold) => playEnded(hold, playId, roundId));
}

/** A message of the game frame, already checked for its origin and window (gameFrameMessageOf). */
export function heardFromGameFrame(message: GameFrameMessage): void {
  if (message.type === 'lodestar:round-settled-shown') return endPlay(message.playId, message.roundId);
  clearTimeout(timers.get(message.playId));
  timers.set(
    message.playId,
    setTimeout(() => endPlay(message.playId), ROUND_REVEAL_TIMEOUT_MS),
  );
  update((hold) => playStarted(hold, message.playId));
}

/** The game frame went away (the player left the game): nothing is held any more. */
export function releaseAllRounds(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  update((hold) => ({ ...emptyHold, lastStreamed: hold.lastStreamed }));
}

export function heardBalanceEvent(event: BalanceEvent): void {
  update((hold) => balanceStreamed(hold, event));
}

/** The player's wallets as they may see them now. */
export function useShownFunds(): (answer: { funds: FundEntry[] }) => { funds: FundEntry[] } {
  const hold = useHeldBalancesStore((state) => state.hold);
  return useCallback((answer) => ({ ...answer, funds: shownFunds(hold, answer.funds) }), [hold]);
}

/** A wallet's cash amount (what can be withdrawn) as the player may see it now. */
export function useShownCash(): (currency: string, amount: string) => string {
  const hold = useHeldBalancesStore((state) => state.hold);
  return useCallback((currency, amount) => shownAmount(hold, currency, 'balance', amount), [hold]);
}
