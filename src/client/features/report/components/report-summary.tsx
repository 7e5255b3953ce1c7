import { Link } from 'react-router';
import type { Report, ResultByStep } from '../../../../shared/contracts/report';
import { jobPath, paths } from '../../../lib/paths';
import styles from '../report.module.css';

/** A recommended job as the summary names it (the page composes them from the recommendations). */
interface SummaryJob {
  rank: number;
  name: string;
  fitLevel: string;
  /** One reason, as a sentence; null when none is strong enough to name. */
  reason: string | null;
}

/** The recommended jobs as the page has them: the report and the recommendations load apart. */
export type SummaryJobs =
  | { status: 'loading' }
  | { status: 'ready'; jobs: readonly SummaryJob[] }
  | { status: 'not-enough' }
  | { status: 'error'; message: string; retry: () => void };

/** How many values and strengths the summary names. */
const TOP = 3;

function TopJobs({ jobs }: { jobs: SummaryJobs }) {
  if (jobs.status === 'loading') {
    return (
      <p className={styles.muted} role="status">
        추천 직업을 불러오는 중이에요...
      </p>
    );
  }
  if (jobs.status === 'error') {
    return (
      <p className={styles.muted} role="alert">
        추천 직업을 불러오지 못했어요. {jobs.message}{' '}
        <button type="button" className={styles.linkButton} onClick={jobs.retry}>
          다시 불러오기
        </button>
      </p>
    );
  }
  if (jobs.status === 'not-enough' || jobs.jobs.length === 0) {
    return <p className={styles.muted}>가치관과 흥미, 그리고 한 단계를 더 마치면 나에게 맞는 직업을 골라 드려요.</p>;
  }
  return (
    <ol className={styles.summaryJobs} aria-label="추천 직업 상위 3개">
      {jobs.jobs.map((job) => (
        <li key={job.name}>
          <span className={styles.summaryRank}>{job.rank}위</span>
          <span className={styles.summaryJobText}>
            <Link to={jobPath(job.name)} className={styles.summaryJobName}>
              {job.name}
            </Link>{' '}
            <span className={styles.summaryFit}>{job.fitLevel}</span>
            {job.reason && <span className={styles.summaryReason}>{job.reason}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The report's first screen: the top three recommended jobs with a reason each, the interest code
 * in words, the most important values and the strongest strengths. The details follow, folded.
 */
export function ReportSummary({ report, jobs }: { report: Report; jobs: SummaryJobs }) {
  // The contract's inferred step type is a union of every step's result; each step's is its own.
  const interest = report.steps.interest.result as ResultByStep['interest'] | null;
  const value = report.steps.value.result as ResultByStep['value'] | null;
  const strength = report.steps.strength.result as ResultByStep['strength'] | null;
  const values = value?.ranks.slice(0, TOP) ?? [];
  const strengths = strength?.top.slice(0, TOP) ?? [];
  return (
    <section className={styles.summary} aria-labelledby="report-summary">
      <h2 id="report-summary" className={styles.sectionTitle}>
        한눈에 보기
      </h2>
      <TopJobs jobs={jobs} />
      <dl className={styles.summaryFacts}>
        <div>
          <dt>흥미 유형</dt>
          <dd>
            {interest?.code ? (
              <>
                <strong className={styles.summaryCode}>{interest.code}</strong> {interest.codeLabels.join('·')}
                <span className={styles.summaryReason}>{interest.summary}</span>
              </>
            ) : (
              <NotYet />
            )}
          </dd>
        </div>
        <div>
          <dt>중요한 가치</dt>
          <dd>{values.length > 0 ? values.map((value) => value.label).join(' · ') : <NotYet />}</dd>
        </div>
        <div>
          <dt>나의 강점</dt>
          <dd>{strengths.length > 0 ? strengths.map((card) => card.label).join(' · ') : <NotYet />}</dd>
        </div>
      </dl>
      {jobs.status === 'ready' && jobs.jobs.length > 0 && (
        <p className={`${styles.summaryMore} ${styles.noPrint}`}>
          <Link to={paths.jobRec}>추천 직업 모두 보기</Link>
        </p>
      )}
    </section>
  );
}

function NotYet() {
  return <span className={styles.muted}>이 단계를 마치면 보여요</span>;
}
