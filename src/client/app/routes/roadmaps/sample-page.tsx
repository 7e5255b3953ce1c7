import { SAMPLE_ROADMAP_ID, useGetRoadmapQuery } from '../../../features/roadmaps/roadmaps-api';
import { remoteOf } from '../../../lib/remote';
import page from '../../../ui/page.module.css';
import { RemoteStatus } from './remote-status';
import { RoadmapView } from './roadmap-view';

/** /roadmap/sample: the public example roadmap, for anyone. */
export default function SampleRoadmapPage() {
  const { remote, retry } = remoteOf(useGetRoadmapQuery(SAMPLE_ROADMAP_ID));
  if (remote.status !== 'ready') {
    return (
      <div className={page.page}>
        <h1 className={page.title}>로드맵 예시</h1>
        <RemoteStatus remote={remote} retry={retry} notFound="예시 로드맵을 찾을 수 없어요." />
      </div>
    );
  }
  return <RoadmapView roadmap={remote.data} roadmapId={SAMPLE_ROADMAP_ID} />;
}
