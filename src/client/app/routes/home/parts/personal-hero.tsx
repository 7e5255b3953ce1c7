import { josa } from 'es-hangul';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { JobRecListResponse } from '../../../../../shared/contracts/recommendations';
import type { Report } from '../../../../../shared/contracts/report';
import { STEPS } from '../../../../../shared/plain/assessments';
import { flowPath } from '../../../../features/assessments/flows';
import { asSentence, type TopJob } from '../../../../features/recommendations/top-jobs';
import { paths } from '../../../../lib/paths';
import type { Remote } from '../../../../lib/remote';
import buttons from '../../../../ui/button.module.css';
import styles from '../home.module.css';

interface PersonalHeroProps {
  report: Report | undefined;
  recommendations: Remote<JobRecListResponse>;
  topJob: TopJob | undefined;
  /** The spec's headline, for someone with roadmaps who has not begun the test. */
  specHero: ReactNode;
}

/**
 * The headline of a person who has begun: with all six steps done, their #1 recommended job and
 * the way to the list; with steps left, the next one to do. Never "진로 검사 시작하기" here.
 */
export function PersonalHero({ report, recommendations, topJob, specHero }: PersonalHeroProps) {
  if (!report || report.completedSteps.length === 0) return <>{specHero}</>;
  const done = report.completedSteps.length;
  const next = report.nextStep;

  if (next === null) {
    return (
      <section className={styles.hero} aria-labelledby="home-title">
        <p className={styles.eyebrow}>여섯 단계를 모두 마쳤어요</p>
        {topJob ? (
          <>
            <h1 id="home-title" className={styles.heroTitle}>
              {josa(topJob.name, '이/가')} 가장 잘 맞아요
            </h1>
            <p className={styles.heroBody}>
              나의 1순위 추천 직업이에요. {asSentence(topJob.reason ?? topJob.fitLevel)}
            </p>
          </>
        ) : (
          <>
            <h1 id="home-title" className={styles.heroTitle}>
              나에게 맞는 직업을 골라 두었어요
            </h1>
            <p className={styles.heroBody} role={recommendations.status === 'error' ? 'alert' : 'status'}>
              {recommendations.status === 'error'
                ? '추천 직업을 불러오지 못했어요. 추천 직업 페이지에서 다시 볼 수 있어요.'
                : '추천 직업을 불러오는 중이에요...'}
            </p>
          </>
        )}
        <div className={styles.heroActions}>
          <Link to={paths.jobRec} className={buttons.primary}>
            추천 직업 모두 보기
          </Link>
          <a href="#today-missions" className={buttons.secondary}>
            오늘의 미션 하기
          </a>
        </div>
      </section>
    );
  }

  const nextLabel = report.steps[next].label;
  const canSeeJobs = recommendations.status === 'ready' && recommendations.data.meta.enough;
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <p className={styles.eyebrow}>
        {STEPS.length}단계 중 {done}단계를 마쳤어요
      </p>
      <h1 id="home-title" className={styles.heroTitle}>
        다음은 {nextLabel} 단계예요
      </h1>
      <div
        className={styles.stepMeter}
        role="progressbar"
        aria-label="진로 검사 진행"
        aria-valuemin={0}
        aria-valuemax={STEPS.length}
        aria-valuenow={done}
        aria-valuetext={`${STEPS.length}단계 중 ${done}단계 완료`}
      >
        <span style={{ width: `${Math.round((done / STEPS.length) * 100)}%` }} />
      </div>
      <p className={styles.heroBody}>
        {canSeeJobs
          ? '지금까지의 답으로도 추천 직업을 볼 수 있어요. 남은 단계를 마치면 추천이 더 정확해져요.'
          : '이어서 하면 나에게 맞는 직업 추천에 한 걸음 더 가까워져요.'}
      </p>
      <div className={styles.heroActions}>
        <Link to={flowPath(next, 'definition')} className={buttons.primary}>
          {nextLabel} 단계 이어서 하기
        </Link>
        {canSeeJobs && (
          <Link to={paths.jobRec} className={buttons.secondary}>
            추천 직업 보기
          </Link>
        )}
      </div>
    </section>
  );
}
