import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { http } from '../../lib/http';
import { paths } from '../../lib/paths';

/**
 * On each route change: report the page view (path only; failures ignored) and start a new page
 * at the top, except on back/forward and on home, which restores its own scroll position.
 */
export function useRouteEffects(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    http.post('/api/analytics/pageview', { path: pathname }, { keepalive: true }).catch(() => {});
  }, [pathname]);

  useEffect(() => {
    if (navigationType !== 'POP' && pathname !== paths.home) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
