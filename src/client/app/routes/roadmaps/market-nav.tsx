import { NavLink } from 'react-router';
import { paths } from '../../../lib/paths';
import styles from './pages.module.css';

const LINKS = [
  { to: paths.missionMarket, label: '분야별', end: true },
  { to: paths.missionSearch, label: '검색', end: true },
  { to: paths.missionRandom, label: '오늘의 미션', end: true },
] as const;

/** The mission market's own navigation: categories, search, today's missions. */
export function MarketNav() {
  return (
    <nav aria-label="미션 마켓">
      <ul className={styles.chips}>
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className={styles.chip}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
