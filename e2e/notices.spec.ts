import type { Page } from '@playwright/test';
import { STEPS } from '../src/shared/contracts/assessments';
import { PERSONAS } from '../tests/personas/personas';
import { DESKTOP, expect, hydrated, PHONE, signIn, test } from './fixtures';

/**
 * The notices of spec §4 (beta, in-app browser, desktop welcome, feedback), one at a time and one
 * per page (src/client/lib/notice-queue.ts); the beta notice in a first visit's server HTML
 * (docs/decisions/007).
 */

const BETA = '진로의 시간은 베타 서비스예요';
const IN_APP = '외부 브라우저에서 열어 주세요';
const FEEDBACK = '여섯 단계를 모두 마쳤어요! 의견을 들려 주세요';
const KAKAOTALK =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.6.5';

/** Console warnings and errors (React reports a hydration mismatch there). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Follows an in-app link (a new page for the queue) from the drawer. */
async function goToArticles(page: Page) {
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  await page.getByRole('dialog').getByRole('link', { name: '지혜의 시간' }).click();
  await expect(page).toHaveURL(/\/articles$/);
}

test.describe('a first visit', () => {
  test.use({ freshVisitor: true, viewport: PHONE });

  test('gets the beta notice in the server HTML, hydrated as a modal without a mismatch; a returning visitor gets none', async ({
    page,
    request,
  }) => {
    // The server's HTML: with the notice for a browser without the cookie, without it for one with it.
    const first = await request.get('/job-browser', { headers: { cookie: '' } });
    expect(await first.text()).toMatch(/<dialog open="" [^>]*>.*진로의 시간은 베타 서비스예요/s);
    const returning = await request.get('/job-browser', { headers: { cookie: 'jinro_beta_seen=1' } });
    expect(await returning.text()).not.toContain(BETA);
    expect(String(returning.headers().vary)).toContain('cookie');

    const problems = consoleProblems(page);
    await page.goto('/job-browser');
    const notice = page.getByRole('dialog', { name: BETA });
    await expect(notice).toBeVisible();
    await hydrated(page);
    // Modal once hydrated: the focus is inside, and the page behind is inert.
    await expect.poll(() => notice.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await expect.poll(() => notice.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(problems).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'jinro_beta_seen')?.value).toBe('1');
    expect(await page.evaluate(() => localStorage.getItem('hasSeenBetaModal'))).toBe('true');

    // The next page view: the server leaves it out.
    const html = page.waitForResponse((response) => response.request().resourceType() === 'document');
    await page.reload();
    expect(await (await html).text()).not.toContain(BETA);
    await hydrated(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the beta notice can take you to the career test, and is not shown again', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: BETA });
    await expect(dialog).toBeVisible();
    await hydrated(page);
    await dialog.getByRole('button', { name: '지금 바로 진로 검사하러 가기' }).click();
    await expect(page).toHaveURL(/\/map$/);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('a first visit without JavaScript', () => {
  test.use({ freshVisitor: true, viewport: PHONE, javaScriptEnabled: false });

  test('reads the page: the beta notice, which it could not close, stays hidden', async ({ page }) => {
    await page.goto('/articles/burnout-signs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // In the HTML (the server cannot tell), but not shown.
    const notice = page.locator('dialog', { hasText: BETA });
    await expect(notice).toHaveCount(1);
    await expect(notice).toBeHidden();
  });
});

test.describe('a first visit in an in-app browser', () => {
  test.use({ freshVisitor: true, viewport: PHONE, userAgent: KAKAOTALK });

  test('the beta notice, then the in-app notice on the next page, never both at once', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: BETA })).toBeVisible();
    await hydrated(page);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.getByRole('button', { name: '나중에 할게요' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Not at once on the same page.
    await page.clock.runFor(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await goToArticles(page);
    const inApp = page.getByRole('dialog', { name: IN_APP });
    await expect(inApp).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await inApp.getByRole('button', { name: '확인했어요' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await page.clock.runFor(300);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The scrolling workaround for KakaoTalk keeps the visible height in a CSS variable.
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--app-height'))).toBe('844px');
  });
});

test.describe('a first visit on a desktop', () => {
  test.use({ freshVisitor: true, viewport: DESKTOP });

  test('the beta notice, then the welcome on the next page; it points to the side menu and hides after 3 s', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: BETA })).toBeVisible();
    await hydrated(page);
    await page.getByRole('button', { name: '나중에 할게요' }).click();
    await page.clock.runFor(500);
    await expect(page.getByRole('status').filter({ hasText: '환영해요' })).toHaveCount(0);

    await page.getByRole('navigation', { name: '바로가기 메뉴' }).getByRole('link', { name: '지혜의 시간' }).click();
    const welcome = page.getByRole('status').filter({ hasText: '환영해요' });
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText('왼쪽 바로가기 메뉴');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(welcome).toBeHidden({ timeout: 5_000 });
    await page.reload();
    await hydrated(page);
    await page.clock.runFor(300);
    await expect(page.getByRole('status').filter({ hasText: '환영해요' })).toHaveCount(0);
  });
});

test.describe('between 1024 and 1149 px, where there is no side menu', () => {
  test.use({ freshVisitor: true, viewport: { width: 1100, height: 800 } });

  test('the welcome points to the menu button instead', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'jinro_beta_seen', value: '1', url: baseURL ?? '' }]);
    await page.addInitScript(() => localStorage.setItem('hasSeenBetaModal', 'true'));
    await page.goto('/');
    const welcome = page.getByRole('status').filter({ hasText: '환영해요' });
    await expect(welcome).toContainText('왼쪽 위 메뉴 버튼');
    await expect(welcome).not.toContainText('바로가기 메뉴');
    await expect(page.getByRole('navigation', { name: '바로가기 메뉴' })).toHaveCount(0);
  });
});

test.describe('the feedback dialog', () => {
  test.use({ viewport: PHONE });

  test('not on the step-6 submitted page; on the recommendations page once the list is seen, once; 닫기 takes the focus', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const persona = PERSONAS.find((p) => p.id === 'software');
    if (!persona) throw new Error('software persona missing');
    const headers = { origin: baseURL ?? '' };
    await signIn(page, 'notices');
    for (const step of STEPS) {
      expect((await page.request.put(`/api/${step}`, { data: persona.answers[step], headers })).status()).toBe(200);
      expect((await page.request.post(`/api/${step}/submit`, { headers })).status()).toBe(200);
    }

    // Step 6's submitted page: all six are complete, and still no dialog.
    await page.clock.install();
    await page.goto('/jpref/submitted');
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The recommendations: not before the person has gone through their list.
    await page.goto('/job-rec');
    const list = page
      .getByRole('list')
      .filter({ has: page.getByRole('article') })
      .first();
    await expect(list.getByRole('article').first()).toBeVisible();
    await hydrated(page);
    await page.clock.runFor(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await list.getByRole('article').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);

    const dialog = page.getByRole('dialog', { name: FEEDBACK });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await dialog.getByRole('radio', { name: '네, 있었어요' }).check();
    await dialog.getByRole('radio', { name: '별 4개' }).check();
    await dialog.getByRole('button', { name: '의견 보내기' }).press('Enter');
    const thanks = page.getByRole('dialog', { name: '소중한 의견 고마워요' });
    await expect(thanks).toBeVisible();
    // The thank-you's own 닫기 (not the corner ×, whose text is the sign) has the focus.
    await expect(thanks.locator('button', { hasText: '닫기' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Once: the server says it was shown.
    await page.reload();
    await expect(list.getByRole('article').first()).toBeVisible();
    await list.getByRole('article').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await page.clock.runFor(1_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
