import { useEffect } from 'react';
import { HOME_SCROLL, SESSION_KEYS } from '../../../../shared/constants';
import { readItem, writeItem } from '../../../lib/storage';

/**
 * Home remembers where it was scrolled to for this session: saved 100 ms after scrolling stops
 * and on leaving; on return it retries every 50 ms for up to 2 s, until the page is tall enough
 * to reach the saved position (spec §9).
 */
export function useHomeScroll(): void {
  useEffect(() => {
    const saved = Number(readItem('session', SESSION_KEYS.homePageScroll));
    let restoring = Number.isFinite(saved) && saved > 0;
    let restoreTimer: number | undefined;
    const startedAt = Date.now();

    const tryRestore = () => {
      window.scrollTo(0, saved);
      const reached = Math.abs(window.scrollY - saved) <= 1;
      if (reached || Date.now() - startedAt >= HOME_SCROLL.restoreGiveUpMs) {
        restoring = false;
        return;
      }
      restoreTimer = window.setTimeout(tryRestore, HOME_SCROLL.restoreRetryMs);
    };
    if (restoring) tryRestore();

    const save = () => writeItem('session', SESSION_KEYS.homePageScroll, String(Math.round(window.scrollY)));
    let saveTimer: number | undefined;
    const onScroll = () => {
      if (restoring) return;
      window.clearTimeout(saveTimer);
      saveTimer = window.setTimeout(save, HOME_SCROLL.saveDebounceMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);

    return () => {
      window.clearTimeout(restoreTimer);
      window.clearTimeout(saveTimer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      if (!restoring) save();
    };
  }, []);
}
