import { use } from 'react';
import { httpErrorOf } from './api';

/**
 * A promise `use` reads at once: settled, with the status fields React puts on a promise it has
 * waited for and reads before waiting, so `use` returns instead of suspending.
 */
export const SETTLED: PromiseLike<undefined> = Object.assign(Promise.resolve(undefined), {
  status: 'fulfilled' as const,
  value: undefined,
});

/**
 * The last promise a render waited for, by what it was for: what a replay of that render asks
 * again. Kept in the browser only: on the server one module serves every request, and a person's
 * data would stay here after their page was sent.
 */
const waited = new Map<string, PromiseLike<unknown>>();
const inBrowser = typeof window !== 'undefined';

/**
 * Suspends until `pending` settles and returns its value; with nothing pending (`null`, the data
 * being in) returns at once. Either way it calls `use`, with the same promise as the last render
 * that waited for `key`, which React asks of code that suspends with `use`
 * (react.dev/warnings/conditional-use-of-use). Once the promise a render waited for settles, React
 * replays that render with the hooks it kept and goes back to making new hooks only from inside
 * `use`: a replay that skipped `use` (the data being in by then) met its next hook as an update of
 * nothing, React error #467, recovered by rendering the page again (#520 in the console of
 * /jpref/survey, 2026-11-29). A different promise in the replay is React's "uncached promise".
 *
 * Read the value only when you passed a promise: with `null` it is the value of an earlier wait.
 */
export function useWaitFor<T>(key: string, pending: PromiseLike<T> | null): T | undefined {
  if (pending && inBrowser) waited.set(key, pending);
  return use(pending ?? settledWait(key)) as T | undefined;
}

/** The last wait for `key` if it ended well (`use` would throw a failed one again), else `SETTLED`. */
function settledWait(key: string): PromiseLike<unknown> {
  const last = waited.get(key) as (PromiseLike<unknown> & { status?: string }) | undefined;
  return last && last.status !== 'rejected' ? last : SETTLED;
}

/** What an RTK Query hook says of one query, as `useQueryData` reads it. */
interface QueryState<T> {
  currentData?: T;
  error?: unknown;
  isFetching: boolean;
}

/**
 * A query's data, suspending until it is in and throwing a failed load to the boundary. `request`
 * gives the request on its way or starts one (the hook starts its own only once the component has
 * rendered, which a suspended one has not); it is called only while the data is missing.
 */
export function useQueryData<T>(
  key: string,
  query: QueryState<T>,
  request: () => PromiseLike<{ data?: T; error?: unknown }>,
): T {
  const failed = !query.currentData && query.error !== undefined && !query.isFetching;
  const answer = useWaitFor(key, query.currentData || failed ? null : request());
  if (query.currentData) return query.currentData;
  if (failed) throw httpErrorOf(query.error);
  if (answer?.data !== undefined) return answer.data;
  throw httpErrorOf(answer?.error);
}
