import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGET, formatKb, measurePages } from './lib/bundle-sizes';

const webRoot = path.resolve(import.meta.dirname, '../dist/web');

describe('bundle budget of the production build', () => {
  const pages = measurePages(webRoot);

  it('measures every lazily loaded page', () => {
    expect(pages.map((page) => page.page)).toContain('src/client/app/routes/home/index.tsx');
    expect(pages.length).toBeGreaterThan(3);
  });

  it.each(pages.map((page) => [page.page, page] as const))(
    '%s loads at most 120 KB of JavaScript and 20 KB of CSS (gzip) before it is interactive',
    (_name, page) => {
      expect(page.jsGzip, `JS ${formatKb(page.jsGzip)}: ${page.jsFiles.join(', ')}`).toBeLessThanOrEqual(
        BUDGET.jsGzipBytes,
      );
      expect(page.cssGzip, `CSS ${formatKb(page.cssGzip)}: ${page.cssFiles.join(', ')}`).toBeLessThanOrEqual(
        BUDGET.cssGzipBytes,
      );
    },
  );

  // The forms use the zod-free rules of shared/validation/auth-rules.ts; zod (about 24 KB gzip)
  // stays on the server. Every zod schema object carries a `_zod` property.
  it.each(pages.map((page) => [page.page, page] as const))(
    '%s loads no zod before it is interactive',
    (_name, page) => {
      const withZod = page.jsFiles.filter((file) => readFileSync(path.join(webRoot, file), 'utf8').includes('_zod'));
      expect(withZod).toEqual([]);
    },
  );
});
