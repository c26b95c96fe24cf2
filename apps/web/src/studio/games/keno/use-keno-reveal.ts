import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../instant/instant-game';

const MILLISECONDS_PER_NUMBER = 140;

/**
 * How many of a round's drawn numbers are shown so far: they appear one by one after the round arrives (all at
 * once for a player who asked for less motion). `drawId` names the round being revealed.
 */
export function useKenoReveal(drawId: string | null, drawnCount: number): number {
  const [revealed, setRevealed] = useState<{ drawId: string | null; count: number }>({ drawId: null, count: 0 });

  useEffect(() => {
    if (drawId === null || prefersReducedMotion()) return;
    const timer = window.setInterval(() => {
      setRevealed((current) => {
        const count = Math.min(drawnCount, (current.drawId === drawId ? current.count : 0) + 1);
        if (count === drawnCount) window.clearInterval(timer);
        return { drawId, count };
      });
    }, MILLISECONDS_PER_NUMBER);
    return () => window.clearInterval(timer);
  }, [drawId, drawnCount]);

  if (drawId === null) return 0;
  if (prefersReducedMotion()) return drawnCount;
  return revealed.drawId === drawId ? revealed.count : 0;
}
