import { Link } from 'react-router';
import type { RouteHead } from '../../../shared/route-head';
import { paths } from '../../lib/paths';
import buttons from '../../ui/button.module.css';
import styles from '../../ui/page.module.css';

/** `/{username}/{postid}`: there is no such page (spec §2, catch-alls). */
export default function InvalidPathPage() {
  return (
    <section className={styles.shortPage} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        잘못된 경로
      </h1>
      <p className={styles.leadLarge}>요청한 주소의 페이지를 찾을 수 없어요. 주소가 맞는지 확인해 주세요.</p>
      <div className={styles.actions}>
        <Link to={paths.home} className={buttons.primary}>
          홈으로 가기
        </Link>
      </div>
    </section>
  );
}

export const head: RouteHead = {
  title: '잘못된 경로',
  description: '요청한 주소를 찾을 수 없어요.',
};
