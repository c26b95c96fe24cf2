import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches this window (the site's, or a game's frame) now, re-rendering when that changes.
 * `whenUnknown` is the answer where there is no window: a page the server pre-renders (src/prerender).
 */
export function useMediaQuery(query: string, whenUnknown = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => whenUnknown,
  );
}
