import { type BrowserContext, type Page, request as playwrightRequest } from '@playwright/test';
import { expect, PERSONAL_CACHE, PHONE, signIn, test } from './fixtures';

test.use({ viewport: PHONE });

const OFFLINE = '인터넷에 연결되어 있지 않아요';
const MAY_BE_OLD = /저장해 둔 페이지라 최신 내용이 아닐 수 있어요/;

/**
 * The network goes away for the pages and for the service worker: `setOffline` alone leaves the
 * worker's own requests on the network in Chromium, so its fetches are aborted as a lost
 * connection would (a context's routes see a worker's requests).
 */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

async function goOnline(context: BrowserContext) {
  await context.unroute('**/*');
  await context.setOffline(false);
}

/** Resolves once the service worker controls the page (later loads go through it). */
async function controlledByWorker(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('public pages a person visited open offline with a note that they may be old; the note leaves when the connection returns', async ({
  page,
  context,
}) => {
  await page.goto('/job-browser');
  await controlledByWorker(page);
  // Visits through the worker, as a person browses: the list, a job, the map, an article.
  await page.goto('/job-browser');
  await page.goto('/job-browser/간호사');
  await expect(page.getByRole('heading', { level: 1, name: /간호사/ })).toBeVisible();
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/articles');
  const firstArticle = page.locator('main a[href^="/articles/"]').first();
  const articleHref = await firstArticle.getAttribute('href');
  expect(articleHref).toMatch(/^\/articles\/.+/);
  await page.goto(articleHref ?? '/articles');
  const articleTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(articleTitle.length).toBeGreaterThan(0);

  await goOffline(context);
  const note = page.getByRole('status').filter({ hasText: OFFLINE });
  for (const [path, heading] of [
    ['/job-browser', undefined],
    ['/job-browser/간호사', /간호사/],
    ['/map', undefined],
    [articleHref ?? '', articleTitle],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible();
    await expect(note).toContainText(MAY_BE_OLD);
  }

  // The connection returns: "인터넷에 연결되어 있지 않아요" goes; the copy says it may be old.
  await goOnline(context);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '최신 내용이 아닐 수 있어요' })).toBeVisible();
  await page.getByRole('button', { name: '새로 불러오기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '최신 내용이 아닐 수 있어요' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: articleTitle })).toBeVisible();
});

test('a session ended on another device: the next app load empties the personal cache, and offline shows no roadmap and no e-mail', async ({
  page,
  context,
  baseURL,
}) => {
  const email = await signIn(page, 'elsewhere');
  const created = await page.request.post('/api/user-roadmap', {
    data: { title: '다른 기기에서 끝난 로드맵' },
    headers: { origin: baseURL ?? '' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/roadmaps');
  await controlledByWorker(page);
  await page.goto('/roadmaps');
  await expect(page.getByRole('heading', { name: '다른 기기에서 끝난 로드맵', level: 2 })).toBeVisible();
  const personalCache = () =>
    page.evaluate(async (name) => {
      const cache = await caches.open(name);
      const owner = await (await cache.match('/__sw/owner'))?.text();
      const kept = (await cache.keys())
        .map((key) => new URL(key.url).pathname)
        .filter((path) => path !== '/__sw/owner');
      return { owner: owner ?? '', kept: kept.sort() };
    }, PERSONAL_CACHE);
  await expect.poll(async () => (await personalCache()).kept).toContain('/api/auth/check');

  // Another device (another browser context) ends this session through the API.
  const sid = (await context.cookies()).find((cookie) => cookie.name === 'sid');
  expect(sid).toBeDefined();
  const elsewhere = await playwrightRequest.newContext({ baseURL: baseURL ?? '' });
  const loggedOut = await elsewhere.post('/api/auth/logout', {
    headers: { origin: baseURL ?? '', cookie: `sid=${sid?.value}` },
  });
  expect(loggedOut.status()).toBe(204);
  await elsewhere.dispose();

  // The next app load (any page) learns it: nothing of the person stays in the worker's caches.
  await page.goto('/job-browser');
  await expect.poll(personalCache).toEqual({ owner: '', kept: [] });

  await goOffline(context);
  await page.goto('/roadmaps');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('다른 기기에서 끝난 로드맵')).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
  const check = await page.evaluate(async () => (await caches.match('/api/auth/check')) !== undefined);
  expect(check).toBe(false);
});
