import styles from '../assessments.module.css';
import type { SaveState } from '../draft-store';

const TEXT: Record<SaveState, string> = {
  idle: '',
  pending: '저장하는 중...',
  saving: '저장하는 중...',
  saved: '저장했어요',
  error: '',
};

/**
 * Whether the answers are safe. Quiet while all goes well (a screen reader would hear it on every
 * click); a failed save is announced, with a way to try again.
 */
export function SaveStatus({
  saveState,
  isAnonymous,
  onRetry,
}: {
  saveState: SaveState;
  isAnonymous: boolean;
  onRetry: () => void;
}) {
  if (saveState === 'error') {
    return (
      <p className={styles.error} role="alert">
        답을 저장하지 못했어요. 인터넷 연결을 확인해 주세요.{' '}
        <button type="button" className={styles.linkButton} onClick={onRetry}>
          다시 저장하기
        </button>
      </p>
    );
  }
  const text = saveState === 'saved' && isAnonymous ? '이 브라우저에 저장했어요' : TEXT[saveState];
  return <p className={styles.status}>{text}</p>;
}
