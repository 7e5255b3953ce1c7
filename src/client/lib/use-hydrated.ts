import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and in the render that hydrates its HTML, true from then on (and in every
 * render of a page opened in the app). What only the browser knows (local storage, the viewport,
 * the user agent) is read only when this is true, so the first client render equals the
 * server's: no hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
