import { useState } from 'react';
import type { StudioSession } from '@lodestar/contracts';
import type { AmountFormatter } from '@/studio/shell/session-figures';

interface SlotFreeSpinsProps {
  freeSpins: StudioSession['freeSpins'];
  /** A round is in flight or its reels still turn. */
  locked: boolean;
  onPlay: () => void;
  formatAmount: AmountFormatter;
}

/**
 * The player's free spins on this slot (a promotion's): how many are left, counting down as they are played, and the
 * button that plays one. Once the last is played it says where their winnings went, then stays out of the way.
 */
export function SlotFreeSpins({ freeSpins, locked, onPlay, formatAmount }: SlotFreeSpinsProps) {
  // Spins are granted at a deposit, never during a game session: what the launch showed is what there was.
  const [hadSpins] = useState(freeSpins !== null);

  if (!freeSpins) {
    if (!hadSpins) return null;
    return (
      <p className="slot-free-spins slot-free-spins--done" role="status">
        Free spins played. Their winnings are now bonus money to wager.
      </p>
    );
  }
  return (
    <section className="slot-free-spins" aria-label="Free spins">
      <p className="slot-free-spins__count" aria-live="polite">
        <span className="slot-free-spins__number">Free spins: {freeSpins.left} left</span>
        <span className="slot-free-spins__stake">{formatAmount(freeSpins.stake)} a spin, paid by us</span>
      </p>
      <button type="button" className="slot-free-spins__play" onClick={onPlay} aria-disabled={locked || undefined}>
        Play free spin
      </button>
    </section>
  );
}
