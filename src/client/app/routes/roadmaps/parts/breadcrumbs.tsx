import { Link } from 'react-router';
import styles from '../breadcrumbs.module.css';

interface BreadcrumbsProps {
  /** The pages above this one, outermost first. */
  trail: ReadonlyArray<{ to: string; label: string }>;
  /** This page's name, the last crumb. */
  current: string;
}

/** Where a page sits: links to the pages above it, then its own name (`aria-current`). */
export function Breadcrumbs({ trail, current }: BreadcrumbsProps) {
  return (
    <nav aria-label="위치">
      <ol className={styles.crumbs}>
        {trail.map(({ to, label }) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
