import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useRecordPageViewMutation } from '../../features/analytics/analytics-api';
import { followNewPageHeading } from '../../lib/page-focus';
import { paths } from '../../lib/paths';
import { whenIdle } from '../../lib/when-idle';

/**
 * On each route change: report the page view (path only; failures ignored; when the browser is
 * idle), start a new page at the top, except on back/forward and on home, which restores its own
 * scroll position, and move the keyboard to the new page's `<h1>` so a screen reader announces
 * it (`followNewPageHeading`). Only a new path is a new page: the first render after the
 * server's HTML keeps the focus where the browser has it, and a changed query or hash (filters,
 * a search, an anchor) leaves it on the control in use.
 */
export function useRouteEffects(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef<string | null>(null);
  const [recordPageView] = useRecordPageViewMutation();

  useEffect(() => {
    // At the next idle moment: the count can wait for the page's own requests. A failed count is
    // left in the cache and never shown.
    whenIdle(() => {
      void recordPageView(pathname);
    });
  }, [pathname, recordPageView]);

  useEffect(() => {
    if (navigationType !== 'POP' && pathname !== paths.home) window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  useEffect(() => {
    const isNewPage = shownPath.current !== null && shownPath.current !== pathname;
    shownPath.current = pathname;
    if (isNewPage) return followNewPageHeading();
  }, [pathname]);
}
