import { Link } from 'react-router';
import buttons from '../../../ui/button.module.css';
import styles from '../assessments.module.css';

/** A question page of a step that is submitted: its answers are read-only until a retake. */
export function AlreadySubmitted({ resultTo }: { resultTo: string }) {
  return (
    <div className={styles.notice}>
      <p>이미 마친 단계라서 답을 바꿀 수 없어요. 결과를 보거나, 결과 화면에서 새로 다시 할 수 있어요.</p>
      <Link to={resultTo} className={buttons.primary}>
        결과 보기
      </Link>
    </div>
  );
}
