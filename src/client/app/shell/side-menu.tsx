import { NavLink } from 'react-router';
import { Icon } from '../../ui/icon';
import { AccountLinks } from './account-links';
import { NAV_LINKS } from './nav-links';
import styles from './shell.module.css';

/** The desktop side menu (≥ 1150px): 200px open, 64px collapsed to icons (spec §2, §9). */
export function SideMenu({ isOpen, onToggle }: { isOpen: boolean; onToggle: () => void }) {
  return (
    <nav className={styles.sideMenu} data-open={isOpen} aria-label="바로가기 메뉴">
      <button
        type="button"
        className={styles.sideToggle}
        aria-expanded={isOpen}
        aria-label={isOpen ? '바로가기 메뉴 접기' : '바로가기 메뉴 펼치기'}
        onClick={onToggle}
      >
        <Icon name={isOpen ? 'chevronLeft' : 'chevronRight'} />
      </button>
      <ul className={styles.navList}>
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.to === '/'}
              className={styles.navLink}
              aria-label={isOpen ? undefined : link.label}
              title={isOpen ? undefined : link.label}
            >
              <Icon name={link.icon} />
              <span className={isOpen ? undefined : 'visually-hidden'}>{link.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <div className={styles.navAccount}>
        <AccountLinks compact={!isOpen} />
      </div>
    </nav>
  );
}
