import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following the viewport as it changes. Lets a part that
 * CSS would hide anyway (the desktop side menu on a phone) not be rendered at all.
 * `serverMatches` is the answer on the server and in the render that hydrates its HTML.
 */
export function useMediaQuery(query: string, serverMatches = false): boolean {
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
    () => serverMatches,
  );
}
