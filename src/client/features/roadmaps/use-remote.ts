import { useCallback, useEffect, useState } from 'react';
import { HttpError } from '../../lib/http';

/** A server read as a page sees it. `idle`: nothing to load (e.g. a visitor who is not logged in). */
export type Remote<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/**
 * Loads `load(key)` whenever `key` changes (nothing for a null key), dropping answers for a key
 * the page has moved on from. `retry` loads again; `replace` shows data a write answered with,
 * without another round trip. `load` must be a stable function (module level).
 */
export function useRemote<T>(key: string | null, load: (key: string, signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<{ key: string | null; attempt: number; remote: Remote<T> }>({
    key,
    attempt: 0,
    remote: key === null ? { status: 'idle' } : { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(key, controller.signal)
      .then((data) => setState({ key, attempt, remote: { status: 'ready', data } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const remote: Remote<T> =
          error instanceof HttpError && error.status === 404
            ? { status: 'not-found' }
            : { status: 'error', message: error instanceof Error ? error.message : '불러오지 못했어요.' };
        setState({ key, attempt, remote });
      });
    return () => controller.abort();
  }, [key, attempt, load]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback(
    (data: T) => setState((current) => ({ ...current, remote: { status: 'ready', data } })),
    [],
  );
  let remote: Remote<T>;
  if (key === null) remote = { status: 'idle' };
  // An answer for another key or an earlier attempt is stale: show loading until the new one lands.
  else remote = state.key === key && state.attempt === attempt ? state.remote : { status: 'loading' };
  return { remote, retry, replace };
}
