import { Link } from 'react-router';
import buttons from '../../../ui/button.module.css';
import styles from '../assessments.module.css';
import { STATE_LABELS, type StepStatus } from '../step-status';
import { STEP_LABELS } from '../steps';

const ACTION_LABELS = { 'not-started': '시작하기', 'in-progress': '이어서 하기', complete: '결과 보기' } as const;
// A shape as well as a colour tells the states apart.
const STATE_MARKS = { 'not-started': '○', 'in-progress': '◐', complete: '●' } as const;

export function StateBadge({ status }: { status: StepStatus }) {
  return (
    <span className={styles.state} data-state={status.state}>
      <span aria-hidden="true">{STATE_MARKS[status.state]}</span>
      {status.isRetaking ? '완료 · 다시 하는 중' : STATE_LABELS[status.state]}
    </span>
  );
}

/**
 * The journey through the six steps, in order: each step's state and the way on. The first step
 * not yet complete is marked as the next one.
 */
export function JourneyMap({ statuses }: { statuses: StepStatus[] }) {
  const next = statuses.find((status) => status.state !== 'complete');
  return (
    <ol className={styles.journey} aria-label="여섯 단계 검사">
      {statuses.map((status, index) => {
        const isNext = status === next;
        const action = status.isRetaking ? '이어서 하기' : ACTION_LABELS[status.state];
        return (
          <li key={status.step} className={styles.journeyItem} data-state={status.state} data-next={isNext}>
            <span className={styles.journeyNumber} aria-hidden="true">
              {status.state === 'complete' ? '✓' : index + 1}
            </span>
            <span className={styles.journeyBody}>
              <span className={styles.journeyTitle}>
                <span className="visually-hidden">{index + 1}단계: </span>
                {STEP_LABELS[status.step]}
              </span>
              <StateBadge status={status} />
              {isNext && <span className={styles.muted}>다음에 할 단계예요</span>}
            </span>
            <Link
              to={status.continuePath}
              className={`${isNext ? buttons.primary : buttons.secondary} ${styles.journeyAction}`}
              aria-label={`${STEP_LABELS[status.step]} ${action}`}
            >
              {action}
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
