import type { ApiError } from './api';

/**
 * A server read as a page shows it: nothing to load (`idle`, e.g. a visitor who is not logged
 * in), loading, its data, not there (404), or failed with a Korean message.
 */
export type Remote<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/** The parts of an RTK Query hook's result a page reads. */
export interface QueryResult<T> {
  currentData?: T | undefined;
  error?: unknown;
  isUninitialized: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * An RTK Query result as a `Remote`, with a retry. The data shown is the current argument's
 * (`currentData`): a page that moves to another key shows loading, not the last key's data.
 */
export function remoteOf<T>(query: QueryResult<T>): { remote: Remote<T>; retry: () => void } {
  const retry = () => {
    if (!query.isUninitialized) void query.refetch();
  };
  if (query.isUninitialized) return { remote: { status: 'idle' }, retry };
  if (query.currentData !== undefined) return { remote: { status: 'ready', data: query.currentData }, retry };
  if (query.error && !query.isFetching) {
    const error = query.error as Partial<ApiError>;
    if (error.status === 404) return { remote: { status: 'not-found' }, retry };
    return { remote: { status: 'error', message: error.message ?? '불러오지 못했어요.' }, retry };
  }
  return { remote: { status: 'loading' }, retry };
}
