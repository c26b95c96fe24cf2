import { useCallback, useRef, useState } from 'react';
import { REEL_COUNT, type SlotOutcome, type SpinResult } from '@lodestar/games';
import { cycleTimeLeftMs, firstReelStopMs, FREE_SPIN_REELS_SPIN_MS, nextFreeSpinDelayMs, reelStopGapMs } from './game-cycle';

export interface ShownSpin {
  outcome: SlotOutcome;
  /** 0 is the base spin, 1 … freeSpinsPlayed the free spins. */
  index: number;
  spin: SpinResult;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const wait = (milliseconds: number) =>
  milliseconds <= 0 ? Promise.resolve() : new Promise<void>((resolve) => window.setTimeout(resolve, milliseconds));

/**
 * The pacing of a round on screen: reels spin while the bet is in flight, then each spin of the outcome (the
 * base spin, then every free spin) stops reel by reel. Every spin, from its start, holds the next one back for a
 * whole game cycle (game-cycle.ts), and nothing cuts a round short: there is no skip, in demo as in real money.
 */
export function useSpinSequence(initialGrid: string[][]) {
  const [grid, setGrid] = useState(initialGrid);
  const [stoppedReels, setStoppedReels] = useState(REEL_COUNT);
  const [shown, setShown] = useState<ShownSpin | null>(null);
  const [running, setRunning] = useState(false);
  // Checked and set in the same call, so two presses within one frame (a click and a hotkey) start one round.
  const roundUnderWay = useRef(false);

  /**
   * Starts the reels at the press, before the answer is known, and answers the press's time; `reveal` or `abandon`
   * must follow. Answers null while a round is still under way: that press starts nothing.
   */
  const begin = useCallback((): number | null => {
    if (roundUnderWay.current) return null;
    roundUnderWay.current = true;
    setRunning(true);
    setShown(null);
    setStoppedReels(0);
    return performance.now();
  }, []);

  /** The bet was refused, so no game cycle began: the reels stop on what they showed before. */
  const abandon = useCallback(() => {
    roundUnderWay.current = false;
    setStoppedReels(REEL_COUNT);
    setRunning(false);
  }, []);

  const reveal = useCallback(async (outcome: SlotOutcome, pressedAt: number) => {
    const reduced = prefersReducedMotion();
    const stopGap = reelStopGapMs(reduced);
    let spinStartedAt = pressedAt;
    await wait(firstReelStopMs(REEL_COUNT, reduced) - (performance.now() - pressedAt));
    for (const [index, spin] of outcome.spins.entries()) {
      if (index > 0) {
        await wait(nextFreeSpinDelayMs(spinStartedAt, performance.now(), reduced));
        spinStartedAt = performance.now();
        setShown(null);
        setStoppedReels(0);
        await wait(reduced ? 0 : FREE_SPIN_REELS_SPIN_MS);
      }
      setGrid(spin.grid);
      for (let reel = 1; reel <= REEL_COUNT; reel++) {
        setStoppedReels(reel);
        if (reel < REEL_COUNT) await wait(stopGap);
      }
      setShown({ outcome, index, spin });
    }
    // The rule itself, whatever the animation above lasts: the next spin waits out the cycle of the last one started.
    await wait(cycleTimeLeftMs(spinStartedAt, performance.now()));
    roundUnderWay.current = false;
    setRunning(false);
  }, []);

  return { grid, stoppedReels, shown, running, begin, abandon, reveal };
}
