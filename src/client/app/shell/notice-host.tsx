import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { LAYOUT } from '../../../shared/constants';
import {
  type NoticeId,
  noticeClosed,
  noticesChecked,
  noticeWithdrawn,
  pageShown,
  selectShowingNotice,
} from '../../lib/notice-queue';
import { useThunkDispatch } from '../../lib/use-app-dispatch';
import { useMediaQuery } from '../../lib/use-media-query';
import BetaModal from './beta-modal';
import { dueNotices } from './notice-conditions';

// Notices are fetched only by the visitors who will see them, except the beta notice: every first
// visit shows it, in the server's HTML (docs/decisions/007), so it comes with the first render.
const WelcomeNotice = lazy(() => import('./welcome-notice'));
const InAppBrowserModal = lazy(() => import('./in-app-browser-modal'));
// Asked for by the recommendations page only (features/feedback/feedback-prompt.tsx).
const FeedbackDialog = lazy(() => import('../../features/feedback/feedback-dialog'));

const WELCOME_QUERY = `(min-width: ${LAYOUT.welcomeMinViewport}px)`;

/**
 * The one place that shows a notice: the one the queue (`lib/notice-queue.ts`) says is showing.
 * After hydration it reads what this browser has due (local and session storage, width, user
 * agent); until then it shows what the server rendered (the beta notice or nothing).
 */
export function NoticeHost() {
  const dispatch = useThunkDispatch();
  const showing = useSelector(selectShowingNotice);
  const { pathname } = useLocation();
  const wideEnoughForWelcome = useMediaQuery(WELCOME_QUERY);

  // The page first, then what is due: a notice due on a quiet page (`isQuietPage`) waits.
  useEffect(() => {
    dispatch(pageShown(pathname));
  }, [dispatch, pathname]);

  useEffect(() => {
    dispatch(noticesChecked(dueNotices()));
  }, [dispatch]);

  // Spec §4: the welcome shows only from 1024px; a window made narrower while it waited skips it.
  const welcomeSkipped = showing === 'welcome' && !wideEnoughForWelcome;
  useEffect(() => {
    if (welcomeSkipped) dispatch(noticeWithdrawn('welcome'));
  }, [dispatch, welcomeSkipped]);

  const close = useCallback((id: NoticeId) => dispatch(noticeClosed(id)), [dispatch]);
  const closeBeta = useCallback(() => close('beta'), [close]);
  const closeInApp = useCallback(() => close('inApp'), [close]);
  const closeWelcome = useCallback(() => close('welcome'), [close]);
  const closeFeedback = useCallback(() => close('feedback'), [close]);

  return (
    <Suspense fallback={null}>
      {showing === 'beta' && <BetaModal onClose={closeBeta} />}
      {showing === 'inApp' && <InAppBrowserModal onClose={closeInApp} />}
      {showing === 'welcome' && !welcomeSkipped && <WelcomeNotice onClose={closeWelcome} />}
      {showing === 'feedback' && <FeedbackDialog onClose={closeFeedback} />}
    </Suspense>
  );
}
