import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import buttons from '../../../ui/button.module.css';
import styles from '../assessments.module.css';
import { missingForJobRec, type StepStatus } from '../step-status';

/** "추천 직업 보기": open once enough steps are done, otherwise it says which are missing. */
export function JobRecGate({ statuses }: { statuses: StepStatus[] }) {
  const { ready, message } = missingForJobRec(statuses);
  if (ready) {
    return (
      <Link to={paths.jobRec} className={buttons.primary}>
        추천 직업 보기
      </Link>
    );
  }
  return (
    <div className={styles.field}>
      <button type="button" className={buttons.primary} disabled aria-describedby="job-rec-missing">
        추천 직업 보기
      </button>
      <p id="job-rec-missing" className={styles.muted}>
        {message}
      </p>
    </div>
  );
}
