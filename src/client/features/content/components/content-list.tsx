import buttons from '../../../ui/button.module.css';
import page from '../../../ui/page.module.css';
import styles from '../content.module.css';
import type { PagedList } from '../paged-list';
import { ContentCard } from './content-card';
import { ErrorState, ListSkeleton } from './page-states';

/** What a list item shows on its card. */
interface ContentItem {
  id: string;
  title: string;
  summary: string;
  publishedAt: string;
  readingMinutes: number;
}

interface ContentListProps<T extends ContentItem> {
  list: PagedList<T>;
  loadMore: () => void;
  retry: () => void;
  /** The list's name in its messages: '글', '이야기'. */
  noun: string;
  /** What the reader sees when the list is empty. */
  empty: string;
  hrefOf: (item: T) => string;
  badgeOf?: (item: T) => string;
}

/** A paged list of cards (/articles, /stories): loading, failed, empty, the cards and 더 보기. */
export function ContentList<T extends ContentItem>({
  list,
  loadMore,
  retry,
  noun,
  empty,
  hrefOf,
  badgeOf,
}: ContentListProps<T>) {
  if (list.status === 'loading') return <ListSkeleton label={`${noun} 목록을 불러오는 중이에요`} />;
  if (list.status === 'error') {
    return <ErrorState title={`${noun} 목록을 불러오지 못했어요`} message={list.message} onRetry={retry} />;
  }
  return (
    <>
      {list.items.length === 0 ? (
        <p className={page.lead}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {list.items.map((item) => (
            <ContentCard
              key={item.id}
              to={hrefOf(item)}
              title={item.title}
              summary={item.summary}
              publishedAt={item.publishedAt}
              readingMinutes={item.readingMinutes}
              badge={badgeOf?.(item)}
            />
          ))}
        </ul>
      )}
      {list.moreError && (
        <p role="alert" className={page.lead}>
          {list.moreError}
        </p>
      )}
      {list.hasMore && (
        <button
          type="button"
          className={`${buttons.secondary} ${styles.more}`}
          onClick={loadMore}
          disabled={list.isLoadingMore}
        >
          {list.isLoadingMore ? '불러오는 중...' : `${noun} 더 보기`}
        </button>
      )}
    </>
  );
}
