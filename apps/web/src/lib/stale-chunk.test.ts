import { describe, expect, it } from 'vitest';
import { isChunkLoadError, reloadOnceForStaleChunk, STALE_CHUNK_RELOAD_KEY } from './stale-chunk';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('a chunk a deploy replaced', () => {
  it('is told apart from other errors, in the words of each browser', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/games-page-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads the page once, then not again within a minute (no reload loop), then again after', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => void (reloads += 1);
    expect(reloadOnceForStaleChunk({ storage, reload, now: 1_000_000 })).toBe(true);
    expect(reloads).toBe(1);
    expect(storage.values.get(STALE_CHUNK_RELOAD_KEY)).toBe('1000000');

    expect(reloadOnceForStaleChunk({ storage, reload, now: 1_030_000 })).toBe(false);
    expect(reloads).toBe(1);

    expect(reloadOnceForStaleChunk({ storage, reload, now: 1_070_000 })).toBe(true);
    expect(reloads).toBe(2);
  });

  it('does not reload when the tab cannot remember having reloaded', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    let reloads = 0;
    expect(reloadOnceForStaleChunk({ storage: refusing, reload: () => void (reloads += 1), now: 5 })).toBe(false);
    expect(reloads).toBe(0);
  });
});
