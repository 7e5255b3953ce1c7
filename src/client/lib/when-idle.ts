/**
 * Runs `run` at the browser's next idle moment (within two seconds at the latest): for work the
 * first screen does not need, so it neither delays that screen nor holds a connection its code
 * is waiting for on a slow network (docs/performance.md).
 */
export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 300);
}

/**
 * Runs `run` once the page has finished loading (the window's `load` event), at once if it has
 * already. Returns what cancels it.
 */
export function afterLoad(run: () => void): () => void {
  if (document.readyState === 'complete') {
    run();
    return () => {};
  }
  window.addEventListener('load', run, { once: true });
  return () => window.removeEventListener('load', run);
}
