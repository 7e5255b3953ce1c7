import type { Locator, Page } from '@playwright/test';
import { DESKTOP, expect, PHONE, signIn, test } from './fixtures';

/**
 * Where the keyboard is, as a keyboard or screen-reader user meets it (issue 20): following a
 * link puts the focus on the new page's one `<h1>` (so a screen reader announces the page), an
 * action that removes the pressed control hands the focus on instead of dropping it to
 * `<body>`, and Shift+Tab through a long page never leaves the focused control under the sticky
 * top bar or the card pickers' sticky counter (WCAG 2.4.11).
 */

async function postThroughApi(page: Page, baseURL: string | undefined, url: string, data: object) {
  const res = await page.request.post(url, { data, headers: { origin: baseURL ?? '' } });
  expect(res.status()).toBe(201);
  return res.json();
}

/** What has the focus: its tag, its text, and whether it is the page's (only) h1. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    const headings = document.querySelectorAll('main h1');
    return {
      tag: active?.tagName.toLowerCase() ?? null,
      text: active?.textContent?.trim() ?? '',
      isPageHeading: headings.length === 1 && active === headings[0],
      h1Count: headings.length,
    };
  });
}

/** The focus is on the page's one `<h1>`, which reads `name`. */
async function expectFocusOnPageHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
  expect(await focused(page)).toMatchObject({ isPageHeading: true, h1Count: 1 });
}

/** The focus is on a control inside the page, not dropped to `<body>` (or `<main>`). */
async function expectFocusInPage(page: Page) {
  const where = await page.evaluate(() => {
    const active = document.activeElement;
    return {
      inMain: active !== null && active.id !== 'main' && document.getElementById('main')?.contains(active) === true,
      tag: active?.tagName ?? null,
    };
  });
  expect(where).toEqual({ inMain: true, tag: expect.not.stringMatching(/^BODY$/) });
}

test.describe('following a link', () => {
  test.use({ viewport: PHONE });

  test('the new page’s h1 takes the focus: drawer, card link, top bar, a flow step; never on first load or a filter', async ({
    page,
  }) => {
    await page.goto('/');
    // The first page after the server's HTML keeps the focus where the browser has it.
    expect((await focused(page)).tag).toBe('body');

    // A drawer link: the focus goes to the page, not back to '메뉴 열기'.
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('link', { name: '탐색의 시간' }).press('Enter');
    await expect(page).toHaveURL(/\/job-browser$/);
    await expectFocusOnPageHeading(page, '직업 탐색');

    // Typing in the search box (a query change) leaves the focus in the box.
    const search = page.getByLabel('직업 검색');
    await search.fill('ㄱㅂㅈ');
    await expect(page).toHaveURL(/q=/);
    await expect(search).toBeFocused();

    // A card's link.
    await page.getByRole('link', { name: '소프트웨어 개발자' }).click();
    await expectFocusOnPageHeading(page, '소프트웨어 개발자');

    // Back: the browser page again, its heading announced.
    await page.goBack();
    await expectFocusOnPageHeading(page, '직업 탐색');

    // The top bar's 로그인 link, by keyboard.
    await page.getByRole('link', { name: '로그인' }).press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    // A content list and one of its cards (a page whose heading waits for its data).
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('link', { name: '지혜의 시간' }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.locator('main a[href^="/articles/"]').first().click();
    await expect(page).toHaveURL(/\/articles\/.+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect((await focused(page)).h1Count).toBe(1);

    // A self-assessment page (rendered in the browser only) and the next step of its flow.
    await page.goto('/inner-und/value/definition');
    await page.getByRole('link', { name: '시작하기', exact: true }).press('Enter');
    await expect(page).toHaveURL('/inner-und/value/comeup');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect((await focused(page)).h1Count).toBe(1);
  });

  test('the desktop side menu and the logo lead to the new page’s h1', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/stories');
    await page.getByRole('navigation', { name: '바로가기 메뉴' }).getByRole('link', { name: '실천의 시간' }).click();
    await expect(page).toHaveURL(/\/roadmaps$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.getByRole('link', { name: '진로의 시간 홈' }).press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect((await focused(page)).h1Count).toBe(1);

    // A link within the page (a table of contents): the page's heading does not pull the focus
    // (the browser sets the next Tab's starting point at the section), and the section it
    // leads to is not under the top bar.
    await page.clock.install();
    await page.goto('/privacy-policy');
    const entry = page.getByRole('navigation', { name: '목차' }).getByRole('link').nth(2);
    const target = (await entry.getAttribute('href')) ?? '';
    await entry.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await page.clock.runFor(300);
    expect((await focused(page)).isPageHeading).toBe(false);
    const sectionTop = await page.locator(target).evaluate((element) => element.getBoundingClientRect().top);
    expect(sectionTop).toBeGreaterThanOrEqual(56);
  });
});

test.describe('after an action', () => {
  test.use({ viewport: PHONE });

  test('꿈 목록에 담기, then removing dream jobs, keeps the focus in the page', async ({ page, baseURL }) => {
    await signIn(page, 'accessibility-focus');
    await postThroughApi(page, baseURL, '/api/my-job', { custom: { name: '우주 정원사' } });
    await page.goto(`/job-browser/${encodeURIComponent('소프트웨어 개발자')}`);
    await page.getByRole('button', { name: '꿈 목록에 담기' }).press('Enter');
    await expect(page.getByText('꿈 목록에 담았어요.')).toBeVisible();
    await expect(page.getByRole('link', { name: '꿈 목록 보기' })).toBeFocused();

    await page.keyboard.press('Enter');
    await expectFocusOnPageHeading(page, '꿈 목록');
    // The first of two removed: the next one's name takes the focus; the last: the page heading.
    await page.getByRole('button', { name: '우주 정원사 꿈 목록에서 빼기' }).press('Enter');
    await expect(page.getByRole('link', { name: '소프트웨어 개발자' })).toBeFocused();
    await page.getByRole('button', { name: '소프트웨어 개발자 꿈 목록에서 빼기' }).press('Enter');
    await expect(page.getByText('아직 담은 직업이 없어요')).toBeVisible();
    await expectFocusOnPageHeading(page, '꿈 목록');
  });

  test('완료하기 and 완료 되돌리기, 내 로드맵에 담기, renaming and deleting roadmaps keep the focus in the page', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, 'accessibility-focus');
    const roadmap = await postThroughApi(page, baseURL, '/api/user-roadmap', { jobName: '데이터 분석가' });
    await postThroughApi(page, baseURL, '/api/user-roadmap', { title: '둘째 로드맵' });
    await page.goto(`/roadmap/${roadmap.data._id}`);
    await page.getByRole('region', { name: '다음 할 일' }).getByRole('link').press('Enter');
    await expect(page).toHaveURL(/\/mission\/m-explore-001$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    await page.getByRole('button', { name: '완료하기' }).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: /완료했어요/ })).toBeFocused();
    await page.getByRole('button', { name: '완료 되돌리기' }).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: '미션을 마쳤나요?' })).toBeFocused();

    // A market mission added to a roadmap: its button is disabled once the mission is in.
    await page.goto('/roadmap/mission-market/search');
    await page.getByRole('searchbox', { name: '미션 검색' }).fill('ㅌㅈㅇㅅ');
    await page.getByRole('button', { name: '찾기' }).press('Enter');
    await page.getByRole('button', { name: '타자 연습 15분 하고 타수 기록하기 자세히 보기' }).press('Enter');
    const addButton = page.getByRole('button', { name: '내 로드맵에 담기' });
    await expect(addButton).toBeEnabled();
    await addButton.press('Enter');
    await expect(page.getByRole('link', { name: '로드맵에서 보기' })).toBeFocused();

    await page.goto('/roadmaps');
    // Renamed: the form goes, and the keyboard is back on '이름 바꾸기'.
    await page.getByRole('button', { name: '둘째 로드맵 이름 바꾸기' }).press('Enter');
    await page.getByLabel('새 이름').fill('둘째 길');
    await page.getByLabel('새 이름').press('Enter');
    await expect(page.getByRole('button', { name: '둘째 길 이름 바꾸기' })).toBeFocused();

    await page.getByRole('button', { name: '데이터 분석가 지우기' }).press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: '지우기' }).press('Enter');
    await expect(page.getByRole('link', { name: '둘째 길' })).toBeFocused();
    await page.getByRole('button', { name: '둘째 길 지우기' }).press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: '지우기' }).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: /내 로드맵 0개/ })).toBeFocused();
  });

  test('clearing the job search hands the focus to the search box', async ({ page }) => {
    await page.goto('/job-browser?q=zzzzqqq');
    await page.getByRole('button', { name: '조건 모두 지우기', exact: true }).press('Enter');
    await expect(page.getByLabel('직업 검색')).toBeFocused();
    await page.getByLabel('직업 검색').fill('간호');
    await page.getByRole('button', { name: '검색어 지우기' }).press('Enter');
    await expect(page.getByLabel('직업 검색')).toBeFocused();
    await expectFocusInPage(page);
  });
});

/**
 * From `start`, presses `key` (Shift+Tab, or Tab) `presses` times: after each, the focused control
 * (inside the page's content) must not overlap anything stuck to the window (the top bar, a
 * card picker's counter, a floating button) and must lie within the window. Returns how many
 * stops were checked.
 */
async function walkClearOfStickyBars(page: Page, start: Locator, key: string, presses: number): Promise<number> {
  await start.focus();
  const hidden: string[] = [];
  let checked = 0;
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press(key);
    const stop = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      // The skip link and the top bar's own controls sit on the bar.
      if (!active || !document.getElementById('main')?.contains(active)) return null;
      const box = active.getBoundingClientRect();
      const covers = [...document.querySelectorAll<HTMLElement>('header, main *')]
        .filter((element) => {
          const position = getComputedStyle(element).position;
          return (position === 'sticky' || position === 'fixed') && !element.contains(active);
        })
        .map((element) => ({ name: element.className, rect: element.getBoundingClientRect() }))
        .filter(
          ({ rect }) =>
            rect.width > 0 &&
            rect.height > 0 &&
            rect.left < box.right - 0.5 &&
            box.left < rect.right - 0.5 &&
            rect.top < box.bottom - 0.5 &&
            box.top < rect.bottom - 0.5,
        );
      return {
        label: `${active.tagName} ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 30)}`,
        top: Math.round(box.top),
        under: covers.map((cover) => cover.name).join(' '),
        outside: box.top < -0.5 || box.bottom > window.innerHeight + 0.5,
      };
    });
    if (!stop) continue;
    checked += 1;
    if (stop.under || stop.outside)
      hidden.push(`${stop.label} at ${stop.top}: under ${stop.under || 'the window edge'}`);
  }
  expect(hidden).toEqual([]);
  return checked;
}

test.describe('Shift+Tab through a long page', () => {
  test.use({ viewport: PHONE });

  test('the job browser and a job page: never under the top bar', async ({ page }) => {
    await page.goto('/job-browser');
    await expect(page.getByRole('link', { name: '소프트웨어 개발자' })).toBeVisible();
    expect(
      await walkClearOfStickyBars(page, page.locator('main a[href^="/job-browser/"]').nth(40), 'Shift+Tab', 30),
    ).toBe(30);

    await page.goto(`/job-browser/${encodeURIComponent('소프트웨어 개발자')}`);
    expect(
      await walkClearOfStickyBars(page, page.locator('main a, main button').last(), 'Shift+Tab', 30),
    ).toBeGreaterThan(15);
  });

  test('a card picker: never under the top bar or the “N개 골랐어요” counter', async ({ page }) => {
    await page.goto('/inner-und/value/definition');
    await page.getByRole('link', { name: '시작하기', exact: true }).click();
    await page.getByRole('button', { name: '건너뛰기', exact: true }).click();
    await page.getByRole('link', { name: '다음', exact: true }).click();
    await expect(page).toHaveURL('/inner-und/value/select');
    await expect(page.getByText(/0개 골랐어요/)).toBeVisible();
    expect(
      await walkClearOfStickyBars(page, page.getByRole('button', { name: '다음', exact: true }), 'Shift+Tab', 25),
    ).toBe(25);
  });

  test('home, signed in: Tab never leaves a control under the floating ‘꿈 목록’ button', async ({ page }) => {
    await signIn(page, 'accessibility-focus');
    await page.goto('/');
    await expect(page.getByRole('link', { name: '꿈 목록', exact: true })).toBeVisible();
    const checked = await walkClearOfStickyBars(page, page.locator('main a').first(), 'Tab', 40);
    expect(checked).toBeGreaterThan(10);
  });
});
