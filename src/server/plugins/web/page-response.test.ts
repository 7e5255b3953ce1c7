import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  canonicalPageUrl,
  createPageCache,
  encodePage,
  PAGE_CACHE_MAX_BYTES,
  pageBody,
  pageBytes,
  pageHtml,
} from './page-response';

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
    const bound = 1024 * 1024;
    const cache = createPageCache(bound);
    let largest = 0;
    for (let n = 0; n < 300; n++) {
      const kept = cache.keep(`no-notice /job-browser?q=${n}`, pageBody(jobBrowserLikePage(n), 200, []));
      // A page served from the cache afterwards adds nothing: both codings were made as it went in.
      encodePage(kept, 'br');
      encodePage(kept, 'gzip');
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

  it('keeps a page as its two codings only, outside the JavaScript heap, and gives its HTML back from them', () => {
    const html = jobBrowserLikePage(1);
    const rendered = pageBody(html, 200, []);
    const kept = createPageCache().keep('no-notice /job-browser', rendered);
    expect(kept.html).toBeUndefined();
    expect(pageBytes(kept)).toBe((kept.encoded.br?.length ?? 0) + (kept.encoded.gzip?.length ?? 0));
    expect(pageBytes(kept)).toBeLessThan(html.length);
    expect(brotliDecompressSync(encodePage(kept, 'br')).toString('utf8')).toBe(html);
    // A browser that takes neither coding still gets the page, and the same ETag.
    expect(pageHtml(kept)).toBe(html);
    expect(kept.etag).toBe(rendered.etag);
  });
});

describe("a page's URL in the cache", () => {
  it('keeps only the query parameters the route reads, sorted, so unknown ones make no new entry', () => {
    expect(canonicalPageUrl('/job-browser?k=17')).toBe('/job-browser');
    expect(canonicalPageUrl('/job-browser?k=1&q=a&industry=b')).toBe('/job-browser?industry=b&q=a');
    expect(canonicalPageUrl('/job-browser?industry=b&utm_source=x&q=a')).toBe('/job-browser?industry=b&q=a');
    // Repeated values keep their order: the page reads the first.
    expect(canonicalPageUrl('/job-browser?q=b&k=1&q=a')).toBe('/job-browser?q=b&q=a');
    expect(canonicalPageUrl('/articles?category=career&page=2')).toBe('/articles?category=career');
    expect(canonicalPageUrl('/jpref/survey?page=3&x=1')).toBe('/jpref/survey?page=3');
    expect(canonicalPageUrl('/job-browser/%EA%B0%84%ED%98%B8%EC%82%AC?q=x')).toBe(
      '/job-browser/%EA%B0%84%ED%98%B8%EC%82%AC',
    );
    expect(canonicalPageUrl('/stories')).toBe('/stories');
  });
});
