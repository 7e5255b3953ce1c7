import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import buttons from '../../ui/button.module.css';
import { useRouteMeta } from '../shell/use-page-meta';
import styles from './page.module.css';

/**
 * An honest page for a route whose feature is not built yet: it keeps the route's title and
 * description and says so plainly, instead of pretending.
 */
export default function ComingSoonPage() {
  const handle = useRouteMeta();
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <p className={styles.eyebrow}>준비 중</p>
      <h1 id="page-title" className={styles.title}>
        {handle?.title ?? '준비 중인 페이지'}
      </h1>
      <p className={styles.lead}>{handle?.description}</p>
      <p>
        {handle?.area ? `‘${handle.area}’ 기능은 ` : '이 기능은 '}
        아직 만들고 있어요. 준비되는 대로 이 주소에서 바로 쓸 수 있어요.
      </p>
      <div className={styles.actions}>
        <Link to={paths.home} className={buttons.primary}>
          홈으로 가기
        </Link>
        <Link to={paths.voc} className={buttons.secondary}>
          의견 보내기
        </Link>
      </div>
    </section>
  );
}
