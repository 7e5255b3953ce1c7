import type { ReactNode } from 'react';
import type { Remote } from '../lib/remote';
import styles from './async-state.module.css';
import buttons from './button.module.css';

interface AsyncStateProps<T> {
  /** The read, as `remoteOf` gives it. */
  remote: Remote<T>;
  retry: () => void;
  /** Said while it loads, naming what: '추천 직업을 불러오는 중이에요...'. */
  loading: string;
  /** What could not be loaded, said before the reason when it fails: '내 로드맵을 불러오지 못했어요.'. */
  failed?: string;
  /** Shown while it loads, instead of the sentence (a skeleton); the sentence is its accessible name. */
  placeholder?: ReactNode;
  /** Said when the server has none (404). */
  notFound?: ReactNode;
  /** Said when the answer holds nothing to show (`isEmpty`). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** The data as the page shows it; without it, a ready read shows nothing here. */
  children?: (data: T) => ReactNode;
}

/**
 * Remote data on a page, in whichever state it is: loading (a polite status), failed (an alert
 * saying what went wrong and what to do, with "다시 불러오기"), not there, empty, or the data
 * itself. A read not asked for yet (`idle`: it waits for what it needs) shows as loading; a page
 * that will never ask (a visitor, say) shows something else instead of this.
 * The status is not `aria-busy`: a screen reader holds back a busy region's words, and these
 * words are the ones to hear.
 */
export function AsyncState<T>({
  remote,
  retry,
  loading,
  failed,
  placeholder,
  notFound = '찾지 못했어요.',
  empty,
  isEmpty,
  children,
}: AsyncStateProps<T>) {
  switch (remote.status) {
    case 'idle':
    case 'loading':
      return placeholder ? (
        <div role="status" aria-label={loading}>
          {placeholder}
        </div>
      ) : (
        <p className={styles.waiting} role="status">
          {loading}
        </p>
      );
    case 'error':
      return (
        <div className={styles.failed} role="alert">
          <p>{failed ? `${failed} ${remote.message}` : remote.message}</p>
          <button type="button" className={buttons.secondary} onClick={retry}>
            다시 불러오기
          </button>
        </div>
      );
    case 'not-found':
      return <div className={styles.nothing}>{notFound}</div>;
    case 'ready':
      if (empty !== undefined && isEmpty?.(remote.data)) return <div className={styles.nothing}>{empty}</div>;
      return children ? children(remote.data) : null;
  }
}
