import { Link } from 'react-router';
import styles from '../../../../features/jobs/jobs.module.css';
import { paths } from '../../../../lib/paths';
import buttons from '../../../../ui/button.module.css';
import page from '../../../../ui/page.module.css';
import { PageHeader } from '../../../../ui/page-header';

/** An unknown job name: say so, and offer the search with that name. */
export function JobNotFound({ name }: { name: string }) {
  return (
    <section className={page.page} aria-labelledby="job-title">
      <PageHeader
        eyebrow="직업 탐색"
        eyebrowClassName={styles.eyebrow}
        title="직업을 찾을 수 없어요"
        titleId="job-title"
        lead={<>‘{name}’ 직업은 목록에 없어요. 이름이 조금 다를 수 있으니 검색해 보세요.</>}
      />
      <div className={styles.actions}>
        <Link to={`${paths.jobBrowser}?q=${encodeURIComponent(name)}`} className={buttons.primary}>
          ‘{name}’ 검색하기
        </Link>
        <Link to={paths.jobBrowser} className={buttons.secondary}>
          직업 탐색으로 돌아가기
        </Link>
      </div>
    </section>
  );
}
