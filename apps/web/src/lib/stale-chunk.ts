/**
 * A deploy replaces the hashed chunks: a page opened before it asks for a chunk that is no longer there. The
 * browsers word that failure differently; each message names a dynamically imported module or a module script.
 */
const CHUNK_LOAD_FAILURE =
  /dynamically imported module|importing a module script failed|error loading dynamically imported module|unable to preload css/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/** When this tab last reloaded for a missing chunk (sessionStorage: per tab, survives the reload). */
export const STALE_CHUNK_RELOAD_KEY = 'lodestar.staleChunkReloadAt';
/** A second failure this soon after a reload is not a deploy: reloading again would loop. */
const RELOAD_GUARD_MS = 60_000;

interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: number;
}

/**
 * Reloads the page to pick up the new build, unless this tab already did so within the last minute. Returns
 * whether it reloaded; when not, the caller shows a message instead (never a blank page).
 */
export function reloadOnceForStaleChunk({ storage, reload, now }: ReloadDeps = browserReloadDeps()): boolean {
  try {
    const lastReload = Number(storage.getItem(STALE_CHUNK_RELOAD_KEY) ?? 0);
    if (now - lastReload < RELOAD_GUARD_MS) return false;
    storage.setItem(STALE_CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Storage refused (a private mode): without the guard a reload could loop, so the message it is.
    return false;
  }
  reload();
  return true;
}

function browserReloadDeps(): ReloadDeps {
  return { storage: window.sessionStorage, reload: () => window.location.reload(), now: Date.now() };
}
