import { expect, PHONE, test } from './fixtures';

test.use({ viewport: PHONE });

// src/client/lib/web-font.ts: a first visit fetches the subsets its text needs for the next visit
// without applying them (no re-layout after load); the next visit uses them from the cache.
test('a first visit caches the web font for the next one without applying it', async ({ page }) => {
  const subsets: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) subsets.push(new URL(response.url()).pathname);
  });

  await page.goto('/articles/burnout-signs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('webFontCached'))).toBe('true');
  await expect.poll(() => subsets.length).toBeGreaterThan(2);
  // Korean text needs several subsets, never all 92.
  expect(subsets.length).toBeLessThan(40);
  expect(subsets.every((subset) => /^\/assets\/pretendard-[\d.]+\/\d+\.woff2$/.test(subset))).toBe(true);
  // Fetched, not applied: no face of the web font is on the page, so nothing was laid out again.
  expect(await page.evaluate(() => document.fonts.size)).toBe(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').length))
    .toBeGreaterThan(2);
  const fromNetwork = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .filter((entry) => (entry as PerformanceResourceTiming).transferSize > 0)
      .map((entry) => entry.name),
  );
  expect(fromNetwork).toEqual([]);
});
