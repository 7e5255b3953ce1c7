/**
 * Whether a user agent is an in-app or embedded browser (spec §8): messengers, campus and portal
 * apps, social apps, Android web views, and generic mobile agents without a standard browser
 * marker. Google and Naver refuse sign-in inside these, so the product warns first.
 */
const IN_APP_MARKERS: readonly RegExp[] = [
  /KAKAOTALK/i, // messenger
  /\bLine\//i, // messenger
  /everytimeApp/i, // campus app
  /NAVER\(inapp/i, // portal app
  /DaumApps/i, // portal app
  /\bFBA[NV]\b|FB_IAB|FBIOS/i, // social apps
  /Instagram/i,
  /Twitter/i,
  /BAND\//i,
  /; wv\)/i, // Android WebView
];

const STANDARD_BROWSER = /Safari|Chrome|CriOS|FxiOS|Firefox|SamsungBrowser|Edg/i;

export function isInAppBrowser(userAgent: string): boolean {
  if (IN_APP_MARKERS.some((marker) => marker.test(userAgent))) return true;
  // A mobile agent that names no standard browser is an embedded web view.
  return /Mobile/i.test(userAgent) && !STANDARD_BROWSER.test(userAgent);
}

/** KakaoTalk's in-app browser is the one that needs the scrolling workaround. */
export function isKakaoTalk(userAgent: string): boolean {
  return /KAKAOTALK/i.test(userAgent);
}
