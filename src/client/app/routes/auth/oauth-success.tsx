import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { LOCAL_KEYS, SESSION_KEYS } from '../../../../shared/constants';
import { safeRedirectPath } from '../../../../shared/redirect';
import styles from '../../../features/auth/auth.module.css';
import { useAfterLogin } from '../../../features/auth/use-after-login';
import { refreshUser } from '../../../features/auth/user-slice';
import { writeItem } from '../../../lib/storage';
import { useThunkDispatch } from '../../../lib/use-app-dispatch';

/** /oauth-success: the server has set the session; remember the provider, load the user, go on. */
export default function OAuthSuccessPage() {
  const dispatch = useThunkDispatch();
  const [params] = useSearchParams();
  useAfterLogin();

  useEffect(() => {
    const provider = params.get('provider');
    if (provider === 'google' || provider === 'naver') writeItem('local', LOCAL_KEYS.lastLoginProvider, provider);
    const redirect = params.get('redirect');
    if (redirect) writeItem('session', SESSION_KEYS.loginRedirectPath, safeRedirectPath(redirect));
    void dispatch(refreshUser());
  }, [dispatch, params]);

  return (
    <section className={styles.page} aria-labelledby="oauth-title">
      <h1 id="oauth-title" className={styles.title}>
        로그인하고 있어요
      </h1>
      <p className={styles.lead} role="status">
        잠시만 기다려 주세요. 곧 보던 곳으로 이동해요.
      </p>
    </section>
  );
}
