import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import type { RouteHead } from '../../../../shared/route-head';
import { selectIsLoggedIn } from '../../../features/auth/user-slice';
import {
  SAMPLE_ROADMAP_ID,
  useGetRoadmapQuery,
  useUpdateRoadmapMutation,
} from '../../../features/roadmaps/roadmaps-api';
import { answerOf } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { remoteOf } from '../../../lib/remote';
import { AsyncState } from '../../../ui/async-state';
import { LoginPrompt } from '../../../ui/login-prompt';
import { useSubjectTitle } from '../../shell/use-page-meta';
import styles from './pages.module.css';
import { RoadmapView } from './parts/roadmap-view';
import { TitledPage } from './parts/titled-page';
import { loadSampleRoadmap } from './sample-roadmap';

/** /roadmap/:roadmapId: one of my roadmaps as a game board, with the exam-period pause. */
export default function RoadmapPage() {
  const roadmapId = useParams().roadmapId ?? '';
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const isSample = roadmapId === SAMPLE_ROADMAP_ID;
  const { remote, retry } = remoteOf(useGetRoadmapQuery(roadmapId, { skip: !isLoggedIn && !isSample }));
  const [updateRoadmap] = useUpdateRoadmapMutation();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useSubjectTitle(remote.status === 'ready' ? { name: remote.data.title } : undefined);

  if (!isLoggedIn && !isSample) {
    return (
      <TitledPage title="나의 로드맵">
        <LoginPrompt text="로그인하면 내 로드맵의 마일스톤과 미션, 경험치와 레벨을 볼 수 있어요." />
      </TitledPage>
    );
  }
  if (remote.status !== 'ready') {
    return (
      <TitledPage title="나의 로드맵">
        <AsyncState
          loading="로드맵을 불러오는 중이에요…"
          remote={remote}
          retry={retry}
          notFound={
            <p>
              로드맵을 찾을 수 없어요. 지워졌거나 주소가 잘못됐어요.{' '}
              <Link to={paths.roadmaps}>내 로드맵 목록으로 가기</Link>
            </p>
          }
        />
      </TitledPage>
    );
  }

  const togglePause = async (isOn: boolean) => {
    setIsBusy(true);
    setError(null);
    try {
      await answerOf(updateRoadmap({ id: roadmapId, examPause: isOn }));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '바꾸지 못했어요.');
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <RoadmapView
        roadmap={remote.data}
        roadmapId={roadmapId}
        isBusy={isBusy}
        {...(isSample ? {} : { onTogglePause: togglePause })}
      />
    </>
  );
}

export const loader = loadSampleRoadmap;

export const head: RouteHead = {
  title: '나의 로드맵',
  description: '마일스톤을 하나씩 깨며 경험치를 모으는 나의 진로 로드맵이에요.',
  subject: { title: ({ name }) => `${name} — 나의 로드맵` },
};
