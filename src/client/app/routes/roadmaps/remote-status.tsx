import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import buttons from '../../../ui/button.module.css';
import page from '../../../ui/page.module.css';
import styles from './pages.module.css';

type Shown = { status: 'idle' | 'loading' | 'not-found' } | { status: 'error'; message: string };

/** What a page shows while its data is not ready: loading, not there, or failed (with retry). */
export function RemoteStatus({ remote, retry, notFound }: { remote: Shown; retry: () => void; notFound: string }) {
  if (remote.status !== 'error' && remote.status !== 'not-found') {
    return (
      <p role="status" className={page.lead}>
        불러오는 중…
      </p>
    );
  }
  if (remote.status === 'not-found') {
    return (
      <div className={styles.notice}>
        <p>{notFound}</p>
        <p>
          <Link to={paths.roadmaps}>내 로드맵 목록으로 가기</Link>
        </p>
      </div>
    );
  }
  if (remote.status !== 'error') return null;
  return (
    <div role="alert" className={styles.notice}>
      <p className={styles.error}>{remote.message}</p>
      <button type="button" className={buttons.secondary} onClick={retry}>
        다시 시도
      </button>
    </div>
  );
}
