import { useCallback, useEffect, useState } from 'react';
import { HttpError } from '../../lib/http';

/** A server read as a page sees it: loading, its data, not there (404), or failed with a Korean message. */
export type Remote<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/**
 * Loads `load(key)` whenever `key` changes, dropping answers for a key the page has moved on
 * from. `retry` loads the same key again.
 */
export function useRemote<T>(key: string, load: (key: string, signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<{ key: string; attempt: number; remote: Remote<T> }>({
    key,
    attempt: 0,
    remote: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
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
  // An answer for another key or an earlier attempt is stale: show loading until the new one lands.
  const remote: Remote<T> = state.key === key && state.attempt === attempt ? state.remote : { status: 'loading' };
  return { remote, retry };
}
