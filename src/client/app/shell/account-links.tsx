import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { logout, selectIsLoggedIn } from '../../features/auth/user-slice';
import { paths } from '../../lib/paths';
import { useThunkDispatch } from '../../lib/use-app-dispatch';
import { useRememberCurrentPath } from '../../lib/use-login-link';
import { Icon } from '../../ui/icon';
import styles from './shell.module.css';

/** My page and logout when logged in, otherwise login: the end of the drawer and side menu. */
export function AccountLinks({ onNavigate, compact = false }: { onNavigate?: () => void; compact?: boolean }) {
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const dispatch = useThunkDispatch();
  const navigate = useNavigate();
  const rememberPath = useRememberCurrentPath();

  if (!isLoggedIn) {
    return (
      <Link
        to={paths.login}
        className={styles.navLink}
        onClick={() => {
          rememberPath();
          onNavigate?.();
        }}
        aria-label={compact ? '로그인' : undefined}
      >
        <Icon name="login" />
        <span className={compact ? 'visually-hidden' : undefined}>로그인</span>
      </Link>
    );
  }

  return (
    <>
      <Link
        to={paths.mypage}
        className={styles.navLink}
        onClick={onNavigate}
        aria-label={compact ? '마이페이지' : undefined}
      >
        <Icon name="user" />
        <span className={compact ? 'visually-hidden' : undefined}>마이페이지</span>
      </Link>
      <button
        type="button"
        className={styles.navLink}
        aria-label={compact ? '로그아웃' : undefined}
        onClick={() => {
          onNavigate?.();
          void dispatch(logout());
          navigate(paths.home);
        }}
      >
        <Icon name="logout" />
        <span className={compact ? 'visually-hidden' : undefined}>로그아웃</span>
      </button>
    </>
  );
}
