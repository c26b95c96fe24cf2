import { useCallback, useState } from 'react';
import type { StudioSession } from '@lodestar/contracts';

const storageKey = (session: StudioSession) => `lodestar-studio-stake:${session.game.launchId}:${session.currency}`;

/** The stake last played in this game and currency (typed or picked), if it is still inside the table's limits. */
export function rememberedStake(stored: string | null, limits: StudioSession['limits']): bigint | undefined {
  if (stored === null || !/^\d{1,18}$/.test(stored)) return undefined;
  const stake = BigInt(stored);
  return stake >= BigInt(limits.minStake) && stake <= BigInt(limits.maxStake) ? stake : undefined;
}

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * A game's stake, remembered per game and currency in this browser (localStorage): the player comes back to the
 * stake they last chose, as long as it is still inside the limits; else the game's own first stake.
 */
export function useRememberedStake(session: StudioSession, firstStake: bigint = BigInt(session.limits.minStake)) {
  const key = storageKey(session);
  const [stake, setStake] = useState(() => rememberedStake(readStored(key), session.limits) ?? firstStake);
  const change = useCallback(
    (next: bigint) => {
      setStake(next);
      try {
        localStorage.setItem(key, next.toString());
      } catch {
        // Storage switched off in the frame: the stake is simply not remembered.
      }
    },
    [key],
  );
  return [stake, change] as const;
}
