import { Suspense } from 'react';
import type { Step } from '../../../../shared/contracts/assessments';
import styles from '../report.module.css';
import { useReport, useRetryReport } from '../report-api';
import { ReportBoundary } from './report-boundary';
import { resultEntry, StepResultView } from './step-result-view';

function LoadedStepResult({ step }: { step: Step }) {
  const report = useReport();
  const stepReport = report.steps[step];
  if (!stepReport.result) return <p className={styles.muted}>결과를 정리하고 있어요. 잠시 후 다시 열어 주세요.</p>;
  return <StepResultView {...resultEntry(step, stepReport.result)} compact />;
}

/**
 * A logged-in user's result of one step, from `GET /api/report`, in short. Submitting a step
 * invalidates the report, so it is fetched again then.
 */
export function StepResult({ step }: { step: Step }) {
  const retryReport = useRetryReport();
  return (
    <ReportBoundary
      onRetry={retryReport}
      fallback={(retry) => (
        <p className={styles.muted} role="alert">
          결과를 불러오지 못했어요.{' '}
          <button type="button" onClick={retry}>
            다시 불러오기
          </button>
        </p>
      )}
    >
      <Suspense fallback={<p className={styles.muted}>결과를 불러오는 중...</p>}>
        <LoadedStepResult step={step} />
      </Suspense>
    </ReportBoundary>
  );
}
