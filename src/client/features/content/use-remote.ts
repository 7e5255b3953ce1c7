import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '../../lib/http';

/** What a page knows about data it asked the server for. */
export type Remote<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/**
 * Loads data for `key` (a new key loads again; the previous request is cancelled) and says
 * whether it is loading, ready, not there (404) or failed, with a retry for failures. `inPage` is
 * the data when the page's HTML carried it (`lib/page-data.ts`): it is ready at once, unasked.
 */
export function useRemote<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  inPage?: T,
): { state: Remote<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; remote: Remote<T> } | null>(() =>
    inPage === undefined ? null : { key: `${key}#0`, remote: { status: 'ready', data: inPage } },
  );
  // The latest loader, without making every render a new request.
  const loadRef = useRef(load);
  loadRef.current = load;
  const requestKey = `${key}#${attempt}`;
  const givenKey = useRef(inPage === undefined ? undefined : requestKey);

  useEffect(() => {
    if (givenKey.current === requestKey) return;
    givenKey.current = undefined;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => setResult({ key: requestKey, remote: { status: 'ready', data } }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ key: requestKey, remote: failureOf(err) });
      },
    );
    return () => controller.abort();
  }, [requestKey]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: Remote<T> = result?.key === requestKey ? result.remote : { status: 'loading' };
  return { state, retry };
}

function failureOf(err: unknown): Remote<never> {
  if (err instanceof HttpError && err.status === 404) return { status: 'not-found' };
  return { status: 'error', message: err instanceof Error ? err.message : '내용을 불러오지 못했어요.' };
}
