import { LOCAL_KEYS } from '../../shared/constants';
import { readItem, writeItem } from './storage';
import { afterLoad, whenIdle } from './when-idle';

/**
 * Pretendard (spec §9, with system sans-serif fallbacks), loaded so that it never delays the
 * first screen nor moves it:
 *
 * - Its `@font-face` rules say `font-display: optional` (`vite.config.ts`): a face that is not
 *   ready within about 100 ms is not swapped in later, so text never re-flows under the reader.
 * - In a browser that has fetched the font before (`webFontCached`), its rules load at once and
 *   the cached subsets are used from the first paint.
 * - On a first visit, they load at the first idle moment after `load`: the page's code, not
 *   ten or more 25 KB font subsets, gets the network first, and the text stays in the system's
 *   Korean font for this visit while the subsets are fetched for the next one.
 *
 * Measured on the emulated phone (bench/what-it-took.md): with the rules in the first CSS, LCP
 * 3.0–3.7 s on /login; loaded after the first screen, 1.9–2.1 s.
 */
export function loadWebFont(): void {
  if (readItem('local', LOCAL_KEYS.webFontCached) === 'true') {
    void importFontRules();
    return;
  }
  afterLoad(() =>
    whenIdle(() => void importFontRules().then(() => writeItem('local', LOCAL_KEYS.webFontCached, 'true'))),
  );
}

function importFontRules(): Promise<unknown> {
  return import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');
}
