import { useCallback, useRef, useState } from 'react';
import { REEL_COUNT, type SlotOutcome, type SpinResult } from '@lodestar/games';

/** Reels spin at least this long, so even an instant answer reads as a spin. */
const MIN_SPIN_MS = 650;
/**
 * A real-money game cycle, from the press of Spin to the last reel's stop, lasts at least this long (UKGC RTS 7's
 * 2.5 s for slots), reduced motion or not; demo keeps the quick pace.
 */
export const REAL_MONEY_MIN_CYCLE_MS = 2500;
/** Reels stop one after the other, left to right. */
const REEL_STOP_GAP_MS = 170;
/** Time to take in a free spin's wins before the next one starts. */
const FREE_SPIN_PAUSE_MS = 1400;
/** With reduced motion the reels never scroll, but a free-spin sequence still pauses so each spin is seen. */
const REDUCED_FREE_SPIN_PAUSE_MS = 900;

export interface ShownSpin {
  outcome: SlotOutcome;
  /** 0 is the base spin, 1 … freeSpinsPlayed the free spins. */
  index: number;
  spin: SpinResult;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The pacing of a round on screen: reels spin while the bet is in flight, then each spin of the outcome (the
 * base spin, then every free spin) stops reel by reel, the last reel of the base spin no sooner than
 * `minCycleMs` after the press. Skip (demo only: the caller offers it) shows the rest at once; it never starts a
 * round.
 */
export function useSpinSequence(initialGrid: string[][], minCycleMs = 0) {
  const [grid, setGrid] = useState(initialGrid);
  const [stoppedReels, setStoppedReels] = useState(REEL_COUNT);
  const [shown, setShown] = useState<ShownSpin | null>(null);
  const [running, setRunning] = useState(false);
  const skipping = useRef(false);
  const wake = useRef<(() => void) | null>(null);

  const wait = useCallback(
    (milliseconds: number) =>
      skipping.current || milliseconds <= 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const done = () => {
              window.clearTimeout(timer);
              wake.current = null;
              resolve();
            };
            const timer = window.setTimeout(done, milliseconds);
            wake.current = done;
          }),
    [],
  );

  /** Starts the reels before the answer is known; `reveal` or `abandon` must follow. */
  const begin = useCallback(() => {
    skipping.current = false;
    setRunning(true);
    setShown(null);
    setStoppedReels(0);
    return performance.now();
  }, []);

  /** The bet was refused: the reels stop on what they showed before. */
  const abandon = useCallback(() => {
    setStoppedReels(REEL_COUNT);
    setRunning(false);
  }, []);

  const reveal = useCallback(
    async (outcome: SlotOutcome, startedAt: number) => {
      const reduced = prefersReducedMotion();
      const stopGap = reduced ? 0 : REEL_STOP_GAP_MS;
      const spinTime = reduced ? 0 : MIN_SPIN_MS;
      const firstStop = Math.max(spinTime, minCycleMs - stopGap * (REEL_COUNT - 1));
      await wait(firstStop - (performance.now() - startedAt));
      for (const [index, spin] of outcome.spins.entries()) {
        if (index > 0) {
          await wait(reduced ? REDUCED_FREE_SPIN_PAUSE_MS : FREE_SPIN_PAUSE_MS);
          setShown(null);
          setStoppedReels(0);
          await wait(spinTime / 2);
        }
        setGrid(spin.grid);
        for (let reel = 1; reel <= REEL_COUNT; reel++) {
          setStoppedReels(reel);
          if (reel < REEL_COUNT) await wait(stopGap);
        }
        setShown({ outcome, index, spin });
      }
      setRunning(false);
    },
    [wait, minCycleMs],
  );

  const skip = useCallback(() => {
    skipping.current = true;
    wake.current?.();
  }, []);

  return { grid, stoppedReels, shown, running, begin, abandon, reveal, skip };
}
