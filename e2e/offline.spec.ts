import type { Page } from '@playwright/test';
import { expect, hydrated, PERSONAL_CACHE, PHONE, signIn, test } from './fixtures';

test.use({ viewport: PHONE });

const OFFLINE_WRITE = /인터넷에 연결되면 다시 시도해 주세요/;

async function createRoadmapThroughApi(page: Page, baseURL: string | undefined, data: Record<string, string>) {
  const res = await page.request.post('/api/user-roadmap', { data, headers: { origin: baseURL ?? '' } });
  expect(res.status()).toBe(201);
}

/** Resolves once the service worker controls the page and knows whose data it keeps. */
async function serviceWorkerReady(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async (name) => {
        if (!navigator.serviceWorker.controller) return 'not controlled';
        const owner = await (await caches.open(name)).match('/__sw/owner');
        return owner ? 'ready' : 'no owner';
      }, PERSONAL_CACHE),
    )
    .toBe('ready');
}

test('the app is installable: manifest linked, a service worker controls the page, Chromium finds no error', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveCount(1);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/sw\.js$/);
  // Lighthouse 12 has no installability audit any more; this is the check Chromium itself makes
  // (what DevTools' Application panel shows): manifest fields, icons, a worker with a fetch handler.
  const devtools = await context.newCDPSession(page);
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  // Every browser context Playwright makes is an incognito one, where Chromium never installs.
  const errorIds = installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
  expect(errorIds).toEqual([]);
  const { errors } = await devtools.send('Page.getAppManifest');
  expect(errors).toEqual([]);
});

test("a signed-in person sees their roadmaps and today's missions offline; a write offline says why it failed", async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, 'offline');
  await createRoadmapThroughApi(page, baseURL, { title: '첫째 로드맵' });
  await createRoadmapThroughApi(page, baseURL, { jobName: '웹 개발자' });

  // First visit: the worker installs; the visits after it go through the worker and are kept.
  await page.goto('/roadmaps');
  await serviceWorkerReady(page);
  const list = page.getByRole('list', { name: '내 로드맵, 순위대로' });
  const titles = list.getByRole('heading', { level: 2 });
  await page.goto('/roadmap/mission-market/random');
  const daily = page.getByRole('region', { name: /오늘의 미션/ });
  await expect(daily.getByRole('listitem').first()).toBeVisible();
  const dailyTitles = await daily.getByRole('listitem').allTextContents();
  await page.goto('/roadmaps');
  await expect(titles).toHaveText(['첫째 로드맵', '웹 개발자']);

  await context.setOffline(true);
  await page.reload();
  await expect(titles).toHaveText(['첫째 로드맵', '웹 개발자']);

  // A write cannot be made offline: it is refused with a message, and the order stays.
  await page.getByRole('button', { name: '웹 개발자 위로 옮기기' }).click();
  await expect(page.getByText(OFFLINE_WRITE)).toBeVisible();
  await expect(titles).toHaveText(['첫째 로드맵', '웹 개발자']);

  await page.goto('/roadmap/mission-market/random');
  await expect(daily.getByRole('listitem')).toHaveText(dailyTitles);

  // Back online, the same write goes through.
  await context.setOffline(false);
  await page.goto('/roadmaps');
  await page.getByRole('button', { name: '웹 개발자 위로 옮기기' }).click();
  await expect(titles).toHaveText(['웹 개발자', '첫째 로드맵']);
});

test("after logging out, the next person on the browser does not get the first person's roadmaps offline", async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, 'offline');
  await createRoadmapThroughApi(page, baseURL, { title: '앞사람 로드맵' });
  await page.goto('/roadmaps');
  await serviceWorkerReady(page);
  await page.goto('/roadmaps');
  await expect(page.getByRole('heading', { name: '앞사람 로드맵', level: 2 })).toBeVisible();

  await page.goto('/mypage');
  // Before hydration the server's button has no handler yet: a click then does nothing.
  await hydrated(page);
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The worker is told, and keeps nothing of the person who left.
  await expect
    .poll(() =>
      page.evaluate(async (name) => {
        const cache = await caches.open(name);
        const owner = await (await cache.match('/__sw/owner'))?.text();
        const roadmaps = await cache.match('/api/user-roadmap');
        return `${owner === '' ? 'nobody' : owner}, ${roadmaps ? 'roadmaps kept' : 'no roadmaps'}`;
      }, PERSONAL_CACHE),
    )
    .toBe('nobody, no roadmaps');

  await context.setOffline(true);
  await page.goto('/roadmaps');
  await expect(page.getByText('앞사람 로드맵')).toHaveCount(0);
});

test('roadmaps reached inside the app, never loaded as a whole page, still open offline from the app shell', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, 'offline');
  await createRoadmapThroughApi(page, baseURL, { title: '앱 안에서 본 로드맵' });
  await page.goto('/');
  await serviceWorkerReady(page);
  await page.reload(); // Now through the worker, which keeps the files the app loads from here on.
  await serviceWorkerReady(page);
  await page.getByRole('navigation', { name: '바로가기' }).getByRole('link', { name: '로드맵 관리' }).click();
  await expect(page).toHaveURL(/\/roadmaps$/);
  const titles = page.getByRole('list', { name: '내 로드맵, 순위대로' }).getByRole('heading', { level: 2 });
  await expect(titles).toHaveText(['앱 안에서 본 로드맵']);

  await context.setOffline(true);
  await page.reload();
  await expect(titles).toHaveText(['앱 안에서 본 로드맵']);
});

test("the signed-in home at / (rendered with the person's data) is never kept: offline after logging out it shows nothing of theirs", async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, 'offline');
  await createRoadmapThroughApi(page, baseURL, { title: '홈에서 본 로드맵' });
  await page.goto('/');
  await serviceWorkerReady(page);
  await page.reload(); // Through the worker, which keeps the start page when anyone may see it.
  const mine = page.getByRole('link', { name: '홈에서 본 로드맵' });
  await expect(mine).toBeVisible();
  // The server says the page is this person's alone; the worker keeps no copy of it.
  const answer = await page.request.get('/');
  expect(answer.headers()['cache-control']).toMatch(/private/);
  expect(
    await page.evaluate(async () => {
      const kept = await caches.match('/', { ignoreVary: true });
      return kept ? 'kept' : 'not kept';
    }),
  ).toBe('not kept');

  // Logging out moves to / inside the app, so the last copy of / is whatever was kept before.
  await page.goto('/mypage');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() =>
      page.evaluate(async (name) => (await (await caches.open(name)).match('/__sw/owner'))?.text(), PERSONAL_CACHE),
    )
    .toBe('');

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('홈에서 본 로드맵')).toHaveCount(0);
});
