import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following the viewport as it changes. Lets a part that
 * CSS would hide anyway (the desktop side menu on a phone) not be rendered at all.
 */
export function useMediaQuery(query: string): boolean {
  // One query list per query: the snapshot is read on every render of the caller.
  const list = useMemo(() => window.matchMedia(query), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list.matches);
}
