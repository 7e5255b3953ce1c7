import { memo } from 'react';
import type { JobSummary } from '../../../../shared/contracts/jobs';
import { jobPath } from '../../../lib/paths';
import browser from '../browser.module.css';
import styles from '../jobs.module.css';

/**
 * A job in a list: its name links to the job page, and the whole card is that one link. A plain
 * anchor, not a router `<Link>` (a list has two hundred): the list follows it inside the app
 * with `useInAppLinks`. Memoized: a new query re-renders only the cards that changed.
 */
export const JobCard = memo(function JobCard({ job, industryName }: { job: JobSummary; industryName: string }) {
  return (
    <article className={browser.card}>
      <h2 className={browser.cardTitle}>
        <a href={jobPath(job.name)} className={browser.cardLink}>
          {job.name}
        </a>
      </h2>
      <p className={styles.meta}>
        <span>{industryName}</span>
        <span aria-hidden="true">·</span>
        <span>흥미 유형 {job.riasec}</span>
      </p>
      <p className={browser.summary}>{job.summary}</p>
      {job.tags.length > 0 && (
        <ul className={browser.tags} aria-label="중요한 기술">
          {job.tags.map((tag) => (
            <li key={tag} className={browser.tag}>
              {tag}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
});
