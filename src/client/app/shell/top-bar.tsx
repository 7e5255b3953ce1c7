import type { MouseEvent } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { selectIsLoggedIn } from '../../features/auth/user-slice';
import { paths } from '../../lib/paths';
import { useRememberCurrentPath } from '../../lib/use-login-link';
import { Icon } from '../../ui/icon';
import styles from './shell.module.css';

/** Menu button, logo, and the profile icon or the Login link (spec §2, Shell). */
export function TopBar({ onOpenMenu, menuOpen }: { onOpenMenu: () => void; menuOpen: boolean }) {
  const location = useLocation();
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const rememberPath = useRememberCurrentPath();
  const onLoginPage = location.pathname === paths.login;

  const onLogoClick = (event: MouseEvent) => {
    if (location.pathname === paths.home) {
      event.preventDefault();
      // An explicit 'smooth' overrides the CSS that honours reduced motion, so it asks itself.
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    }
  };

  return (
    <header className={styles.topBar}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label="메뉴 열기"
        aria-expanded={menuOpen}
        aria-controls="app-drawer"
        onClick={onOpenMenu}
      >
        <Icon name="menu" />
      </button>
      <Link to={paths.home} className={styles.logo} onClick={onLogoClick} aria-label="진로의 시간 홈">
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <circle cx="16" cy="16" r="14" fill="var(--color-primary)" />
          <path d="M16 8v8l5 3" stroke="#fff" strokeWidth="3" strokeLinecap="round" fill="none" />
        </svg>
        <span>진로의 시간</span>
      </Link>
      <div className={styles.topBarEnd}>
        {isLoggedIn ? (
          <Link to={paths.mypage} className={styles.iconButton} aria-label="마이페이지">
            <Icon name="user" />
          </Link>
        ) : onLoginPage ? (
          <Link to={`${paths.agree}?type=normal`} className={styles.textLink}>
            회원가입
          </Link>
        ) : (
          <Link to={paths.login} className={styles.textLink} onClick={rememberPath}>
            로그인
          </Link>
        )}
      </div>
    </header>
  );
}
