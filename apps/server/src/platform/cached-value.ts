/**
 * A value loaded at most once per `ttlMs` and shared by concurrent callers (one load, not one per request);
 * `invalidate()` drops it at once, for the process that changed what it was loaded from. A failed load is not kept.
 */
export function cachedValue<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now) {
  let entry: { value: Promise<T>; loadedAt: number } | undefined;
  return {
    get(): Promise<T> {
      if (!entry || now() - entry.loadedAt >= ttlMs) {
        const value = load();
        entry = { value, loadedAt: now() };
        value.catch(() => {
          if (entry?.value === value) entry = undefined;
        });
      }
      return entry.value;
    },
    invalidate(): void {
      entry = undefined;
    },
  };
}
