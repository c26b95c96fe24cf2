/**
 * A map of at most `capacity` entries for what a process remembers between requests (a player's seed pair, their
 * loyalty level): writing an entry makes it the newest, and past the capacity the oldest written goes.
 */
export function recentEntries<K, V>(capacity: number) {
  const entries = new Map<K, V>();
  return {
    get: (key: K): V | undefined => entries.get(key),
    set(key: K, value: V): void {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
    },
    delete: (key: K): void => {
      entries.delete(key);
    },
    get size(): number {
      return entries.size;
    },
  };
}
