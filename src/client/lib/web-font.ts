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
 * - On a first visit, the subsets the page's text needs are fetched at the first idle moment
 *   after `load`, for the next visit, and the text stays in the system's Korean font for this
 *   one. The page's code, not ten or more 25 KB font subsets, gets the network first.
 *
 * Measured on the emulated phone (bench/what-it-took.md): with the rules in the first CSS, LCP
 * 3.0–3.7 s on /login; loaded after the first screen, 1.9–2.1 s.
 */
export function loadWebFont(): void {
  if (readItem('local', LOCAL_KEYS.webFontCached) === 'true') {
    void import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');
    return;
  }
  afterLoad(() =>
    whenIdle(() => void fetchForNextVisit().then(() => writeItem('local', LOCAL_KEYS.webFontCached, 'true'))),
  );
}

/**
 * Fetches the subsets this page's text needs into the browser's cache, without applying them:
 * adding the rules to the page would make the browser lay out all of its text again, a long task
 * just after the page has loaded (40 ms unthrottled on an article, bench/what-it-took.md), and a
 * `FontFace` would decode each file on the page's thread. The URLs are the ones the rules name,
 * so the next visit finds them cached.
 */
async function fetchForNextVisit(): Promise<void> {
  const [{ default: css }, { fontFaceRules, rulesForText }] = await Promise.all([
    import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css?inline'),
    import('./font-subsets'),
  ]);
  // The app's text, not the whole body's: the body also holds the page's data as JSON for the
  // app (on /job-browser, 270 KB of it), which is never shown.
  const text = (document.getElementById('root') ?? document.body).textContent ?? '';
  const needed = rulesForText(fontFaceRules(css), text);
  // The fetches at the next idle moment, a task of their own: starting twenty of them costs the
  // page's thread about 10 ms, as much again as reading the rules and picking them.
  await new Promise<void>((resolve) => whenIdle(resolve));
  await Promise.allSettled(needed.map((rule) => fetch(rule.url).then((response) => response.arrayBuffer())));
}
