import { Link } from 'react-router';
import buttons from '../../../ui/button.module.css';
import styles from '../assessments.module.css';
import { useItemBanks } from '../item-banks';
import type { StepStatus } from '../step-status';
import { STEPS } from '../steps';
import { StateBadge } from './journey-map';

const ACTION_LABELS = { 'not-started': '시작하기', 'in-progress': '이어서 하기', complete: '결과 보기' } as const;

/** The six tests with how long each takes and where the person stands: a quick way in (/test). */
export function TestList({ statuses }: { statuses: StepStatus[] }) {
  const intros = useItemBanks(STEPS).map((bank) => bank.intro);
  return (
    <ul className={styles.journey} aria-label="검사 목록">
      {statuses.map((status, index) => {
        const intro = intros[index];
        if (!intro) return null;
        const action = status.isRetaking ? '이어서 하기' : ACTION_LABELS[status.state];
        return (
          <li key={status.step} className={styles.journeyItem} data-state={status.state}>
            <span className={styles.journeyBody}>
              <span className={styles.journeyTitle}>{intro.title}</span>
              <span className={styles.muted}>약 {intro.minutes}분</span>
              <StateBadge status={status} />
            </span>
            <Link
              to={status.continuePath}
              className={`${buttons.secondary} ${styles.journeyAction}`}
              aria-label={`${intro.title} ${action}`}
            >
              {action}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
