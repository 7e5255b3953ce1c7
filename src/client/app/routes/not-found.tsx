import { Link } from 'react-router';
import type { RouteHead } from '../../../shared/route-head';
import { paths } from '../../lib/paths';
import buttons from '../../ui/button.module.css';
import styles from '../../ui/page.module.css';

/**
 * A path no route knows (`/nonexistent/a/b`): the shell around a way onward, rendered on the
 * server with status 404 (`entry-server.tsx`), never a blank page (issue 30).
 */
export default function NotFoundPage() {
  return (
    <section className={styles.shortPage} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        페이지를 찾을 수 없어요
      </h1>
      <p className={styles.leadLarge}>
        주소가 바뀌었거나 없는 페이지예요. 주소를 다시 확인하거나 아래에서 가고 싶은 곳을 골라 주세요.
      </p>
      <div className={styles.actions}>
        <Link to={paths.home} className={buttons.primary}>
          홈으로 가기
        </Link>
        <Link to={paths.map} className={buttons.secondary}>
          진로 검사하러 가기
        </Link>
        <Link to={paths.jobBrowser} className={buttons.secondary}>
          직업 둘러보기
        </Link>
      </div>
    </section>
  );
}

export const head: RouteHead = {
  title: '페이지를 찾을 수 없어요',
  description: '주소가 바뀌었거나 없는 페이지예요. 진로의 시간 홈에서 다시 시작해 보세요.',
};
