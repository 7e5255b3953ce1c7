import { Link } from 'react-router';
import styles from '../content.module.css';
import { formatKoreanDate } from '../format';

interface ContentCardProps {
  to: string;
  title: string;
  summary: string;
  publishedAt: string;
  readingMinutes: number;
  /** The article's category, shown as a badge. */
  badge?: string;
}

/** One article or story in a list: the title is the link, the whole card is its target. */
export function ContentCard({ to, title, summary, publishedAt, readingMinutes, badge }: ContentCardProps) {
  return (
    <li className={styles.card}>
      {badge && <span className={styles.badge}>{badge}</span>}
      <h2 className={styles.cardTitle}>
        <Link to={to} className={styles.cardLink}>
          {title}
        </Link>
      </h2>
      <p className={styles.cardSummary}>{summary}</p>
      <p className={styles.meta}>
        <time dateTime={publishedAt}>{formatKoreanDate(publishedAt)}</time>
        <span>{readingMinutes}분 읽기</span>
      </p>
    </li>
  );
}
