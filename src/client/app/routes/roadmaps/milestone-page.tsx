import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import type { RouteHead } from '../../../../shared/route-head';
import { selectIsLoggedIn } from '../../../features/auth/user-slice';
import { MissionCard } from '../../../features/missions/components/mission-card';
import missionStyles from '../../../features/missions/missions.module.css';
import { SAMPLE_ROADMAP_ID, useGetRoadmapQuery } from '../../../features/roadmaps/roadmaps-api';
import { paths, toPath } from '../../../lib/paths';
import { remoteOf } from '../../../lib/remote';
import { AsyncState } from '../../../ui/async-state';
import buttons from '../../../ui/button.module.css';
import { LoginPrompt } from '../../../ui/login-prompt';
import page from '../../../ui/page.module.css';
import { PageHeader } from '../../../ui/page-header';
import styles from './pages.module.css';
import { Breadcrumbs } from './parts/breadcrumbs';
import { TitledPage } from './parts/titled-page';
import { loadSampleRoadmap } from './sample-roadmap';

/** /roadmap/:roadmapId/milestone/:milestoneTitle: the milestone's missions and what is done. */
export default function MilestonePage() {
  const { roadmapId = '', milestoneTitle = '' } = useParams();
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const isSample = roadmapId === SAMPLE_ROADMAP_ID;
  const { remote, retry } = remoteOf(useGetRoadmapQuery(roadmapId, { skip: !isLoggedIn && !isSample }));

  if (!isLoggedIn && !isSample) {
    return (
      <TitledPage title={milestoneTitle}>
        <LoginPrompt text="로그인하면 내 로드맵의 마일스톤과 미션을 볼 수 있어요." />
      </TitledPage>
    );
  }
  const milestone =
    remote.status === 'ready' ? remote.data.milestones.find((m) => m.title === milestoneTitle) : undefined;
  if (remote.status !== 'ready' || !milestone) {
    return (
      <TitledPage title={milestoneTitle}>
        <AsyncState
          loading="로드맵을 불러오는 중이에요…"
          remote={remote.status === 'ready' ? { status: 'not-found' } : remote}
          retry={retry}
          notFound={
            <p>
              이 로드맵에 없는 마일스톤이에요. <Link to={paths.roadmaps}>내 로드맵 목록으로 가기</Link>
            </p>
          }
        />
      </TitledPage>
    );
  }
  const roadmap = remote.data;
  const roadmapHref = isSample ? paths.roadmapSample : toPath(paths.roadmap, { roadmapId });

  return (
    <div className={page.page}>
      <Breadcrumbs
        trail={[
          { to: paths.roadmaps, label: '실천의 시간' },
          { to: roadmapHref, label: roadmap.title },
        ]}
        current={milestone.title}
      />
      <PageHeader
        eyebrow={
          <>
            {milestone.position}단계 마일스톤 · 미션 {milestone.progress.completed}/{milestone.progress.total} 완료
          </>
        }
        title={milestone.title}
        lead={milestone.description}
      />
      <h2 id="milestone-missions-title" className={styles.sectionTitle}>
        이 마일스톤의 미션
      </h2>
      <ul className={missionStyles.list} aria-labelledby="milestone-missions-title">
        {milestone.missions.map((mission) => (
          <li key={mission.id}>
            <MissionCard
              mission={mission}
              isCompleted={mission.isCompleted}
              href={toPath(paths.mission, { roadmapId, milestoneTitle: milestone.title, missionId: mission.id })}
            />
          </li>
        ))}
      </ul>
      <div className={styles.links}>
        <Link to={roadmapHref} className={buttons.secondary}>
          로드맵으로 돌아가기
        </Link>
        {isSample ? null : (
          <Link to={paths.missionMarket} className={buttons.secondary}>
            미션 마켓에서 더 담기
          </Link>
        )}
      </div>
    </div>
  );
}

export const loader = loadSampleRoadmap;

export const head: RouteHead = {
  title: '마일스톤',
  description: '이 마일스톤의 미션과 진행 상황을 봐요.',
  subject: {
    param: 'milestoneTitle',
    title: ({ name }) => `${name} — 마일스톤`,
    description: ({ name }) => `${name} 마일스톤의 미션과 진행 상황을 봐요.`,
  },
};
