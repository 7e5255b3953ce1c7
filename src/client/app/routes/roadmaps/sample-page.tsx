import type { RouteHead } from '../../../../shared/route-head';
import { roadmapsApi, SAMPLE_ROADMAP_ID, useGetRoadmapQuery } from '../../../features/roadmaps/roadmaps-api';
import { remoteOf } from '../../../lib/remote';
import { AsyncState } from '../../../ui/async-state';
import type { RouteModule } from '../../route-module';
import { ROADMAPS_TRAIL } from './parts/head-trails';
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

export const head: RouteHead = {
  title: '로드맵 예시',
  description: '마일스톤과 미션으로 이루어진 로드맵 예시를 둘러봐요.',
  parents: () => ROADMAPS_TRAIL,
};
