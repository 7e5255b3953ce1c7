import type { RouteHead } from '../../../../shared/route-head';
import { ContentList } from '../../../features/content/components/content-list';
import styles from '../../../features/content/content.module.css';
import { contentApi, useGetStoriesInfiniteQuery } from '../../../features/content/content-api';
import { pagedListOf } from '../../../features/content/paged-list';
import { paths, toPath } from '../../../lib/paths';
import { PageHeader } from '../../../ui/page-header';
import type { RouteModule } from '../../route-module';

/** /stories: the team's behind-the-scenes stories, newest first. */
export default function StoriesPage() {
  const { list, loadMore, retry } = pagedListOf(useGetStoriesInfiniteQuery());

  return (
    <section className={styles.page} aria-labelledby="stories-title">
      <PageHeader
        eyebrow="만드는 이야기"
        title="만드는 이야기"
        titleId="stories-title"
        lead="진로의 시간을 왜, 어떻게 만들고 있는지 팀이 직접 들려 드려요."
      />
      <ContentList
        list={list}
        loadMore={loadMore}
        retry={retry}
        noun="이야기"
        empty="아직 올라온 이야기가 없어요."
        hrefOf={(story) => toPath(paths.story, { id: story.id })}
      />
    </section>
  );
}

export const loader: RouteModule['loader'] = (store) => [store.dispatch(contentApi.endpoints.getStories.initiate())];

export const head: RouteHead = {
  title: '만드는 이야기',
  description: '진로의 시간을 왜, 어떻게 만드는지 팀의 이야기를 전해요.',
};
