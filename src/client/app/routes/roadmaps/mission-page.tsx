import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import type { CompletionResult } from '../../../../shared/contracts/roadmaps';
import type { RouteHead } from '../../../../shared/route-head';
import { selectIsLoggedIn } from '../../../features/auth/user-slice';
import { MissionFacts } from '../../../features/missions/components/mission-facts';
import { AddToRoadmap } from '../../../features/roadmaps/components/add-to-roadmap';
import { LevelBar } from '../../../features/roadmaps/components/level-bar';
import roadmapStyles from '../../../features/roadmaps/roadmaps.module.css';
import {
  SAMPLE_ROADMAP_ID,
  useGetRoadmapQuery,
  useSetMissionCompletedMutation,
} from '../../../features/roadmaps/roadmaps-api';
import { answerOf } from '../../../lib/api';
import { paths, toPath } from '../../../lib/paths';
import { remoteOf } from '../../../lib/remote';
import { AsyncState } from '../../../ui/async-state';
import { LoginPrompt } from '../../../ui/login-prompt';
import page from '../../../ui/page.module.css';
import { PageHeader } from '../../../ui/page-header';
import { useSubjectTitle } from '../../shell/use-page-meta';
import styles from './pages.module.css';
import { Breadcrumbs } from './parts/breadcrumbs';
import { TitledPage } from './parts/titled-page';
import { loadSampleRoadmap, sampleMissionHead } from './sample-roadmap';

// Its form (and the form library) loads after the page's own code; the server's HTML stands in
// till then, its controls disabled as every form's are until it hydrates (ui/form.tsx).
const CompleteMission = lazy(() =>
  import('../../../features/roadmaps/components/complete-mission').then((module) => ({
    default: module.CompleteMission,
  })),
);

function resultMessage(result: CompletionResult, missionXp: number): string {
  if (result.wasAlreadyInState)
    return result.isCompleted ? '이미 완료한 미션이에요.' : '아직 완료하지 않은 미션이에요.';
  if (!result.isCompleted) return `완료를 되돌렸어요. 받았던 경험치 ${-result.xpChange}도 돌려놓았어요.`;
  const streak = result.game.streak.current > 0 ? ` 연속 기록 ${result.game.streak.current}일째예요.` : '';
  // A level-up and new achievements are announced by the celebration (CelebrationHost).
  const capped =
    result.xpChange < missionXp && result.game.dailyXp.earned >= result.game.dailyXp.cap
      ? ` 오늘 얻을 수 있는 경험치(하루 ${result.game.dailyXp.cap})를 다 얻었어요. 완료는 진행과 연속 기록에 그대로 들어가요.`
      : '';
  return `미션 완료! 경험치 +${result.xpChange}.${capped}${streak}`;
}

/**
 * /roadmap/:roadmapId/milestone/:milestoneTitle/mission/:missionId: what to do, how long, how
 * hard, how to tell it is done; complete it with an optional note, or undo. In the sample, add
 * it to one of my roadmaps instead.
 */
export default function MissionPage() {
  const { roadmapId = '', milestoneTitle = '', missionId = '' } = useParams();
  // A new mission starts fresh: no message or form state carried over from the one before.
  return (
    <MissionScreen key={`${roadmapId}/${milestoneTitle}/${missionId}`} {...{ roadmapId, milestoneTitle, missionId }} />
  );
}

function MissionScreen({
  roadmapId,
  milestoneTitle,
  missionId,
}: {
  roadmapId: string;
  milestoneTitle: string;
  missionId: string;
}) {
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const isSample = roadmapId === SAMPLE_ROADMAP_ID;
  const { remote, retry } = remoteOf(useGetRoadmapQuery(roadmapId, { skip: !isLoggedIn && !isSample }));
  const [setMissionCompleted] = useSetMissionCompletedMutation();
  const [isBusy, setIsBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // After completing or undoing, the panel that replaces the pressed button takes the focus.
  const [hasActed, setHasActed] = useState(false);
  const milestone =
    remote.status === 'ready' ? remote.data.milestones.find((m) => m.title === milestoneTitle) : undefined;
  const mission = milestone?.missions.find((candidate) => candidate.id === missionId);
  useSubjectTitle(mission ? { name: mission.title, summary: mission.description } : undefined);

  if (!isLoggedIn && !isSample) {
    return (
      <TitledPage title="미션">
        <LoginPrompt text="로그인하면 내 로드맵의 미션을 완료하고 경험치를 모을 수 있어요." />
      </TitledPage>
    );
  }
  if (remote.status !== 'ready' || !milestone || !mission) {
    return (
      <TitledPage title="미션">
        <AsyncState
          loading="로드맵을 불러오는 중이에요…"
          remote={remote.status === 'ready' ? { status: 'not-found' } : remote}
          retry={retry}
          notFound={
            <p>
              이 로드맵의 마일스톤에 없는 미션이에요. <Link to={paths.roadmaps}>내 로드맵 목록으로 가기</Link>
            </p>
          }
        />
      </TitledPage>
    );
  }
  const roadmap = remote.data;
  const roadmapHref = isSample ? paths.roadmapSample : toPath(paths.roadmap, { roadmapId });
  const next = roadmap.nextStep;

  // The mutation marks the roadmap, the roadmap list and today's missions stale: this page (and
  // any other showing them) loads them again by itself.
  const act = async (completed: boolean, reflection?: string): Promise<string | null> => {
    setIsBusy(true);
    setHasActed(true);
    try {
      const result = await answerOf(
        setMissionCompleted({ id: roadmapId, missionId: mission.id, completed, ...(reflection ? { reflection } : {}) }),
      );
      setAnnouncement(resultMessage(result, mission.xp));
      return null;
    } catch (failure) {
      return failure instanceof Error ? failure.message : '처리하지 못했어요. 다시 시도해 주세요.';
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className={page.page}>
      <Breadcrumbs
        trail={[
          { to: roadmapHref, label: roadmap.title },
          { to: toPath(paths.milestone, { roadmapId, milestoneTitle }), label: milestone.title },
        ]}
        current="미션"
      />
      <PageHeader
        eyebrow={
          <>
            {mission.category.name} · {mission.sub.name}
          </>
        }
        title={mission.title}
      />
      <section className={roadmapStyles.panel} aria-label="미션 내용">
        <MissionFacts mission={mission} />
      </section>

      {isSample ? (
        <section className={styles.section} aria-labelledby="add-title">
          <h2 id="add-title" className={styles.sectionTitle}>
            내 로드맵에 담기
          </h2>
          {isLoggedIn ? (
            <AddToRoadmap missionId={mission.id} />
          ) : (
            <LoginPrompt text="로그인하면 이 미션을 내 로드맵의 마일스톤에 담을 수 있어요." />
          )}
        </section>
      ) : (
        <>
          <p role="status" className={styles.status}>
            {announcement}
          </p>
          <section className={roadmapStyles.panel} aria-label="이 로드맵의 레벨">
            <LevelBar game={roadmap.game} />
          </section>
          <Suspense fallback={null}>
            <CompleteMission
              key={`${mission.id}-${mission.isCompleted}`}
              mission={mission}
              isBusy={isBusy}
              takeFocus={hasActed}
              onComplete={(reflection) => act(true, reflection)}
              onUndo={() => act(false)}
            />
          </Suspense>
          {mission.isCompleted && next ? (
            <p>
              다음 할 일:{' '}
              <Link
                to={toPath(paths.mission, {
                  roadmapId,
                  milestoneTitle: next.milestoneTitle,
                  missionId: next.missionId,
                })}
              >
                {next.missionTitle}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

export const loader = loadSampleRoadmap;
export const headData = sampleMissionHead;

export const head: RouteHead = {
  title: '미션',
  description: '미션을 하고 완료를 기록해요.',
  subject: {
    title: ({ name }) => `${name} — 미션`,
    description: ({ name, summary }) => summary ?? `${name} 미션을 하고 완료를 기록해요.`,
  },
};
