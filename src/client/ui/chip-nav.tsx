import { Link } from 'react-router';
import styles from './chips.module.css';

interface ChipLink {
  to: string;
  label: string;
  /** Set on the chip of the page (or the filter) being shown. */
  current?: 'page' | 'true';
}

interface ChipNavProps {
  /** The navigation's accessible name. */
  label: string;
  links: readonly ChipLink[];
  /** One row that scrolls sideways instead of wrapping. */
  isRow?: boolean;
}

/** A group of links drawn as chips, the current one filled. */
export function ChipNav({ label, links, isRow = false }: ChipNavProps) {
  return (
    <nav aria-label={label}>
      <ul className={isRow ? styles.row : styles.chips}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.chip} aria-current={link.current}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
