import { Suspense, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, useLocation } from 'react-router';
import { LAYOUT } from '../../../shared/constants';
import { CelebrationHost } from '../../features/achievements/components/celebration-host';
import { useImportOnLogin } from '../../features/assessments/use-import-on-login';
import { selectUser } from '../../features/auth/user-slice';
import { ConnectionNote } from '../../features/offline/connection-note';
import { useMediaQuery } from '../../lib/use-media-query';
import { Drawer } from './drawer';
import { LoadingPage } from './loading-page';
import { NoticeHost } from './notice-host';
import { RouteErrorBoundary } from './route-error-boundary';
import styles from './shell.module.css';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useRouteEffects } from './use-route-effects';
import { useSideMenuState } from './use-side-menu-state';

const DESKTOP_QUERY = `(min-width: ${LAYOUT.sideMenuMinViewport}px)`;

/** The shell around every page: top bar, drawer, desktop side menu, notices and modals. */
export function AppLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [sideMenuOpen, toggleSideMenu] = useSideMenuState();
  // Below this width CSS hides the side menu: a phone's renders after the first skip its 44
  // elements. The server renders it (CSS hides it on a phone), so a desktop does not shift.
  const wideEnoughForSideMenu = useMediaQuery(DESKTOP_QUERY, true);
  const { pathname } = useLocation();
  const userId = useSelector(selectUser)?.id;
  useRouteEffects();
  useImportOnLogin(userId);
  // The page hydrates after the shell, in its own Suspense boundary, at React's lowest priority and
  // in slices. The element is memoized so that the shell's own renders just after hydration (the
  // side menu dropped on a phone, the notices read from storage) do not give that boundary new
  // props: React would then hydrate the whole page at once, in the same long task.
  const page = useMemo(
    () => (
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={<LoadingPage />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    ),
    [pathname],
  );

  return (
    <div className={styles.app} data-side-menu={sideMenuOpen ? 'open' : 'closed'}>
      <a href="#main" className={styles.skipLink}>
        본문으로 건너뛰기
      </a>
      <TopBar onOpenMenu={() => setDrawerOpen(true)} menuOpen={drawerOpen} />
      <ConnectionNote />
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      {wideEnoughForSideMenu && <SideMenu isOpen={sideMenuOpen} onToggle={toggleSideMenu} />}
      <main id="main" className={styles.main} tabIndex={-1}>
        {page}
      </main>
      <NoticeHost />
      <CelebrationHost />
    </div>
  );
}
