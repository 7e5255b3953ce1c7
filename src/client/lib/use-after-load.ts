import { useEffect, useState } from 'react';

/**
 * Whether the page has finished loading (the window's `load` event has fired). For what can wait
 * until the page's own code and styles are in: a frame below the first screen should not take
 * a connection the first script needs on a slow network (docs/performance.md).
 */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    // The event may have fired between the first render and this effect.
    if (document.readyState === 'complete') setLoaded(true);
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}
