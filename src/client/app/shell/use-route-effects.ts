import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { http } from '../../lib/http';
import { paths } from '../../lib/paths';
import { whenIdle } from '../../lib/when-idle';

/**
 * On each route change: report the page view (path only; failures ignored; when the browser is
 * idle) and start a new page
 * at the top, except on back/forward and on home, which restores its own scroll position.
 */
export function useRouteEffects(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    // At the next idle moment: the count can wait for the page's own requests.
    whenIdle(() => {
      http.post('/api/analytics/pageview', { path: pathname }, { keepalive: true }).catch(() => {});
    });
  }, [pathname]);

  useEffect(() => {
    if (navigationType !== 'POP' && pathname !== paths.home) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
