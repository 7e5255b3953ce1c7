import { useSearchParams } from 'react-router';
import type { RouteHead } from '../../../../shared/route-head';
import { findArticleCategory } from '../../../features/content/article-categories';
import { CategoryFilter } from '../../../features/content/components/category-filter';
import { ContentList } from '../../../features/content/components/content-list';
import styles from '../../../features/content/content.module.css';
import { contentApi, useGetArticlesInfiniteQuery } from '../../../features/content/content-api';
import { pagedListOf } from '../../../features/content/paged-list';
import { paths, toPath } from '../../../lib/paths';
import { PageHeader } from '../../../ui/page-header';
import type { RouteModule } from '../../route-module';

/** /articles: 지혜의 시간, newest first, filtered by `?category=`. */
export default function ArticlesPage() {
  const [params] = useSearchParams();
  const selected = findArticleCategory(params.get('category'));
  const category = selected?.id;
  const { list, loadMore, retry } = pagedListOf(useGetArticlesInfiniteQuery(category ?? 'all'));
  const categoryName = selected?.label ?? '전체';

  return (
    <section className={styles.page} aria-labelledby="articles-title">
      <PageHeader
        eyebrow="진로 아티클"
        title="지혜의 시간"
        titleId="articles-title"
        lead="취업 준비부터 자기이해, 진로 설계, 흔한 오해, 직장 생활까지. 짧게 읽고 바로 해 볼 수 있는 글을 모았어요."
      />
      <CategoryFilter selected={category} />
      <p className="visually-hidden" aria-live="polite">
        {list.status === 'ready' &&
          `${categoryName} 글 ${list.items.length}개${list.hasMore ? ' 이상' : ''}을 보여 드려요.`}
      </p>
      <ContentList
        list={list}
        loadMore={loadMore}
        retry={retry}
        noun="글"
        empty="이 분류에는 아직 글이 없어요."
        hrefOf={(article) => toPath(paths.article, { id: article.id })}
        badgeOf={(article) => article.categoryLabel}
      />
    </section>
  );
}

export const loader: RouteModule['loader'] = (store, { search }) => [
  store.dispatch(contentApi.endpoints.getArticles.initiate(findArticleCategory(search.get('category'))?.id ?? 'all')),
];

export const head: RouteHead = {
  title: '지혜의 시간',
  description: '취업 준비, 자기이해, 진로 설계, 진로에 대한 오해를 다룬 글을 읽어요.',
};
