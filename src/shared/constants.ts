/** Business constants of the product spec (§9), shared by the web app and the server. */

export const PRODUCT_NAME = '진로의 시간';
export const CONTACT_EMAIL = 'help@jinro-time.kr';

/** Every HTTP call of the web app gives up after this long. */
export const HTTP_TIMEOUT_MS = 10_000;

/** Largest request body the server accepts. */
export const MAX_BODY_BYTES = 1_048_576;

export const FEEDBACK_STARS = { min: 1, max: 5 } as const;
export const FEEDBACK_THANKS_CLOSE_MS = 3_000;

export const HOME_SCROLL = { saveDebounceMs: 100, restoreRetryMs: 50, restoreGiveUpMs: 2_000 } as const;

export const LAYOUT = {
  contentMaxWidth: 750,
  sideMenuMinViewport: 1150,
  sideMenuOpenWidth: 200,
  sideMenuClosedWidth: 64,
  welcomeMinViewport: 1024,
  welcomeShowMs: 3_000,
} as const;

/**
 * A readable cookie the server sets and clears together with the httpOnly session cookie. It holds
 * only `1`, so the web app can skip the start-up session check on an anonymous visit. It carries no
 * secret and the server never trusts it: the session cookie alone authenticates.
 */
export const SIGNED_IN_HINT_COOKIE = 'jinro_signed_in';

/**
 * A readable cookie the web app sets beside local storage's `hasSeenBetaModal` (spec §3): `1` once
 * the beta notice was closed. The server reads it only to decide whether a page's HTML carries
 * the beta notice (docs/decisions/007); local storage stays what decides whether it shows.
 */
export const BETA_SEEN_COOKIE = 'jinro_beta_seen';
/** A year: as long as a browser keeps local storage in practice (Chromium caps cookies at 400 days). */
export const BETA_SEEN_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Keys of the browser's local storage (spec §3). */
export const LOCAL_KEYS = {
  user: 'user',
  hasSeenBetaModal: 'hasSeenBetaModal',
  marketingConsent: 'marketingConsent',
  lastLoginProvider: 'lastLoginProvider',
  skipComeupValue: 'skipComeupValue',
  skipComeupStrength: 'skipComeupStrength',
  skipComeupInterest: 'skipComeupInterest',
  desktopQuickMenuOpen: 'isDesktopQuickMenuOpen',
  hasShownDesktopWelcome: 'hasShownDesktopWelcome',
  /**
   * Not in spec §3: 'true' once this browser has fetched the Pretendard font, so later page loads
   * use it from the first paint (src/client/lib/web-font.ts). Holds nothing about the person.
   */
  webFontCached: 'webFontCached',
  installPromptDismissed: 'installPromptDismissed',
} as const;

/** Keys of the browser's session storage (spec §3). */
export const SESSION_KEYS = {
  hasSeenInAppBrowserModal: 'hasSeenInAppBrowserModal',
  homePageScroll: 'homePageScroll',
  loginRedirectPath: 'loginRedirectPath',
} as const;
