import { roadmapsApi, SAMPLE_ROADMAP_ID, useGetRoadmapQuery } from '../../../features/roadmaps/roadmaps-api';
import { remoteOf } from '../../../lib/remote';
import { AsyncState } from '../../../ui/async-state';
import type { RouteModule } from '../../route-module';
import { RoadmapView } from './parts/roadmap-view';
import { TitledPage } from './parts/titled-page';

/** /roadmap/sample: the public example roadmap, for anyone. */
export default function SampleRoadmapPage() {
  const { remote, retry } = remoteOf(useGetRoadmapQuery(SAMPLE_ROADMAP_ID));
  if (remote.status !== 'ready') {
    return (
      <TitledPage title="로드맵 예시">
        <AsyncState
          loading="예시 로드맵을 불러오는 중이에요…"
          remote={remote}
          retry={retry}
          notFound="예시 로드맵을 찾을 수 없어요."
        />
      </TitledPage>
    );
  }
  return <RoadmapView roadmap={remote.data} roadmapId={SAMPLE_ROADMAP_ID} />;
}

export const loader: RouteModule['loader'] = (store) => [
  store.dispatch(roadmapsApi.endpoints.getRoadmap.initiate(SAMPLE_ROADMAP_ID)),
];
