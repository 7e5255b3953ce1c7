import { useCallback, useEffect, useRef, useState } from 'react';

export interface PageOf<T> {
  data: T[];
  nextCursor: string | null;
}

export type PagedList<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      items: T[];
      hasMore: boolean;
      isLoadingMore: boolean;
      /** Set when loading the next page failed; the items already shown stay. */
      moreError: string | null;
    };

interface Loaded<T> {
  key: string;
  items: T[];
  nextCursor: string | null;
  isLoadingMore: boolean;
  moreError: string | null;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : '목록을 불러오지 못했어요.');

/**
 * A cursor-paged list for `key` (a new key starts over): the first page loads by itself, the
 * next ones when the reader asks for more.
 */
export function usePagedList<T>(
  key: string,
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<PageOf<T>>,
): { list: PagedList<T>; loadMore: () => void; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const requestKey = `${key}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    fetchRef.current(undefined, controller.signal).then(
      (page) =>
        setLoaded({
          key: requestKey,
          items: page.data,
          nextCursor: page.nextCursor,
          isLoadingMore: false,
          moreError: null,
        }),
      (err: unknown) => {
        if (!controller.signal.aborted) setFailure({ key: requestKey, message: messageOf(err) });
      },
    );
    return () => controller.abort();
  }, [requestKey]);

  const current = loaded?.key === requestKey ? loaded : null;

  const loadMore = useCallback(() => {
    if (!current?.nextCursor || current.isLoadingMore) return;
    const { nextCursor } = current;
    setLoaded({ ...current, isLoadingMore: true, moreError: null });
    fetchRef.current(nextCursor, new AbortController().signal).then(
      (page) =>
        setLoaded((state) =>
          state?.key === requestKey
            ? { ...state, items: [...state.items, ...page.data], nextCursor: page.nextCursor, isLoadingMore: false }
            : state,
        ),
      (err: unknown) =>
        setLoaded((state) =>
          state?.key === requestKey ? { ...state, isLoadingMore: false, moreError: messageOf(err) } : state,
        ),
    );
  }, [current, requestKey]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  let list: PagedList<T>;
  if (current) {
    list = {
      status: 'ready',
      items: current.items,
      hasMore: current.nextCursor !== null,
      isLoadingMore: current.isLoadingMore,
      moreError: current.moreError,
    };
  } else if (failure?.key === requestKey) {
    list = { status: 'error', message: failure.message };
  } else {
    list = { status: 'loading' };
  }
  return { list, loadMore, retry };
}
