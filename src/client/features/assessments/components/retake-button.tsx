import { useState } from 'react';
import buttons from '../../../ui/button.module.css';
import styles from '../assessments.module.css';

/**
 * "다시 하기": starts a new take of a finished step. A logged-in user's earlier result stays in
 * the report's history; a visitor's is replaced, and the button says so.
 */
export function RetakeButton({
  onRetake,
  isAnonymous,
  onDone,
}: {
  onRetake: () => Promise<void>;
  isAnonymous: boolean;
  onDone: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const retake = async () => {
    setPending(true);
    setError(null);
    try {
      await onRetake();
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '다시 시작하지 못했어요. 잠시 후 다시 시도해 주세요.');
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.field}>
      <button type="button" className={buttons.secondary} onClick={retake} disabled={pending}>
        {pending ? '새로 시작하는 중...' : '다시 하기'}
      </button>
      <p className={styles.muted}>
        {isAnonymous
          ? '다시 하면 이 브라우저에 저장된 지금 결과는 지워져요.'
          : '다시 해도 지금 결과는 기록에 남아서 리포트에서 비교할 수 있어요.'}
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
