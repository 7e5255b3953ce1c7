import type { ApiError } from '../../lib/api';

interface PageOf<T> {
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

/** The parts of an RTK Query infinite query's result a list reads. */
interface InfiniteResult<T> {
  currentData?: { pages: PageOf<T>[] } | undefined;
  error?: unknown;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

const messageOf = (error: unknown) => (error as Partial<ApiError> | undefined)?.message ?? '목록을 불러오지 못했어요.';

/**
 * A cursor-paged list (an RTK Query infinite query) as a page shows it: the first page loads by
 * itself, the next ones when the reader asks for more.
 */
export function pagedListOf<T>(query: InfiniteResult<T>): {
  list: PagedList<T>;
  loadMore: () => void;
  retry: () => void;
} {
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  const retry = () => void query.refetch();
  let list: PagedList<T>;
  if (query.currentData) {
    list = {
      status: 'ready',
      items: query.currentData.pages.flatMap((page) => page.data),
      hasMore: query.hasNextPage,
      isLoadingMore: query.isFetchingNextPage,
      moreError: query.isFetchNextPageError ? messageOf(query.error) : null,
    };
  } else if (query.error && !query.isFetching) {
    list = { status: 'error', message: messageOf(query.error) };
  } else {
    list = { status: 'loading' };
  }
  return { list, loadMore, retry };
}
