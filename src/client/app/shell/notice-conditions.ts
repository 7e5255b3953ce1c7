import {
  BETA_SEEN_COOKIE,
  BETA_SEEN_COOKIE_MAX_AGE_S,
  LAYOUT,
  LOCAL_KEYS,
  SESSION_KEYS,
} from '../../../shared/constants';
import { readCookie, writeCookie } from '../../lib/cookies';
import { isInAppBrowser } from '../../lib/in-app-browser';
import { readItem, writeItem } from '../../lib/storage';

/**
 * When each notice of spec §4 is due. Kept apart from the notices themselves, so their code is
 * only downloaded for the visitors who will see them; the queue (`lib/notice-queue.ts`) decides
 * when a due notice shows.
 */
export function shouldShowWelcome(viewportWidth: number): boolean {
  return viewportWidth >= LAYOUT.welcomeMinViewport && readItem('local', LOCAL_KEYS.hasShownDesktopWelcome) === null;
}

function shouldShowInAppBrowserModal(userAgent: string): boolean {
  return isInAppBrowser(userAgent) && readItem('session', SESSION_KEYS.hasSeenInAppBrowserModal) === null;
}

/**
 * Spec §4: shown while local storage's `hasSeenBetaModal` is unset. A browser that saw it before
 * the cookie existed gets the cookie now, so the server leaves the notice out of its next page.
 */
export function shouldShowBetaModal(): boolean {
  const seen = readItem('local', LOCAL_KEYS.hasSeenBetaModal) !== null;
  if (seen && readCookie(BETA_SEEN_COOKIE) === null) writeCookie(BETA_SEEN_COOKIE, '1', BETA_SEEN_COOKIE_MAX_AGE_S);
  return !seen;
}

/** Closing the beta notice (spec §4) sets `hasSeenBetaModal`, and the cookie the server reads. */
export function markBetaModalSeen(): void {
  writeItem('local', LOCAL_KEYS.hasSeenBetaModal, 'true');
  writeCookie(BETA_SEEN_COOKIE, '1', BETA_SEEN_COOKIE_MAX_AGE_S);
}

/** Everything due in this browser, read after hydration (the server knows only the beta cookie). */
export function dueNotices() {
  return {
    beta: shouldShowBetaModal(),
    inApp: shouldShowInAppBrowserModal(navigator.userAgent),
    welcome: shouldShowWelcome(window.innerWidth),
  };
}
