import { useEffect, useState } from 'react';
import { afterLoad } from './when-idle';

/**
 * Whether the page has finished loading (the window's `load` event has fired). For what can wait
 * until the page's own code and styles are in: a frame below the first screen should not take
 * a connection the first script needs on a slow network (docs/performance.md).
 */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  // The event may also fire between the first render and this effect: `afterLoad` sees it then.
  useEffect(() => (loaded ? undefined : afterLoad(() => setLoaded(true))), [loaded]);
  return loaded;
}
