import type { Page } from '@playwright/test';
import { expect, hydrated, PHONE, signIn, test } from './fixtures';

/**
 * Pages come rendered from the server with their data (docs/decisions/006): React hydrates them
 * without a mismatch, the browser does not ask again for what the page carries, and the pages
 * people read (jobs, articles, stories) read with JavaScript off.
 */
test.use({ viewport: PHONE });

const JOB = '간호사';
const ARTICLE = 'burnout-signs';

/** Every public page of issue 15, with the API answer each one's HTML carries. */
const PUBLIC_PAGES: ReadonlyArray<{ url: string; carries: RegExp | null }> = [
  { url: '/', carries: /\/api\/board$/ },
  // The list carries the catalog, a search in the URL the index: neither page asks for either
  // until the search box has the focus.
  { url: '/job-browser', carries: /\/api\/jobs\/(catalog|search-index)$/ },
  { url: `/job-browser?q=${encodeURIComponent('코딩')}`, carries: /\/api\/jobs\/(catalog|search-index)$/ },
  { url: `/job-browser/${encodeURIComponent(JOB)}`, carries: /\/api\/jobs\/[^/]+$/ },
  { url: `/job-exp/${encodeURIComponent(JOB)}`, carries: /\/starter-missions$/ },
  { url: '/articles', carries: /\/api\/articles(\?|$)/ },
  { url: `/articles/${ARTICLE}`, carries: /\/api\/articles\/[^/?]+$/ },
  { url: '/stories', carries: /\/api\/stories(\?|$)/ },
  { url: '/stories/a-day-in-the-team', carries: /\/api\/stories\/[^/?]+$/ },
  { url: '/roadmap/mission-market', carries: /\/api\/missions\/categories$/ },
  { url: '/roadmap/mission-market/category/apply', carries: /\/api\/missions\?/ },
  { url: `/roadmap/mission-market/search?q=${encodeURIComponent('면접')}`, carries: /\/api\/missions\?/ },
  { url: '/roadmap/mission-market/random', carries: /\/api\/missions\/random$/ },
  { url: '/roadmap/sample', carries: /\/api\/roadmap\/sample$/ },
  // A first visit's journey, with the quick-start panel and the two item banks it counts.
  { url: '/map', carries: /\/api\/(value|interest)\/items$/ },
  { url: '/login', carries: null },
  { url: '/register', carries: null },
  { url: '/privacy-policy', carries: /\/api\/pages\/privacy-policy$/ },
  { url: '/service-terms', carries: /\/api\/pages\/service-terms$/ },
];

/** Console errors and warnings (a hydration mismatch is one) and uncaught errors, as they happen. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test.describe('every public page hydrates cleanly', () => {
  for (const { url, carries } of PUBLIC_PAGES) {
    test(`${decodeURIComponent(url)} hydrates with no warning or error and asks for none of its data again`, async ({
      page,
    }) => {
      const problems = watchProblems(page);
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
      });
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      // The server's HTML has the page in it before any script has run.
      expect(await response?.text()).toMatch(/<div id="root"><div class="[^"]+"/);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      if (carries) expect(asked.filter((request) => carries.test(request))).toEqual([]);
    });
  }

  test('a signed-in person’s pages hydrate cleanly too', async ({ page }) => {
    const problems = watchProblems(page);
    await signIn(page, 'ssr');
    for (const url of ['/', `/job-browser/${encodeURIComponent(JOB)}`, '/roadmaps', '/roadmap/mission-market/random']) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a job page reads in full: its name, summary and sections', async ({ page }) => {
    await page.goto(`/job-browser/${encodeURIComponent(JOB)}`);
    await expect(page.getByRole('heading', { level: 1, name: JOB })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3);
    await expect(page.locator('main')).toContainText('O*NET');
  });

  test('an article reads in full, with its sources', async ({ page }) => {
    await page.goto(`/articles/${ARTICLE}`);
    await expect(page.getByRole('heading', { level: 1, name: /번아웃의 신호/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '참고한 자료' })).toBeVisible();
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(800);
  });

  test('a story reads in full', async ({ page }) => {
    await page.goto('/stories/a-day-in-the-team');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(500);
  });
});
