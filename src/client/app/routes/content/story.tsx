import { Link, useParams } from 'react-router';
import type { StoryDetail } from '../../../../shared/contracts/content';
import type { RouteHead } from '../../../../shared/route-head';
import { NeighbourLinks } from '../../../features/content/components/neighbour-links';
import { ErrorState, NotFoundState, ReadingSkeleton } from '../../../features/content/components/page-states';
import { SanitizedHtml } from '../../../features/content/components/sanitized-html';
import styles from '../../../features/content/content.module.css';
import { contentApi, useGetStoryQuery } from '../../../features/content/content-api';
import { formatKoreanDate } from '../../../features/content/format';
import { paths, toPath } from '../../../lib/paths';
import { remoteOf } from '../../../lib/remote';
import chips from '../../../ui/chips.module.css';
import page from '../../../ui/page.module.css';
import type { RouteModule } from '../../route-module';
import { useContentTitle } from './use-content-title';

const storyPath = (id: string) => toPath(paths.story, { id });

/** /stories/:id: one behind-the-scenes story. */
export default function StoryPage() {
  const { id = '' } = useParams();
  const { remote: state, retry } = remoteOf(useGetStoryQuery(id));
  useContentTitle(state.status === 'ready' ? state.data : undefined);

  switch (state.status) {
    case 'idle':
    case 'loading':
      return <ReadingSkeleton label="이야기를 불러오는 중이에요" />;
    case 'not-found':
      return (
        <NotFoundState
          title="이야기를 찾을 수 없어요"
          message="주소가 바뀌었거나 내려간 이야기예요. 이야기 목록에서 다시 골라 주세요."
          backTo={paths.stories}
          backLabel="이야기 목록 보기"
        />
      );
    case 'error':
      return <ErrorState title="이야기를 불러오지 못했어요" message={state.message} onRetry={retry} isPageTitle />;
    case 'ready':
      return <StoryView story={state.data} />;
  }
}

function StoryView({ story }: { story: StoryDetail }) {
  return (
    <article className={`${styles.page} ${styles.reading}`} aria-labelledby="story-title">
      <header className={page.header}>
        <p className={page.eyebrow}>만드는 이야기</p>
        <h1 id="story-title" className={page.title}>
          {story.title}
        </h1>
        <p className={page.lead}>{story.summary}</p>
        <p className={styles.meta}>
          <time dateTime={story.publishedAt}>{formatKoreanDate(story.publishedAt)}</time>
          <span>{story.readingMinutes}분 읽기</span>
        </p>
      </header>
      <SanitizedHtml html={story.html} className={styles.prose} />
      <NeighbourLinks
        previous={story.previous}
        next={story.next}
        pathOf={storyPath}
        noun="이야기"
        label="이전 이야기와 다음 이야기"
      />
      <Link to={paths.stories} className={chips.chip}>
        이야기 목록으로 돌아가기
      </Link>
    </article>
  );
}

export const loader: RouteModule['loader'] = (store, { params }) => [
  store.dispatch(contentApi.endpoints.getStory.initiate(params.id ?? '')),
];

export const headData: RouteModule['headData'] = (state, { params }) => {
  const story = contentApi.endpoints.getStory.select(params.id ?? '')(state).data;
  if (!story) return undefined;
  return {
    kind: 'story',
    subject: { name: story.title, summary: story.summary },
    piece: { id: story.id, publishedAt: story.publishedAt },
  };
};

export const head: RouteHead = {
  title: '만드는 이야기',
  description: '진로의 시간 팀이 전하는 제작 뒷이야기예요.',
  subject: {
    title: ({ name }) => name,
    description: ({ name, summary }) => summary ?? `${name}: 진로의 시간 팀이 전하는 제작 뒷이야기예요.`,
  },
  parents: () => [{ name: '만드는 이야기', path: paths.stories }],
};
