import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { Step } from '../../../../shared/contracts/assessments';
import type { RouteHead } from '../../../../shared/route-head';
import { useAnonymousImport } from '../../../features/assessments/anonymous-import';
import { flowPath } from '../../../features/assessments/flows';
import { selectUser } from '../../../features/auth/user-slice';
import { useGetRecommendationsQuery } from '../../../features/recommendations/recommendations-api';
import { asSentence, topJobsOf } from '../../../features/recommendations/top-jobs';
import type { SummaryJobs } from '../../../features/report/components/report-summary';
import { ReportView } from '../../../features/report/components/report-view';
import { useReport, useRetryReport } from '../../../features/report/report-api';
import { ShareCardEntry } from '../../../features/share/components/share-card-entry';
import { paths } from '../../../lib/paths';
import { remoteOf } from '../../../lib/remote';
import { useRememberCurrentPath } from '../../../lib/use-login-link';
import buttons from '../../../ui/button.module.css';
import styles from '../../../ui/page.module.css';
import { LoadingPage } from '../../shell/loading-page';
import { LoadBoundary } from './parts/load-boundary';

const stepPath = (step: Step) => flowPath(step, 'definition');

/** The report's summary names the top three recommended jobs: the same list /job-rec shows first. */
function useSummaryJobs(): SummaryJobs {
  const query = useGetRecommendationsQuery({ industry: null });
  const { remote, retry } = remoteOf(query);
  if (remote.status === 'ready') {
    if (!remote.data.meta.enough) return { status: 'not-enough' };
    return {
      status: 'ready',
      jobs: topJobsOf(remote.data.data).map((job) => ({
        ...job,
        reason: job.reason === null ? null : asSentence(job.reason),
      })),
    };
  }
  if (remote.status === 'error') return { status: 'error', message: remote.message, retry };
  return { status: 'loading' };
}

function Report() {
  const report = useReport();
  const jobs = useSummaryJobs();
  return <ReportView report={report} stepPath={stepPath} jobs={jobs} actions={<ShareCardEntry report={report} />} />;
}

/** /myreport: the personal report for a logged-in user; a visitor is asked to log in. */
export default function MyReportPage() {
  const userId = useSelector(selectUser)?.id ?? null;
  const rememberPath = useRememberCurrentPath();
  const retryReport = useRetryReport();
  // Answers given before log-in belong in the report: it waits until they are moved.
  const imported = useAnonymousImport(userId);

  if (!userId) {
    return (
      <section className={styles.shortPage} aria-labelledby="report-title">
        <h1 id="report-title" className={styles.title}>
          나의 리포트
        </h1>
        <p className={styles.leadLarge}>
          리포트는 검사 결과를 계정에 모아 만들어요. 로그인하면 지금까지 한 검사 결과를 옮겨 와 리포트로 보여 드려요.
        </p>
        <div className={styles.actions}>
          <Link to={paths.login} className={buttons.primary} onClick={rememberPath}>
            로그인하고 리포트 보기
          </Link>
          <Link to={paths.map} className={buttons.secondary}>
            검사하러 가기
          </Link>
        </div>
      </section>
    );
  }

  if (!imported) return <LoadingPage />;
  return (
    <LoadBoundary key={userId} onRetry={retryReport}>
      <Report />
    </LoadBoundary>
  );
}

export const head: RouteHead = {
  title: '나의 리포트',
  description: '흥미 유형, 가치관 순위, 강점, 성향을 그림과 설명으로 정리한 나만의 리포트예요.',
};
