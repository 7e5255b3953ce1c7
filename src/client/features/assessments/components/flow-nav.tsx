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

/** Back, and the button that goes on to the step's next page (after the page's own check). */
export function NextNav({ backTo, onNext }: { backTo: string | null; onNext: () => void }) {
  return (
    <FlowNav backTo={backTo}>
      <button type="button" className={buttons.primary} onClick={onNext}>
        다음
      </button>
    </FlowNav>
  );
}

/** Back, and the button that submits the step (busy while it is being sent). */
export function SubmitNav({
  backTo,
  onSubmit,
  isSubmitting,
}: {
  backTo: string | null;
  onSubmit: () => void;
  isSubmitting: boolean;
}) {
  return (
    <FlowNav backTo={backTo}>
      <button type="button" className={buttons.primary} onClick={onSubmit} disabled={isSubmitting}>
        {isSubmitting ? '보내는 중...' : '제출하기'}
      </button>
    </FlowNav>
  );
}
