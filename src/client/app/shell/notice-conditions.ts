import { LAYOUT, LOCAL_KEYS, SESSION_KEYS } from '../../../shared/constants';
import { isInAppBrowser } from '../../lib/in-app-browser';
import { readItem } from '../../lib/storage';

/**
 * When each notice of spec §4 shows. Kept apart from the notices themselves, so their code is
 * only downloaded for the visitors who will see them.
 */
export function shouldShowWelcome(viewportWidth: number): boolean {
  return viewportWidth >= LAYOUT.welcomeMinViewport && readItem('local', LOCAL_KEYS.hasShownDesktopWelcome) === null;
}

export function shouldShowInAppBrowserModal(userAgent: string): boolean {
  return isInAppBrowser(userAgent) && readItem('session', SESSION_KEYS.hasSeenInAppBrowserModal) === null;
}

export function shouldShowBetaModal(): boolean {
  return readItem('local', LOCAL_KEYS.hasSeenBetaModal) === null;
}
