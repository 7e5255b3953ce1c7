import { josa } from 'es-hangul';
import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { RoadmapSummary } from '../../../../shared/contracts/roadmaps';
import type { RouteHead } from '../../../../shared/route-head';
import { selectIsLoggedIn } from '../../../features/auth/user-slice';
import { RoadmapList } from '../../../features/roadmaps/components/roadmap-list';
import roadmapStyles from '../../../features/roadmaps/roadmaps.module.css';
import {
  roadmapsApi,
  useCreateRoadmapMutation,
  useDeleteRoadmapMutation,
  useGetRoadmapsQuery,
  useUpdateRoadmapMutation,
} from '../../../features/roadmaps/roadmaps-api';
import { answerOf } from '../../../lib/api';
import { paths, toPath } from '../../../lib/paths';
import { remoteOf } from '../../../lib/remote';
import { AsyncState } from '../../../ui/async-state';
import buttons from '../../../ui/button.module.css';
import { LoginPrompt } from '../../../ui/login-prompt';
import page from '../../../ui/page.module.css';
import { PageHeader } from '../../../ui/page-header';
import { useAppDispatch } from '../../hooks';
import styles from './pages.module.css';

// Below the list: its forms (and the form library) load after the page's own code, the server's
// HTML standing in till then.
const CreateRoadmap = lazy(() =>
  import('../../../features/roadmaps/components/create-roadmap').then((module) => ({ default: module.CreateRoadmap })),
);

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : '처리하지 못했어요. 다시 시도해 주세요.';

/** The list with `roadmap` moved to `rank`, numbered 1..n: what the server will answer, shown at once. */
function reordered(roadmaps: RoadmapSummary[], roadmap: RoadmapSummary, rank: number): RoadmapSummary[] {
  const others = roadmaps.filter((other) => other._id !== roadmap._id);
  others.splice(rank - 1, 0, roadmap);
  return others.map((item, index) => ({ ...item, rank: index + 1 }));
}

/**
 * /roadmaps (실천의 시간): my roadmaps by rank — create from a catalog job (search, or
 * `?job=<name>` from the job and recommendation pages) or a free title, rename, reorder by
 * drag or 위로/아래로, delete after a confirmation.
 */
export default function RoadmapsPage() {
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const [params, setParams] = useSearchParams();
  const jobFromLink = params.get('job')?.trim() || null;
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { remote, retry } = remoteOf(useGetRoadmapsQuery(undefined, { skip: !isLoggedIn }));
  const [createRoadmap] = useCreateRoadmapMutation();
  const [updateRoadmap] = useUpdateRoadmapMutation();
  const [deleteRoadmap] = useDeleteRoadmapMutation();
  const [isBusy, setIsBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);

  const header = (
    <PageHeader
      eyebrow="실천의 시간"
      title="나의 로드맵"
      lead="꿈 직업으로 가는 길을 마일스톤과 미션으로 나눠요. 1순위 로드맵은 홈의 바로가기에서 바로 열 수 있어요."
    />
  );
  const elsewhere = (
    <div className={styles.links}>
      <Link to={paths.roadmapSample} className={buttons.secondary}>
        로드맵 예시 보기
      </Link>
      <Link to={paths.missionRandom} className={buttons.secondary}>
        오늘의 미션
      </Link>
      <Link to={paths.missionMarket} className={buttons.secondary}>
        미션 마켓
      </Link>
    </div>
  );

  if (!isLoggedIn) {
    return (
      <div className={page.page}>
        {header}
        <LoginPrompt text="로그인하면 꿈 직업으로 로드맵을 만들고, 미션을 하며 경험치와 레벨을 모을 수 있어요." />
        {elsewhere}
      </div>
    );
  }

  const roadmaps = remote.status === 'ready' ? remote.data : [];

  const run = async (work: () => Promise<void>): Promise<string | null> => {
    setIsBusy(true);
    setError(null);
    try {
      await work();
      return null;
    } catch (failure) {
      return messageOf(failure);
    } finally {
      setIsBusy(false);
    }
  };

  const create = (body: { jobName?: string; title?: string }) =>
    run(async () => {
      const roadmap = await answerOf(createRoadmap(body));
      navigate(toPath(paths.roadmap, { roadmapId: roadmap._id }));
    });

  const move = async (roadmap: RoadmapSummary, rank: number) => {
    // Shown at once; the list the server answers replaces it, or the old order comes back.
    const patch = dispatch(
      roadmapsApi.util.updateQueryData('getRoadmaps', undefined, () => reordered(roadmaps, roadmap, rank)),
    );
    const failure = await run(async () => {
      await answerOf(updateRoadmap({ id: roadmap._id, rank }));
    });
    if (failure) {
      patch.undo();
      setError(failure);
    } else {
      setAnnouncement(`‘${roadmap.title}’ 로드맵을 ${rank}순위로 옮겼어요.`);
    }
    return failure;
  };

  const rename = (roadmap: RoadmapSummary, title: string) =>
    run(async () => {
      await answerOf(updateRoadmap({ id: roadmap._id, title }));
      setAnnouncement(`로드맵 이름을 ‘${title}’${josa.pick(title, '으로/로')} 바꿨어요.`);
    });

  const remove = (roadmap: RoadmapSummary) =>
    run(async () => {
      await answerOf(deleteRoadmap(roadmap._id));
      setAnnouncement(`‘${roadmap.title}’ 로드맵을 지웠어요.`);
    });

  const existingForLink = jobFromLink ? roadmaps.find((roadmap) => roadmap.jobName === jobFromLink) : undefined;
  const dismissLink = () => {
    params.delete('job');
    setParams(params, { replace: true });
  };

  return (
    <div className={page.page}>
      {header}
      <p role="status" className={styles.status}>
        {announcement}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}

      {jobFromLink && remote.status === 'ready' ? (
        <section className={roadmapStyles.nextStep} aria-labelledby="job-link-title">
          <h2 id="job-link-title" className={roadmapStyles.panelTitle}>
            ‘{jobFromLink}’ 로드맵
          </h2>
          {existingForLink ? (
            <p>
              이미 이 직업의 로드맵이 있어요.{' '}
              <Link to={toPath(paths.roadmap, { roadmapId: existingForLink._id })}>로드맵 열기</Link>
            </p>
          ) : (
            <p>이 직업에 맞는 마일스톤과 미션으로 새 로드맵을 만들까요?</p>
          )}
          <div className={styles.links}>
            {existingForLink ? null : (
              <button
                type="button"
                className={buttons.primary}
                disabled={isBusy}
                onClick={async () => setError(await create({ jobName: jobFromLink }))}
              >
                ‘{jobFromLink}’ 로드맵 만들기
              </button>
            )}
            <button type="button" className={buttons.ghost} onClick={dismissLink}>
              닫기
            </button>
          </div>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="my-roadmaps-title">
        <h2 id="my-roadmaps-title" className={styles.sectionTitle}>
          내 로드맵 {remote.status === 'ready' ? `${roadmaps.length}개` : ''}
        </h2>
        {remote.status === 'ready' ? (
          roadmaps.length === 0 ? (
            <p className={styles.notice}>아직 로드맵이 없어요. 아래에서 꿈 직업으로 첫 로드맵을 만들어 봐요.</p>
          ) : (
            <>
              <p className={roadmapStyles.hint}>
                카드를 끌어 놓거나 위로·아래로 버튼으로 순서를 바꿀 수 있어요. 맨 위가 1순위예요.
              </p>
              <RoadmapList
                roadmaps={roadmaps}
                roadmapHref={(roadmapId) => toPath(paths.roadmap, { roadmapId })}
                isBusy={isBusy}
                onMove={move}
                onRename={rename}
                onDelete={remove}
              />
            </>
          )
        ) : (
          <AsyncState
            loading="내 로드맵을 불러오는 중이에요…"
            remote={remote}
            retry={retry}
            notFound="로드맵을 찾을 수 없어요."
          />
        )}
      </section>

      <Suspense fallback={null}>
        <CreateRoadmap isBusy={isBusy} onCreate={create} />
      </Suspense>
      {elsewhere}
    </div>
  );
}

export const head: RouteHead = {
  title: '실천의 시간',
  description: '꿈 직업으로 가는 로드맵을 만들고 우선순위를 정해요.',
};
