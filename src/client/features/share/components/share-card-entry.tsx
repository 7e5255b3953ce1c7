import { lazy, Suspense, useRef, useState } from 'react';
import type { Report } from '../../../../shared/contracts/report';
import buttons from '../../../ui/button.module.css';
import styles from '../share.module.css';

// Only those who open it need the dialog: it stays out of the report page's chunk.
const ShareDialog = lazy(() => import('./share-dialog'));

/** '결과 카드 공유하기' on the report: opens the share dialog; focus comes back here on close. */
export function ShareCardEntry({ report }: { report: Report }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (report.completedSteps.length === 0) return null;
  return (
    <div className={styles.entry}>
      <button ref={button} type="button" className={buttons.secondary} onClick={() => setOpen(true)}>
        결과 카드 공유하기
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog
            report={report}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
