import { describe, expect, it } from 'vitest';
import { createPageCache, encodePage, PAGE_CACHE_MAX_BYTES, pageBody, pageBytes } from './page-response';

/** A page like /job-browser's: a long Korean list and its state. */
function jobBrowserLikePage(n: number): string {
  const items = Array.from(
    { length: 240 },
    (_, i) => `<li><a href="/job-browser/${i}">직업 ${i} — 하는 일과 필요한 능력 ${n}</a></li>`,
  );
  return `<!doctype html><html><body><ul>${items.join('')}</ul><script>${JSON.stringify({ q: n, items })}</script></body></html>`;
}

describe('the anonymous page cache', () => {
  it('holds at most its bound in bytes, whatever the pages weigh and however many URLs come', () => {
    const bound = 2 * 1024 * 1024;
    const cache = createPageCache(bound);
    let largest = 0;
    for (let n = 0; n < 300; n++) {
      const page = pageBody(jobBrowserLikePage(n), 200, []);
      cache.keep(`no-notice /job-browser?k=${n}`, page);
      // A page served from the cache afterwards adds nothing: both codings were made as it went in.
      encodePage(page, 'br');
      encodePage(page, 'gzip');
      let held = 0;
      for (const kept of cache.pages()) held += pageBytes(kept);
      largest = Math.max(largest, held);
    }
    expect(largest).toBeLessThanOrEqual(bound);
    // Filled to near its bound: the bound is in bytes, not entries.
    expect(largest).toBeGreaterThan(bound * 0.9);
    expect(PAGE_CACHE_MAX_BYTES).toBe(32 * 1024 * 1024);
  });

  it('counts what a page holds: its HTML as the engine stores it and its compressed forms', () => {
    const page = pageBody('<p>가나다</p>', 200, []);
    expect(pageBytes(page)).toBe('<p>가나다</p>'.length * 2);
    const br = encodePage(page, 'br');
    expect(pageBytes(page)).toBe('<p>가나다</p>'.length * 2 + br.length);
  });
});
