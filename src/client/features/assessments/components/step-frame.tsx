import type { ReactNode } from 'react';
import type { Step } from '../../../../shared/contracts/assessments';
import styles from '../assessments.module.css';
import { type FlowPage, stepLabel } from '../flows';
import { AlreadySubmitted } from './already-submitted';
import { FlowProgress } from './flow-progress';

interface StepFrameProps {
  step: Step;
  page: FlowPage;
  title: string;
  skipComeup: boolean;
  /** Set once the step is submitted: the page then shows where its result is instead of its questions. */
  submittedResultTo?: string | null;
  children: ReactNode;
}

/**
 * Every page of a flow: the step's name, the page's one h1, the progress. The heading takes the
 * focus when the page opens, as on every route (`useRouteEffects`).
 */
export function StepFrame({ step, page, title, skipComeup, submittedResultTo = null, children }: StepFrameProps) {
  return (
    <section className={styles.page} aria-labelledby="flow-title">
      <p className={styles.eyebrow}>나의 시간 · {stepLabel(step)}</p>
      <h1 id="flow-title" tabIndex={-1} className={`${styles.title} ${styles.pageHeading}`}>
        {title}
      </h1>
      <FlowProgress step={step} page={page} skipComeup={skipComeup} />
      {submittedResultTo === null ? children : <AlreadySubmitted resultTo={submittedResultTo} />}
    </section>
  );
}
