import { isKakaoTalk } from './in-app-browser';

/**
 * KakaoTalk's in-app browser (iOS) reports a viewport taller than what is visible while its
 * toolbar shows, so full-height layouts cannot be scrolled to the bottom. Keep a CSS variable
 * with the real visible height, which the layout uses instead of 100dvh.
 */
export function applyMessengerScrollFix(userAgent: string = navigator.userAgent): () => void {
  if (!isKakaoTalk(userAgent)) return () => {};
  const update = () => document.documentElement.style.setProperty('--app-height', `${window.innerHeight}px`);
  update();
  window.addEventListener('resize', update);
  window.addEventListener('orientationchange', update);
  return () => {
    window.removeEventListener('resize', update);
    window.removeEventListener('orientationchange', update);
  };
}
