import type { ReactNode } from 'react';
import { Link } from 'react-router';
import buttons from '../../../ui/button.module.css';
import styles from '../assessments.module.css';

/** Back (a link to the previous page) and whatever goes forward. */
export function FlowNav({ backTo, children }: { backTo: string | null; children: ReactNode }) {
  return (
    <nav className={styles.nav} aria-label="검사 페이지 이동">
      {backTo && (
        <Link to={backTo} className={buttons.secondary}>
          이전
        </Link>
      )}
      {children}
    </nav>
  );
}
