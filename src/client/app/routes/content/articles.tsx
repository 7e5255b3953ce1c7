import { useSearchParams } from 'react-router';
import { findArticleCategory } from '../../../features/content/article-categories';
import { CategoryFilter } from '../../../features/content/components/category-filter';
import { ContentCard } from '../../../features/content/components/content-card';
import { ErrorState, ListSkeleton } from '../../../features/content/components/page-states';
import styles from '../../../features/content/content.module.css';
import { useGetArticlesInfiniteQuery } from '../../../features/content/content-api';
import { pagedListOf } from '../../../features/content/paged-list';
import { paths, toPath } from '../../../lib/paths';
import buttons from '../../../ui/button.module.css';

/** /articles: 지혜의 시간, newest first, filtered by `?category=`. */
export default function ArticlesPage() {
  const [params] = useSearchParams();
  const selected = findArticleCategory(params.get('category'));
  const category = selected?.id;
  const { list, loadMore, retry } = pagedListOf(useGetArticlesInfiniteQuery(category ?? 'all'));
  const categoryName = selected?.label ?? '전체';

  return (
    <section className={styles.page} aria-labelledby="articles-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>진로 아티클</p>
        <h1 id="articles-title" className={styles.title}>
          지혜의 시간
        </h1>
        <p className={styles.lead}>
          취업 준비부터 자기이해, 진로 설계, 흔한 오해, 직장 생활까지. 짧게 읽고 바로 해 볼 수 있는 글을 모았어요.
        </p>
      </header>
      <CategoryFilter selected={category} />
      <p className="visually-hidden" aria-live="polite">
        {list.status === 'ready' &&
          `${categoryName} 글 ${list.items.length}개${list.hasMore ? ' 이상' : ''}을 보여 드려요.`}
      </p>
      {list.status === 'loading' && <ListSkeleton label="글 목록을 불러오는 중이에요" />}
      {list.status === 'error' && (
        <ErrorState title="글 목록을 불러오지 못했어요" message={list.message} onRetry={retry} />
      )}
      {list.status === 'ready' && (
        <>
          {list.items.length === 0 ? (
            <p className={styles.lead}>이 분류에는 아직 글이 없어요.</p>
          ) : (
            <ul className={styles.list}>
              {list.items.map((article) => (
                <ContentCard
                  key={article.id}
                  to={toPath(paths.article, { id: article.id })}
                  title={article.title}
                  summary={article.summary}
                  publishedAt={article.publishedAt}
                  readingMinutes={article.readingMinutes}
                  badge={article.categoryLabel}
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
              {list.isLoadingMore ? '불러오는 중...' : '글 더 보기'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
