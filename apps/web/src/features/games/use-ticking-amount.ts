import { useEffect, useRef, useState } from 'react';

const TICK_MS = 1_200;
/** The first showing counts up over the last 2 % of the amount, like a meter catching up. */
const FIRST_SHOWING_START = 0.98;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Counts the shown amount (minor units) up or down to `target` whenever the server sends a new one. Only the
 * frames in between are computed; where the count stops is always exactly the server's amount.
 */
export function useTickingAmount(target: bigint | undefined): bigint | undefined {
  const [shown, setShown] = useState<bigint | undefined>(undefined);
  const shownRef = useRef<bigint | undefined>(undefined);

  useEffect(() => {
    if (target === undefined) return;
    const settle = (value: bigint) => {
      shownRef.current = value;
      setShown(value);
    };
    if (prefersReducedMotion()) {
      settle(target);
      return;
    }
    const from = Number(shownRef.current ?? (target * BigInt(Math.round(FIRST_SHOWING_START * 100))) / 100n);
    const distance = Number(target) - from;
    const started = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const progress = Math.min(1, (now - started) / TICK_MS);
      if (progress === 1) {
        settle(target);
        return;
      }
      const eased = 1 - (1 - progress) ** 3;
      settle(BigInt(Math.round(from + distance * eased)));
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target]);

  return shown;
}
