import { DESKTOP, expect, PHONE, test } from './fixtures';

const NAV_NAMES = ['홈', '나의 시간', '탐색의 시간', '실천의 시간', '지혜의 시간', '만드는 이야기', '고객의 목소리'];

test.describe('desktop side menu at 1280px', () => {
  test.use({ viewport: DESKTOP });

  test('is open at 200px, collapses to 64px, and stays collapsed after a reload', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: '바로가기 메뉴' });
    await expect(menu).toBeVisible();
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(200);
    for (const name of NAV_NAMES) await expect(menu.getByRole('link', { name })).toBeVisible();

    await page.getByRole('button', { name: '바로가기 메뉴 접기' }).click();
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(64);

    await page.reload();
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(64);
    await expect(page.getByRole('button', { name: '바로가기 메뉴 펼치기' })).toBeVisible();

    // Content stays centred in the space beside the menu, at most 750px wide.
    const main = await page.locator('main').boundingBox();
    expect(main?.width).toBeLessThanOrEqual(750);
    expect(main?.x).toBeGreaterThan(64);
  });

  test('navigates with a collapsed menu by its accessible names', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '바로가기 메뉴 접기' }).click();
    await page.getByRole('navigation', { name: '바로가기 메뉴' }).getByRole('link', { name: '지혜의 시간' }).click();
    await expect(page).toHaveURL(/\/articles$/);
  });
});

test.describe('drawer on a 390px phone', () => {
  test.use({ viewport: PHONE });

  test('hides the side menu and opens a drawer with the seven links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: '바로가기 메뉴' })).toBeHidden();
    // Neither menu's links are built for the first screen of a phone (docs/performance.md).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('nav[aria-label="바로가기 메뉴"], #app-drawer a')).toHaveCount(0);

    await page.getByRole('button', { name: '메뉴 열기' }).click();
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
    await expect(drawer).toBeVisible();
    for (const name of NAV_NAMES) await expect(drawer.getByRole('link', { name })).toBeVisible();
    await expect(drawer.getByRole('link', { name: '로그인' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await drawer.getByRole('link', { name: '탐색의 시간' }).click();
    await expect(page).toHaveURL(/\/job-browser$/);
    await expect(drawer).toBeHidden();
  });

  test('the Login link remembers the page, and reads 회원가입 on /login', async ({ page }) => {
    await page.goto('/articles');
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('loginRedirectPath'))).toBe('/articles');
    await expect(page.getByRole('banner').getByRole('link', { name: '회원가입' })).toHaveAttribute(
      'href',
      '/agree?type=normal',
    );
  });

  test('the logo goes home, and scrolls to the top when already home', async ({ page }) => {
    await page.goto('/stories');
    await page.getByRole('link', { name: '진로의 시간 홈' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('link', { name: '진로의 시간 홈' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('catch-alls', () => {
  test('/{username} renders the home page', async ({ page }) => {
    await page.goto('/someone');
    await expect(page.getByRole('heading', { level: 1, name: '나를 알고, 길을 찾는 시간' })).toBeVisible();
  });

  test('/{username}/{postid} says the path is invalid', async ({ page }) => {
    await page.goto('/someone/12345');
    await expect(page.getByRole('heading', { level: 1, name: '잘못된 경로' })).toBeVisible();
    await expect(page).toHaveTitle('잘못된 경로 | 진로의 시간');
  });
});

test.describe('home', () => {
  test.use({ viewport: { width: 390, height: 600 } });

  test('restores its scroll position on return', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const storiesLink = page.getByRole('link', { name: /만드는 이야기/ });
    await storiesLink.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => Math.round(window.scrollY));
    expect(scrolled).toBeGreaterThan(200);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('homePageScroll'))).toBe(String(scrolled));

    await storiesLink.click();
    await expect(page).toHaveURL(/\/stories$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled);
  });

  test('the board keeps its height when its notices arrive (no layout shift)', async ({ page }) => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('/api/board', async (route) => {
      await held;
      await route.fulfill({
        json: {
          data: [1, 2, 3].map((n) => ({
            id: `n${n}`,
            title: `아주 긴 공지 제목이 한 줄에 다 들어가지 않을 만큼 길게 이어져요 (${n})`,
            body: '내용이에요.',
            pinned: n === 1,
            publishedAt: `2026-11-0${n}`,
          })),
        },
      });
    });
    // A first visit gets the notices in the server's HTML; opened from another page, home asks for them.
    await page.goto('/stories');
    await page.getByRole('link', { name: '진로의 시간 홈' }).click();
    const board = page.locator('section[aria-labelledby="board-title"]');
    await expect(board.getByText('공지를 불러오는 중이에요...')).toBeVisible();
    const before = await board.boundingBox();
    answer();
    await expect(board.getByRole('listitem')).toHaveCount(3);
    expect(await board.boundingBox()).toEqual(before);
  });

  test('shows the service cards, the board with its ad frame and the footer', async ({ page }) => {
    await page.goto('/');
    for (const name of ['진로 검사', '직업 탐색', '진로 로드맵', '진로 아티클', '만드는 이야기']) {
      await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: '게시판' })).toBeVisible();
    await expect(page.locator('iframe[title="진로의 시간 소식"]')).toHaveAttribute('src', '/ad.html');
    await expect(page.getByRole('link', { name: 'help@jinro-time.kr' })).toBeVisible();
    await expect(page.getByRole('link', { name: '개인정보 처리방침' })).toBeVisible();
    await expect(page.getByRole('link', { name: '서비스 이용약관' })).toBeVisible();
  });
});

// The notices (beta, welcome, in-app browser, feedback) have their journeys in notices.spec.ts.

test('each route change reports a page view with the path only', async ({ page }) => {
  const reported: unknown[] = [];
  await page.route('**/api/analytics/pageview', async (route) => {
    reported.push(route.request().postDataJSON());
    await route.continue();
  });
  await page.goto('/');
  await expect.poll(() => reported.length).toBe(1);
  await page
    .getByRole('link', { name: /진로 아티클/ })
    .first()
    .click();
  await expect.poll(() => reported).toEqual([{ path: '/' }, { path: '/articles' }]);
});

test.describe('home for a logged-in person', () => {
  test.use({ viewport: PHONE, signedIn: true });

  test('shows the 4 × 2 shortcuts, the dream-list button and the board first', async ({ page }) => {
    await page.goto('/');
    const shortcuts = page.getByRole('navigation', { name: '바로가기' }).getByRole('listitem');
    await expect(shortcuts).toHaveCount(8);
    const boxes = await Promise.all((await shortcuts.all()).map((item) => item.boundingBox()));
    expect(new Set(boxes.map((box) => Math.round(box?.y ?? 0))).size).toBe(2);
    expect(new Set(boxes.map((box) => Math.round(box?.x ?? 0))).size).toBe(4);
    await expect(page.getByRole('link', { name: '꿈 목록', exact: true })).toHaveAttribute('href', '/my-job');
    const firstCard = page.locator('main h2').first();
    await expect(firstCard).toHaveText('바로가기');
    await expect(page.locator('main section h2').first()).toHaveText('게시판');

    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: '1순위 로드맵' }).click();
    await expect
      .poll(() => messages)
      .toEqual(['1순위 로드맵이 아직 없어요. 로드맵 관리 또는 실천의 시간에서 로드맵을 먼저 만들어 주세요.']);
  });
});
