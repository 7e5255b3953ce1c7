import type { Step } from '../../../../shared/contracts/assessments';
import styles from '../assessments.module.css';
import { type FlowPage, PAGE_LABELS, stepLabel, visiblePages } from '../flows';

/**
 * "화면 2/5" and a bar: where the person is in the step's pages (skipped pages left out). Screens,
 * never 단계: that word belongs to the six steps (issue 19).
 */
export function FlowProgress({ step, page, skipComeup }: { step: Step; page: FlowPage; skipComeup: boolean }) {
  const pages = visiblePages(step, page, skipComeup);
  const current = pages.indexOf(page) + 1;
  const total = pages.length;
  return (
    <div className={styles.progress}>
      <p className={styles.progressText} aria-hidden="true">
        <span>
          화면 {current}/{total}
        </span>
        <span>{PAGE_LABELS[page]}</span>
      </p>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={`${stepLabel(step)} 검사 진행`}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={`${total}개 화면 중 ${current}번째 화면, ${PAGE_LABELS[page]}`}
      >
        <div className={styles.progressFill} style={{ width: `${(current / total) * 100}%` }} />
      </div>
    </div>
  );
}
