import { useEffect, useState } from 'react';
import { afterLoad } from './when-idle';

/**
 * Whether the page has finished loading (the window's `load` event has fired). For what can wait
 * until the page's own code and styles are in: a frame below the first screen should not take
 * a connection the first script needs on a slow network (docs/performance.md). False in the
 * server's HTML and the render that hydrates it.
 */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  // Fires at once when the page has loaded already (a page opened in the app), else on `load`.
  useEffect(() => (loaded ? undefined : afterLoad(() => setLoaded(true))), [loaded]);
  return loaded;
}
