import { useCallback, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../instant/instant-game';
import { limboCounterAt, limboCounterDuration } from './limbo-bet';

/**
 * The multiplier shown on the table: `count(result)` runs it up from 1.00× to the result and resolves once it
 * got there (at once for a player who asked for less motion).
 */
export function useLimboCounter() {
  const [shown, setShown] = useState(1);
  const [counting, setCounting] = useState(false);
  const frame = useRef(0);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const count = useCallback(
    (result: number) =>
      new Promise<void>((resolve) => {
        cancelAnimationFrame(frame.current);
        if (prefersReducedMotion()) {
          setShown(result);
          resolve();
          return;
        }
        setCounting(true);
        const duration = limboCounterDuration(result);
        const startedAt = performance.now();
        const step = (now: number) => {
          const progress = (now - startedAt) / duration;
          setShown(limboCounterAt(progress, result));
          if (progress < 1) {
            frame.current = requestAnimationFrame(step);
            return;
          }
          setCounting(false);
          resolve();
        };
        frame.current = requestAnimationFrame(step);
      }),
    [],
  );

  return { shown, counting, count };
}
