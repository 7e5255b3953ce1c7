import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, useLocation } from 'react-router';
import { LAYOUT } from '../../../shared/constants';
import { CelebrationHost } from '../../features/achievements/components/celebration-host';
import { selectSubmittedInSession } from '../../features/assessments/assessments-slice';
import { useImportOnLogin } from '../../features/assessments/use-import-on-login';
import { selectUser } from '../../features/auth/user-slice';
import { useMediaQuery } from '../../lib/use-media-query';
import BetaModal from './beta-modal';
import { Drawer } from './drawer';
import { LoadingPage } from './loading-page';
import { shouldShowBetaModal, shouldShowInAppBrowserModal, shouldShowWelcome } from './notice-conditions';
import { RouteErrorBoundary } from './route-error-boundary';
import styles from './shell.module.css';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useRouteEffects } from './use-route-effects';
import { useSideMenuState } from './use-side-menu-state';

// Notices are fetched only by the visitors who will see them, except the beta notice: every first
// visit shows it, and it is then the largest thing on the screen, so it comes with the first render.
const WelcomeNotice = lazy(() => import('./welcome-notice'));
const InAppBrowserModal = lazy(() => import('./in-app-browser-modal'));
// Only for logged-in users; it checks the six steps once per log-in and after each submit.
const FeedbackDialog = lazy(() => import('../../features/feedback/feedback-dialog'));

const NO_NOTICES = { welcome: false, inApp: false, beta: false };

const DESKTOP_QUERY = `(min-width: ${LAYOUT.sideMenuMinViewport}px)`;

/** The shell around every page: top bar, drawer, desktop side menu, notices and modals. */
export function AppLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [sideMenuOpen, toggleSideMenu] = useSideMenuState();
  // Below this width CSS hides the side menu: a phone's renders after the first skip its 44
  // elements. The server renders it (CSS hides it on a phone), so a desktop does not shift.
  const wideEnoughForSideMenu = useMediaQuery(DESKTOP_QUERY, true);
  // What to show depends on this browser (its storage, width and user agent): decided after
  // hydration, so the first render equals the server's HTML, which shows no notice.
  const [notices, setNotices] = useState(NO_NOTICES);
  useEffect(() => {
    setNotices({
      welcome: shouldShowWelcome(window.innerWidth),
      inApp: shouldShowInAppBrowserModal(navigator.userAgent),
      beta: shouldShowBetaModal(),
    });
  }, []);
  // The beta notice waits until the in-app-browser notice (if any) is acknowledged.
  const [inAppDone, setInAppDone] = useState(false);
  const { pathname } = useLocation();
  const userId = useSelector(selectUser)?.id;
  const submittedInSession = useSelector(selectSubmittedInSession);
  useRouteEffects();
  useImportOnLogin(userId);

  return (
    <div className={styles.app} data-side-menu={sideMenuOpen ? 'open' : 'closed'}>
      <a href="#main" className={styles.skipLink}>
        본문으로 건너뛰기
      </a>
      <TopBar onOpenMenu={() => setDrawerOpen(true)} menuOpen={drawerOpen} />
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      {wideEnoughForSideMenu && <SideMenu isOpen={sideMenuOpen} onToggle={toggleSideMenu} />}
      <main id="main" className={styles.main} tabIndex={-1}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<LoadingPage />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        {notices.welcome && <WelcomeNotice />}
        {notices.inApp && <InAppBrowserModal onDone={() => setInAppDone(true)} />}
        {notices.beta && (inAppDone || !notices.inApp) && <BetaModal />}
        {userId && <FeedbackDialog key={userId} checkKey={submittedInSession} />}
      </Suspense>
      <CelebrationHost />
    </div>
  );
}
