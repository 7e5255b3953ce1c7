import { Link } from 'react-router';
import type { ContentLink } from '../../../../shared/contracts/content';
import styles from '../content.module.css';

interface NeighbourLinksProps {
  previous: ContentLink | null;
  next: ContentLink | null;
  /** Builds a link to a neighbour from its id. */
  pathOf: (id: string) => string;
  /** '글' or '이야기', for the link labels. */
  noun: string;
  /** Name of the navigation landmark, e.g. '이전 글과 다음 글'. */
  label: string;
}

/** '이전 글' (older) and '다음 글' (newer), each with the title it leads to. */
export function NeighbourLinks({ previous, next, pathOf, noun, label }: NeighbourLinksProps) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.neighbours} aria-label={label}>
      {previous && (
        <Link to={pathOf(previous.id)} className={styles.neighbour} rel="prev">
          <span className={styles.neighbourLabel}>이전 {noun}</span>
          <span className={styles.neighbourTitle}>{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link to={pathOf(next.id)} className={styles.neighbourNext} rel="next">
          <span className={styles.neighbourLabel}>다음 {noun}</span>
          <span className={styles.neighbourTitle}>{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
