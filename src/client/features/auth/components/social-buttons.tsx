import type { MouseEvent } from 'react';
import { LOCAL_KEYS, SESSION_KEYS } from '../../../../shared/constants';
import { isInAppBrowser } from '../../../lib/in-app-browser';
import { readItem } from '../../../lib/storage';
import { useHydrated } from '../../../lib/use-hydrated';
import styles from '../auth.module.css';
import { type SocialProvider as Provider, useGetAuthProvidersQuery } from '../auth-api';

const LABEL: Record<Provider, string> = { google: '구글', naver: '네이버' };

/** The alert of spec §8 for a social button pressed inside an in-app browser. */
function inAppBlockedMessage(provider: Provider): string {
  return `${LABEL[provider]} 로그인은 인앱 브라우저에서 지원되지 않아요. 메뉴에서 외부 브라우저(Safari, 삼성 인터넷, Chrome)로 열어 주세요.`;
}

/**
 * Google and Naver buttons. They are plain links (the sign-in is a browser navigation), blocked
 * with an alert in in-app browsers, and say so when the provider is not configured.
 */
export function SocialButtons({ mode }: { mode: 'login' | 'signup' }) {
  // Until the server says, both buttons show; a failed answer leaves them both unavailable.
  const { data: available, isError } = useGetAuthProvidersQuery();
  // Local and session storage are the browser's: read after hydration (`useHydrated`).
  const hydrated = useHydrated();
  const lastProvider = hydrated ? readItem('local', LOCAL_KEYS.lastLoginProvider) : null;

  const redirect = (hydrated ? readItem('session', SESSION_KEYS.loginRedirectPath) : null) ?? '/';
  const href = (provider: Provider) => {
    const start = mode === 'login' ? `/api/auth/check-${provider}-email` : `/api/auth/${provider}`;
    return `${start}?redirect=${encodeURIComponent(redirect)}`;
  };

  const onClick = (provider: Provider) => (event: MouseEvent) => {
    if (isInAppBrowser(navigator.userAgent)) {
      event.preventDefault();
      window.alert(inAppBlockedMessage(provider));
    }
  };

  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <span>또는</span>
      </p>
      {(['google', 'naver'] as const).map((provider) => {
        const text = `${LABEL[provider]}로 ${mode === 'login' ? '로그인' : '시작하기'}`;
        const recent = lastProvider === provider;
        if (isError || (available && !available[provider])) {
          return (
            <p key={provider} className={styles.socialDisabled} data-provider={provider}>
              {LABEL[provider]} 로그인은 아직 준비 중이에요.
            </p>
          );
        }
        return (
          <a
            key={provider}
            href={href(provider)}
            className={styles.socialButton}
            data-provider={provider}
            onClick={onClick(provider)}
          >
            <span>{text}</span>
            {recent && <span className={styles.recentBadge}>최근에 {LABEL[provider]}로 로그인했어요</span>}
          </a>
        );
      })}
    </div>
  );
}
