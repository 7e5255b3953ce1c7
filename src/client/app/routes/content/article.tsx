import { Link, useParams } from 'react-router';
import type { ArticleDetail } from '../../../../shared/contracts/content';
import type { RouteHead } from '../../../../shared/route-head';
import { NeighbourLinks } from '../../../features/content/components/neighbour-links';
import { ErrorState, NotFoundState, ReadingSkeleton } from '../../../features/content/components/page-states';
import { SanitizedHtml } from '../../../features/content/components/sanitized-html';
import styles from '../../../features/content/content.module.css';
import { contentApi, useGetArticleQuery } from '../../../features/content/content-api';
import { formatKoreanDate } from '../../../features/content/format';
import { paths, toPath } from '../../../lib/paths';
import { remoteOf } from '../../../lib/remote';
import chips from '../../../ui/chips.module.css';
import page from '../../../ui/page.module.css';
import type { RouteModule } from '../../route-module';
import { useContentTitle } from './use-content-title';

const articlePath = (id: string) => toPath(paths.article, { id });

/** /articles/:id: one article, its sources, and the way to the previous and next ones. */
export default function ArticlePage() {
  const { id = '' } = useParams();
  const { remote: state, retry } = remoteOf(useGetArticleQuery(id));
  useContentTitle(state.status === 'ready' ? state.data : undefined);

  switch (state.status) {
    case 'idle':
    case 'loading':
      return <ReadingSkeleton label="글을 불러오는 중이에요" />;
    case 'not-found':
      return (
        <NotFoundState
          title="글을 찾을 수 없어요"
          message="주소가 바뀌었거나 내려간 글이에요. 글 목록에서 다시 골라 주세요."
          backTo={paths.articles}
          backLabel="글 목록 보기"
        />
      );
    case 'error':
      return <ErrorState title="글을 불러오지 못했어요" message={state.message} onRetry={retry} isPageTitle />;
    case 'ready':
      return <ArticleView article={state.data} />;
  }
}

function ArticleView({ article }: { article: ArticleDetail }) {
  return (
    <article className={`${styles.page} ${styles.reading}`} aria-labelledby="article-title">
      <header className={page.header}>
        <Link to={`${paths.articles}?category=${article.category}`} className={styles.badge}>
          {article.categoryLabel}
        </Link>
        <h1 id="article-title" className={page.title}>
          {article.title}
        </h1>
        <p className={page.lead}>{article.summary}</p>
        <p className={styles.meta}>
          <time dateTime={article.publishedAt}>{formatKoreanDate(article.publishedAt)}</time>
          <span>{article.readingMinutes}분 읽기</span>
        </p>
      </header>
      <SanitizedHtml html={article.html} className={styles.prose} />
      {article.sources.length > 0 && (
        <section className={styles.section} aria-labelledby="article-sources">
          <h2 id="article-sources" className={styles.sectionTitle}>
            참고한 자료
          </h2>
          <ul className={styles.sources}>
            {article.sources.map((source) => (
              <li key={source.title}>
                {source.url ? (
                  <a href={source.url} target="_blank" rel="noopener noreferrer">
                    {source.title}
                    <span className="visually-hidden"> (새 창에서 열려요)</span>
                  </a>
                ) : (
                  source.title
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <NeighbourLinks
        previous={article.previous}
        next={article.next}
        pathOf={articlePath}
        noun="글"
        label="이전 글과 다음 글"
      />
      <Link to={paths.articles} className={chips.chip}>
        글 목록으로 돌아가기
      </Link>
    </article>
  );
}

export const loader: RouteModule['loader'] = (store, { params }) => [
  store.dispatch(contentApi.endpoints.getArticle.initiate(params.id ?? '')),
];

export const headData: RouteModule['headData'] = (state, { params }) => {
  const article = contentApi.endpoints.getArticle.select(params.id ?? '')(state).data;
  if (!article) return undefined;
  return {
    kind: 'article',
    subject: { name: article.title, summary: article.summary },
    piece: { id: article.id, publishedAt: article.publishedAt, section: article.categoryLabel },
  };
};

export const head: RouteHead = {
  title: '지혜의 시간',
  description: '진로와 취업 준비에 도움이 되는 글이에요.',
  subject: {
    title: ({ name }) => name,
    description: ({ name, summary }) => summary ?? `${name}: 진로와 취업 준비에 도움이 되는 글이에요.`,
  },
  parents: () => [{ name: '지혜의 시간', path: paths.articles }],
};
