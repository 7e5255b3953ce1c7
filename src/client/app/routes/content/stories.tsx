import { ContentCard } from '../../../features/content/components/content-card';
import { ErrorState, ListSkeleton } from '../../../features/content/components/page-states';
import styles from '../../../features/content/content.module.css';
import { useGetStoriesInfiniteQuery } from '../../../features/content/content-api';
import { pagedListOf } from '../../../features/content/paged-list';
import { paths, toPath } from '../../../lib/paths';
import buttons from '../../../ui/button.module.css';

/** /stories: the team's behind-the-scenes stories, newest first. */
export default function StoriesPage() {
  const { list, loadMore, retry } = pagedListOf(useGetStoriesInfiniteQuery());

  return (
    <section className={styles.page} aria-labelledby="stories-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>만드는 이야기</p>
        <h1 id="stories-title" className={styles.title}>
          만드는 이야기
        </h1>
        <p className={styles.lead}>진로의 시간을 왜, 어떻게 만들고 있는지 팀이 직접 들려 드려요.</p>
      </header>
      {list.status === 'loading' && <ListSkeleton label="이야기 목록을 불러오는 중이에요" />}
      {list.status === 'error' && (
        <ErrorState title="이야기 목록을 불러오지 못했어요" message={list.message} onRetry={retry} />
      )}
      {list.status === 'ready' && (
        <>
          {list.items.length === 0 ? (
            <p className={styles.lead}>아직 올라온 이야기가 없어요.</p>
          ) : (
            <ul className={styles.list}>
              {list.items.map((story) => (
                <ContentCard
                  key={story.id}
                  to={toPath(paths.story, { id: story.id })}
                  title={story.title}
                  summary={story.summary}
                  publishedAt={story.publishedAt}
                  readingMinutes={story.readingMinutes}
                />
              ))}
            </ul>
          )}
          {list.moreError && (
            <p role="alert" className={styles.lead}>
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
              {list.isLoadingMore ? '불러오는 중...' : '이야기 더 보기'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
