import type { Step } from '../../../../shared/contracts/assessments';
import styles from '../assessments.module.css';
import { type FlowPage, PAGE_LABELS, stepLabel, visiblePages } from '../flows';

/** "2 / 5 단계" and a bar: where the person is in the step's pages (skipped pages left out). */
export function FlowProgress({ step, page, skipComeup }: { step: Step; page: FlowPage; skipComeup: boolean }) {
  const pages = visiblePages(step, page, skipComeup);
  const current = pages.indexOf(page) + 1;
  const total = pages.length;
  return (
    <div className={styles.progress}>
      <p className={styles.progressText} aria-hidden="true">
        <span>
          {current} / {total} 단계
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
        aria-valuetext={`${total}단계 중 ${current}단계, ${PAGE_LABELS[page]}`}
      >
        <div className={styles.progressFill} style={{ width: `${(current / total) * 100}%` }} />
      </div>
    </div>
  );
}
