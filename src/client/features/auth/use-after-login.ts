import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { LOCAL_KEYS, SESSION_KEYS } from '../../../shared/constants';
import type { User } from '../../../shared/contracts/auth';
import { safeRedirectPath } from '../../../shared/redirect';
import { http } from '../../lib/http';
import { readItem, removeItem } from '../../lib/storage';
import { useThunkDispatch } from '../../lib/use-app-dispatch';
import { selectUser, setUser } from './user-slice';

/**
 * What happens when a user becomes available on the log-in, sign-up and social pages (spec §4):
 * a marketing consent chosen on /agree is sent and then forgotten (a failure is only logged),
 * then the page goes to the remembered path (cleared after use) or home.
 */
export function useAfterLogin(): void {
  const user = useSelector(selectUser);
  const navigate = useNavigate();
  const dispatch = useThunkDispatch();
  const handled = useRef(false);

  useEffect(() => {
    if (!user || handled.current) return;
    handled.current = true;
    void (async () => {
      const consent = readItem('local', LOCAL_KEYS.marketingConsent);
      if (consent !== null) {
        try {
          const { data } = await http.patch<{ data: { user: User } }>('/api/auth/marketing-consent', {
            marketingConsent: consent === 'true',
          });
          removeItem('local', LOCAL_KEYS.marketingConsent);
          dispatch(setUser(data.user));
        } catch (error) {
          console.warn('marketing consent was not saved', error);
        }
      }
      const path = safeRedirectPath(readItem('session', SESSION_KEYS.loginRedirectPath));
      removeItem('session', SESSION_KEYS.loginRedirectPath);
      navigate(path, { replace: true });
    })();
  }, [user, navigate, dispatch]);
}
