import { Link } from 'react-router';
import type { DreamJob } from '../../../../../shared/contracts/dream-list';
import type { JobRecListResponse } from '../../../../../shared/contracts/recommendations';
import type { RoadmapDetail, RoadmapSummary } from '../../../../../shared/contracts/roadmaps';
import { asSentence, type TopJob } from '../../../../features/recommendations/top-jobs';
import { LevelMeter } from '../../../../features/roadmaps/components/level-meter';
import { jobPath, paths, toPath } from '../../../../lib/paths';
import type { Remote } from '../../../../lib/remote';
import { AsyncState } from '../../../../ui/async-state';
import styles from '../home.module.css';

/** How many dream jobs the home names before "모두 보기". */
const DREAM_JOBS_SHOWN = 3;

/** Level, XP towards the next level and the streak of the top-priority roadmap. */
export function GrowthPart({
  roadmaps,
  detail,
  retry,
}: {
  roadmaps: Remote<RoadmapSummary[]>;
  detail: Remote<RoadmapDetail>;
  retry: () => void;
}) {
  const empty = roadmaps.status === 'ready' && roadmaps.data.length === 0;
  return (
    <section className={styles.card} aria-labelledby="growth-title">
      <h2 id="growth-title" className={styles.cardTitle}>
        나의 성장
      </h2>
      {empty && (
        <p className={styles.muted}>
          로드맵을 만들면 미션을 완료할 때마다 경험치가 쌓이고 레벨이 올라요.{' '}
          <Link to={paths.roadmaps}>로드맵 만들기</Link>
        </p>
      )}
      {!empty && roadmaps.status !== 'ready' && (
        <AsyncState remote={roadmaps} retry={retry} loading="레벨과 경험치를 불러오는 중이에요..." />
      )}
      {!empty && roadmaps.status === 'ready' && detail.status !== 'ready' && (
        <AsyncState remote={detail} retry={retry} loading="레벨과 경험치를 불러오는 중이에요..." />
      )}
      {detail.status === 'ready' && <Growth roadmap={detail.data} />}
    </section>
  );
}

function Growth({ roadmap }: { roadmap: RoadmapDetail }) {
  const { game } = roadmap;
  return (
    <>
      <dl className={styles.stats}>
        <div>
          <dt>레벨</dt>
          <dd>{game.level}</dd>
        </div>
        <div>
          <dt>경험치</dt>
          <dd>{game.xp}</dd>
        </div>
        <div>
          <dt>연속 기록</dt>
          <dd>{game.streak.current}일</dd>
        </div>
      </dl>
      <LevelMeter game={game} className={styles.meter} />
      <p className={styles.muted}>
        다음 레벨까지 경험치 {game.nextLevelXp - game.xp} 남았어요 ·{' '}
        <Link to={toPath(paths.roadmap, { roadmapId: roadmap._id })}>{roadmap.title}</Link>
      </p>
    </>
  );
}

/** The three recommended jobs at the top of the list, each with its strongest reason. */
export function TopJobsPart({
  recommendations,
  jobs,
  retry,
}: {
  recommendations: Remote<JobRecListResponse>;
  jobs: readonly TopJob[];
  retry: () => void;
}) {
  return (
    <section className={styles.card} aria-labelledby="top-jobs-title">
      <h2 id="top-jobs-title" className={styles.cardTitle}>
        나의 추천 직업
      </h2>
      {recommendations.status !== 'ready' && (
        <AsyncState remote={recommendations} retry={retry} loading="추천 직업을 불러오는 중이에요..." />
      )}
      {recommendations.status === 'ready' && !recommendations.data.meta.enough && (
        <p className={styles.muted}>
          가치관과 흥미, 그리고 한 단계를 더 마치면 추천 직업을 볼 수 있어요.{' '}
          <Link to={paths.map}>검사 이어서 하기</Link>
        </p>
      )}
      {jobs.length > 0 && (
        <>
          <ol className={styles.jobList}>
            {jobs.map((job) => (
              <li key={job.name} className={styles.row}>
                <span className={styles.jobRank}>{job.rank}위</span>
                <span className={styles.jobText}>
                  <Link to={jobPath(job.name)} className={styles.jobName}>
                    {job.name}
                  </Link>
                  <span className={styles.muted}>
                    {job.fitLevel}
                    {job.reason ? ` · ${asSentence(job.reason)}` : ''}
                  </span>
                </span>
              </li>
            ))}
          </ol>
          <p className={styles.partLink}>
            <Link to={paths.jobRec}>추천 직업 모두 보기</Link>
          </p>
        </>
      )}
    </section>
  );
}

/** The first jobs of the dream list, in the person's own order. */
export function DreamListPart({ dreamList, retry }: { dreamList: Remote<DreamJob[]>; retry: () => void }) {
  return (
    <section className={styles.card} aria-labelledby="dream-list-title">
      <h2 id="dream-list-title" className={styles.cardTitle}>
        꿈 목록
      </h2>
      {dreamList.status !== 'ready' && (
        <AsyncState remote={dreamList} retry={retry} loading="꿈 목록을 불러오는 중이에요..." />
      )}
      {dreamList.status === 'ready' && dreamList.data.length === 0 && (
        <p className={styles.muted}>
          아직 담은 직업이 없어요. <Link to={paths.jobBrowser}>직업 탐색</Link>에서 마음에 드는 직업을 담아 보세요.
        </p>
      )}
      {dreamList.status === 'ready' && dreamList.data.length > 0 && (
        <>
          <ul className={styles.dreamList}>
            {dreamList.data.slice(0, DREAM_JOBS_SHOWN).map((item) => (
              <li key={item.id} className={styles.dreamRow}>
                {item.job ? <Link to={jobPath(item.job.name)}>{item.name}</Link> : item.name}
              </li>
            ))}
          </ul>
          <p className={styles.partLink}>
            <Link to={paths.myJob}>꿈 목록 모두 보기 ({dreamList.data.length}개)</Link>
          </p>
        </>
      )}
    </section>
  );
}
