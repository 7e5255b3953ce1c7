import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LOCAL_KEYS, SESSION_KEYS } from '../../../../shared/constants';
import { safeRedirectPath } from '../../../../shared/redirect';
import type { RouteHead } from '../../../../shared/route-head';
import styles from '../../../features/auth/auth.module.css';
import { useAfterLogin } from '../../../features/auth/use-after-login';
import { refreshUser } from '../../../features/auth/user-slice';
import { paths } from '../../../lib/paths';
import { writeItem } from '../../../lib/storage';
import { useThunkDispatch } from '../../../lib/use-app-dispatch';
import buttons from '../../../ui/button.module.css';
import pageStyles from '../../../ui/page.module.css';

/**
 * How long the page waits for the session check before it offers a way on (the check itself
 * gives up after the HTTP timeout, 10 s, and then says it failed).
 */
export const OAUTH_WAIT_MS = 5000;

type Check = 'checking' | 'slow' | 'failed';

/**
 * /oauth-success: the server has set the session; remember the provider, load the user, go on.
 * Without a session (opened directly, or the sign-in did not finish) it says so and offers the
 * log-in page, instead of "로그인하고 있어요" forever.
 */
export default function OAuthSuccessPage() {
  const dispatch = useThunkDispatch();
  const [params] = useSearchParams();
  const [check, setCheck] = useState<Check>('checking');
  useAfterLogin();

  useEffect(() => {
    const provider = params.get('provider');
    if (provider === 'google' || provider === 'naver') writeItem('local', LOCAL_KEYS.lastLoginProvider, provider);
    const redirect = params.get('redirect');
    if (redirect) writeItem('session', SESSION_KEYS.loginRedirectPath, safeRedirectPath(redirect));
    let live = true;
    const slow = window.setTimeout(() => setCheck((now) => (now === 'checking' ? 'slow' : now)), OAUTH_WAIT_MS);
    void dispatch(refreshUser()).then((result) => {
      if (live && refreshUser.rejected.match(result)) setCheck('failed');
    });
    return () => {
      live = false;
      window.clearTimeout(slow);
    };
  }, [dispatch, params]);

  if (check === 'failed') {
    return (
      <section className={styles.page} aria-labelledby="oauth-title">
        <h1 id="oauth-title" className={styles.title}>
          로그인하지 못했어요
        </h1>
        <p className={styles.lead} role="alert">
          로그인 정보를 확인하지 못했어요. 로그인 창을 닫았거나 시간이 지났을 수 있어요. 다시 로그인해 주세요.
        </p>
        <WaysOn />
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="oauth-title">
      <h1 id="oauth-title" className={styles.title}>
        로그인하고 있어요
      </h1>
      <p className={styles.lead} role="status">
        {check === 'slow'
          ? '생각보다 오래 걸리고 있어요. 조금 더 기다리거나 다시 로그인해 주세요.'
          : '잠시만 기다려 주세요. 곧 보던 곳으로 이동해요.'}
      </p>
      {check === 'slow' && <WaysOn />}
    </section>
  );
}

function WaysOn() {
  return (
    <div className={pageStyles.actions}>
      <Link to={paths.login} className={buttons.primary}>
        다시 로그인하기
      </Link>
      <Link to={paths.home} className={buttons.secondary}>
        홈으로 가기
      </Link>
    </div>
  );
}

export const head: RouteHead = {
  title: '로그인 완료',
  description: '소셜 계정 로그인을 마무리하고 있어요.',
};
