import { useLocation } from 'react-router';
import { SESSION_KEYS } from '../../shared/constants';
import { paths } from './paths';
import { writeItem } from './storage';

/** The Login link remembers the page it was clicked on, so log-in can come back to it. */
export function useRememberCurrentPath(): () => void {
  const location = useLocation();
  return () => {
    const here = `${location.pathname}${location.search}`;
    if (location.pathname !== paths.login && location.pathname !== paths.register) {
      writeItem('session', SESSION_KEYS.loginRedirectPath, here);
    }
  };
}
