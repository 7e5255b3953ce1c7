import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { LOCAL_KEYS, SESSION_KEYS } from '../../../shared/constants';
import { safeRedirectPath } from '../../../shared/redirect';
import { readItem, removeItem } from '../../lib/storage';
import { useUpdateMarketingConsentMutation } from './auth-api';
import { selectUser } from './user-slice';

/**
 * What happens when a user becomes available on the log-in, sign-up and social pages (spec §4):
 * a marketing consent chosen on /agree is sent and then forgotten (a failure is only logged),
 * then the page goes to the remembered path (cleared after use) or home.
 */
export function useAfterLogin(): void {
  const user = useSelector(selectUser);
  const navigate = useNavigate();
  const [updateMarketingConsent] = useUpdateMarketingConsentMutation();
  const handled = useRef(false);

  useEffect(() => {
    if (!user || handled.current) return;
    handled.current = true;
    void (async () => {
      const consent = readItem('local', LOCAL_KEYS.marketingConsent);
      if (consent !== null) {
        try {
          // The answer's user becomes the user (`auth-api.ts`).
          await updateMarketingConsent(consent === 'true').unwrap();
          removeItem('local', LOCAL_KEYS.marketingConsent);
        } catch (error) {
          console.warn('marketing consent was not saved', error);
        }
      }
      const path = safeRedirectPath(readItem('session', SESSION_KEYS.loginRedirectPath));
      removeItem('session', SESSION_KEYS.loginRedirectPath);
      navigate(path, { replace: true });
    })();
  }, [user, navigate, updateMarketingConsent]);
}
