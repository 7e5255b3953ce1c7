import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, holdRequests, hydrated, PHONE, test } from './fixtures';

test.use({ viewport: PHONE });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test.describe('지혜의 시간', () => {
  test('reads an article from the list, with its sources and the way to the next one', async ({ page }) => {
    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 1, name: '지혜의 시간' })).toBeVisible();
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(20);
    await expect(cards.first()).toContainText('분 읽기');
    await expectNoAxeViolations(page);

    // An older article, so it has both neighbours, and one with sources with and without an address.
    await page.getByRole('navigation', { name: '글 분류' }).getByRole('link', { name: '자기이해' }).click();
    const title = '여섯 가지 흥미 유형, RIASEC으로 나를 읽어요';
    await page.getByRole('link', { name: title }).click();

    await expect(page).toHaveURL(/\/articles\/understanding-riasec$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | 진로의 시간`);
    const sources = page.getByRole('region', { name: '참고한 자료' });
    await expect(sources.getByRole('listitem')).toHaveCount(5);
    await expect(sources.getByText(/^Holland, J\. L\. \(1997\)/)).toBeVisible();
    await expect(sources.getByRole('link', { name: /O\*NET Resource Center/ })).toHaveAttribute('target', '_blank');
    await expect(sources.getByRole('link', { name: /O\*NET Resource Center/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    const body = page.getByRole('article');
    await expect(body.locator('h2[id^="section-"]').first()).toBeVisible();
    // Typography for long reading: 17px or more, line height about 1.75.
    const prose = await body
      .locator('p')
      .nth(2)
      .evaluate((p) => {
        const style = getComputedStyle(p);
        return { fontSize: style.fontSize, lineHeight: style.lineHeight };
      });
    expect(Number.parseFloat(prose.fontSize)).toBeGreaterThanOrEqual(17);
    expect(Number.parseFloat(prose.lineHeight) / Number.parseFloat(prose.fontSize)).toBeGreaterThanOrEqual(1.7);
    await expectNoAxeViolations(page);

    const neighbours = page.getByRole('navigation', { name: '이전 글과 다음 글' });
    await neighbours.getByRole('link', { name: /다음 글/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title);
    await page.getByRole('link', { name: '글 목록으로 돌아가기' }).click();
    await expect(page).toHaveURL(/\/articles$/);
  });

  test('filters by category in the address, and Back undoes it', async ({ page }) => {
    await page.goto('/articles');
    const filter = page.getByRole('navigation', { name: '글 분류' });
    await filter.getByRole('link', { name: '진로 오해' }).click();
    await expect(page).toHaveURL(/\/articles\?category=myths$/);
    await expect(filter.getByRole('link', { name: '진로 오해' })).toHaveAttribute('aria-current', 'true');
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) await expect(card).toContainText('진로 오해');

    await page.reload();
    await expect(cards).toHaveCount(6);

    await page.goBack();
    await expect(page).toHaveURL(/\/articles$/);
    await expect(filter.getByRole('link', { name: '전체' })).toHaveAttribute('aria-current', 'true');
    await expect(cards).toHaveCount(20);
    await page.getByRole('button', { name: '글 더 보기' }).click();
    await expect(cards).not.toHaveCount(20);
    await expect(page.getByRole('button', { name: '글 더 보기' })).toBeHidden();
  });

  test.describe('with the page still loading its code', () => {
    /** The list filtered by a category in the app (a move inside the document), ready to reload. */
    async function filterByCategory(page: Page) {
      await page.goto('/articles');
      await page.getByRole('navigation', { name: '글 분류' }).getByRole('link', { name: '진로 오해' }).click();
      await expect(page).toHaveURL(/\/articles\?category=myths$/);
    }

    /** Back landed on the whole list, and the app shows it. */
    async function expectWholeList(page: Page) {
      await expect(page).toHaveURL(/\/articles$/);
      await hydrated(page);
      const cards = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2 }) });
      await expect(cards).toHaveCount(20);
      await expect(
        page.getByRole('navigation', { name: '글 분류' }).getByRole('link', { name: '전체' }),
      ).toHaveAttribute('aria-current', 'true');
    }

    test('goes Back when Back is pressed before the reloaded page is ready', async ({ page }) => {
      await filterByCategory(page);
      // A slow phone: React has begun hydrating the reloaded page, in slices, and Back comes before
      // it is done.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      // On a busy machine React can still finish between two polls; then the moment was missed, not
      // failed, and the page is reloaded again (at most three times) until Back comes mid-hydration.
      for (let attempt = 1; ; attempt++) {
        await page.reload({ waitUntil: 'commit' });
        await page.waitForFunction(() =>
          Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
        );
        if ((await page.evaluate(() => document.documentElement.dataset.hydrated)) === undefined) break;
        expect(attempt, 'hydration was over before Back could be pressed, three times').toBeLessThan(3);
      }
      await page.goBack({ waitUntil: 'commit' });
      await expect(page).toHaveURL(/\/articles$/);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await expectWholeList(page);
    });

    test.describe('before any of its code has run', () => {
      // The service worker would serve the page's code from its cache, where the test cannot hold it.
      test.use({ serviceWorkers: 'block' });

      test('renders the address Back went to, without a failed hydration', async ({ page }) => {
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        await filterByCategory(page);
        // The list page's own module is held: the app waits for it before it hydrates.
        const release = await holdRequests(page, '**/assets/articles-*.js');
        await page.reload({ waitUntil: 'commit' });
        await page.waitForLoadState('domcontentloaded');
        await page.goBack({ waitUntil: 'commit' });
        await expect(page).toHaveURL(/\/articles$/);
        release();
        await expectWholeList(page);
        expect(errors).toEqual([]);
      });
    });
  });

  test('says plainly when an article does not exist', async ({ page }) => {
    await page.goto('/articles/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: '글을 찾을 수 없어요' })).toBeVisible();
    await page.getByRole('link', { name: '글 목록 보기' }).click();
    await expect(page).toHaveURL(/\/articles$/);
  });

  test('reads a behind-the-scenes story', async ({ page }) => {
    await page.goto('/stories');
    await expect(page.getByRole('heading', { level: 1, name: '만드는 이야기' })).toBeVisible();
    const first = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    const title = (await first.textContent()) ?? '';
    await first.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('article').locator('p').nth(3)).toBeVisible();
  });
});

test.describe('policy pages', () => {
  for (const [path, title] of [
    ['/privacy-policy', '개인정보 처리방침'],
    ['/service-terms', '서비스 이용약관'],
  ] as const) {
    test(`${path} shows its version, effective date and a working table of contents`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/버전 v\d/)).toBeVisible();
      await expect(page.getByText(/시행일 \d{4}년 \d{1,2}월 \d{1,2}일/)).toBeVisible();
      const toc = page.getByRole('navigation', { name: '목차' });
      const entries = toc.getByRole('link');
      expect(await entries.count()).toBeGreaterThan(2);

      const third = entries.nth(2);
      const heading = (await third.textContent()) ?? '';
      await third.click();
      await expect(page).toHaveURL(/#section-3$/);
      await expect(page.locator('#section-3')).toHaveText(heading);
      await expect(page.locator('#section-3')).toBeInViewport();
      await expectNoAxeViolations(page);
    });
  }

  test('are linked from the home footer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: '개인정보 처리방침' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '개인정보 처리방침' })).toBeVisible();
  });
});

test.describe('고객의 목소리', () => {
  test('validates inline and on submit, then sends and says what happens next', async ({ page }) => {
    await page.goto('/voc');
    await expect(page.getByRole('heading', { level: 1, name: '고객의 목소리' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: '의견 보내기' }).click();
    // The errors name themselves on their fields (and are said once, politely, with focus on the first).
    await expect(page.getByLabel('의견 종류')).toHaveAccessibleDescription('의견 종류를 골라 주세요.');
    await expect(page.getByLabel('내용')).toHaveAccessibleDescription(/^내용을 입력해 주세요\./);
    await expect(
      page.getByRole('status').filter({ hasText: '의견 종류를 골라 주세요. 내용을 입력해 주세요.' }),
    ).toHaveCount(1);
    await expect(page.getByLabel('의견 종류')).toBeFocused();

    await page.getByLabel('의견 종류').selectOption({ label: '기능 제안' });
    await expect(page.getByLabel('의견 종류')).not.toHaveAttribute('aria-invalid');
    const message = page.getByLabel('내용');
    await message.fill('짧아요');
    await expect(message).toHaveAccessibleDescription(/^내용을 10자 이상 적어 주세요\./);
    await expect(page.getByText('3 / 2,000자')).toBeVisible();
    await message.fill('직업 탐색 화면에서 관심 직업을 비교하는 기능이 있으면 좋겠어요.');
    await expect(message).not.toHaveAttribute('aria-invalid');
    await expect(page.getByText('36 / 2,000자')).toBeVisible();

    const email = page.getByLabel('답장 받을 이메일');
    await email.fill('not-an-email');
    await email.blur();
    await expect(email).toHaveAccessibleDescription(/^올바른 이메일 형식이 아닙니다\./);
    await expect(page.getByText(/90일이 지나면 저절로 지워져요/)).toBeVisible();
    await email.fill('reader@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');

    await page.getByRole('button', { name: '의견 보내기' }).click();
    const done = page.getByRole('heading', { name: '의견을 잘 받았어요. 고마워요!' });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    await expect(page.getByText('답장이 필요한 내용이면 남겨 주신 이메일로 연락드릴게요.')).toBeVisible();
    await expect(page.getByText(/접수 번호 [0-9a-f]{8}/)).toBeVisible();

    await page.getByRole('button', { name: '의견 하나 더 보내기' }).click();
    await expect(page.getByLabel('내용')).toHaveValue('');
  });

  test('cannot be filled or sent before the page is ready, so nothing written is lost', async ({ page }) => {
    // Hold the app's scripts back: the page shows its server HTML, with no handlers yet.
    const release = await holdRequests(page, '**/assets/*.js');
    await page.goto('/voc', { waitUntil: 'commit' });
    const message = page.getByLabel('내용');
    const send = page.getByRole('button', { name: '의견 보내기' });
    await expect(message).toBeDisabled();
    await expect(send).toBeDisabled();
    // A press on the button does not submit the form natively (reloading the page) either.
    await send.click({ force: true });
    await expect(page).toHaveURL(/\/voc$/);

    release();
    await hydrated(page);
    await message.fill('로드맵 화면에서 미션 완료 버튼이 눌리지 않아요.');
    await expect(page.getByText('27 / 2,000자')).toBeVisible();
    await expect(send).toBeEnabled();
  });

  test('keeps what was written and says what to do when the network fails', async ({ page }) => {
    await page.goto('/voc');
    await page.getByLabel('의견 종류').selectOption({ label: '오류 신고' });
    await page.getByLabel('내용').fill('로드맵 화면에서 미션 완료 버튼이 눌리지 않아요.');
    await page.route('**/api/voc', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: '의견 보내기' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: '인터넷 연결을 확인하고 다시 시도해 주세요.' }),
    ).toBeVisible();
    await expect(page.getByLabel('내용')).toHaveValue('로드맵 화면에서 미션 완료 버튼이 눌리지 않아요.');
    await expect(page.getByRole('button', { name: '의견 보내기' })).toBeEnabled();

    await page.unroute('**/api/voc');
    await page.getByRole('button', { name: '의견 보내기' }).click();
    await expect(page.getByRole('heading', { name: '의견을 잘 받았어요. 고마워요!' })).toBeVisible();
    await expect(page.getByText(/이메일을 남기지 않으셔서/)).toBeVisible();
  });
});

test.describe('/ad', () => {
  test('counts down out loud and continues to next on its own', async ({ page }) => {
    await page.goto('/ad?next=/stories');
    await expect(page.getByRole('heading', { level: 1, name: '광고 안내' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '5초가 지나면 보던 곳으로 이동해요.' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^[1-5]초$/);
    await expect(page.getByText(/다른 회사의 광고는 싣지 않아요/)).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page).toHaveURL(/\/stories$/, { timeout: 8_000 });
    // Replaced, not pushed: Back does not return to the notice.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/ad/);
  });

  test('the skip button takes focus first and works from the keyboard', async ({ page }) => {
    await page.goto('/articles');
    await page.goto('/ad?next=/articles%3Fcategory%3Dmyths');
    const skip = page.getByRole('button', { name: '바로 이동하기' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/articles\?category=myths$/);
  });

  test('can be paused, and never continues to another site', async ({ page }) => {
    await page.clock.install();
    await page.goto('/ad?next=//evil.example/phish');
    await expect(page.getByRole('button', { name: '바로 이동하기' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: '잠깐 멈추기' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('timer')).toHaveText('멈춤');
    // Well past the countdown, at once: paused, it stays.
    await page.clock.runFor(10_000);
    await expect(page).toHaveURL(/\/ad\?/);
    await page.getByRole('button', { name: '바로 이동하기' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});
