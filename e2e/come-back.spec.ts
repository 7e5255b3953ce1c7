import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { STEPS } from '../src/shared/contracts/assessments';
import { DESKTOP, expect, hydrated, PASSWORD, PHONE, signIn, test, uniqueEmail } from './fixtures';
import { completeAllSteps, shareLinkId } from './route-urls';

/**
 * Issue 30, the journey's loose ends (items 1–6, 8 and 9; 7 is offline-holds.spec.ts), as a new person meets them on a phone
 * (390 × 844) unless the item says 1280 px.
 */

test.use({ viewport: PHONE });

const FEEDBACK = '여섯 단계를 모두 마쳤어요! 의견을 들려 주세요';
const BETA = '진로의 시간은 베타 서비스예요';

/** The recommendations list (the first list of cards on /job-rec). */
const recommendationList = (page: Page) =>
  page
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .first();

test.describe('1. /job-rec with all six steps done', () => {
  test('shows the top 10 with reasons folded, the rest on request, and asks for feedback without scrolling past the top 3', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'rec-top10');
    await completeAllSteps(page, baseURL, { feedbackAnswered: false });
    await page.clock.install();
    await page.goto('/job-rec');

    const list = recommendationList(page);
    const cards = list.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards).toHaveCount(10);

    // Reasons are folded: a disclosure per card opens them on demand.
    const first = cards.first();
    const why = first.getByText('추천 이유 보기');
    await expect(why).toBeVisible();
    await expect(first.getByRole('heading', { name: '이렇게 맞아요' })).toBeHidden();
    await why.click();
    await expect(first.getByRole('heading', { name: '이렇게 맞아요' })).toBeVisible();
    await why.click();

    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // Printed for the report (issue 30 asks for the height before and after).
    process.stdout.write(`/job-rec height at 390 px, six steps done, reasons folded: ${height} px\n`);

    // Not scrolled at all: the list has been on screen long enough for the feedback dialog.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The prompt loads on demand after the list; its 15 s start once it is in place (on 2 busy
    // cores the clock once ran on before it was, and its timer never fired).
    await expect(page.locator('[data-feedback-prompt]')).toBeAttached();
    await page.clock.runFor(15_000);
    const dialog = page.getByRole('dialog', { name: FEEDBACK });
    await expect(dialog).toBeVisible();

    // At 390 px the title's text (every line of it) stays clear of the × button.
    const overlaps = await dialog.evaluate((element) => {
      const heading = element.querySelector('h2');
      const close = element.querySelector('button[aria-label="닫기"]')?.getBoundingClientRect();
      if (!heading || !close) throw new Error('title or close button missing');
      const range = document.createRange();
      range.selectNodeContents(heading);
      return [...range.getClientRects()].some(
        (line) =>
          line.left < close.right && close.left < line.right && line.top < close.bottom && close.top < line.bottom,
      );
    });
    expect(overlaps).toBe(false);

    // Answered: the thank-you closes itself after 3 s and the keyboard goes back where it was when
    // the dialog opened by itself (the disclosure last used), not to <body>.
    await dialog.getByRole('radio', { name: '네, 있었어요' }).check();
    await dialog.getByRole('radio', { name: '별 4개' }).check();
    await dialog.getByRole('button', { name: '의견 보내기' }).click();
    await expect(page.getByRole('dialog', { name: '소중한 의견 고마워요' })).toBeVisible();
    await page.clock.runFor(3_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(why).toBeFocused();

    // The rest of the list on request.
    await page.getByRole('button', { name: /^더 보기/ }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(10);
    await expect(cards.nth(10).getByRole('link').first()).toBeFocused();
  });

  test('scrolling past the top 3 asks for feedback too', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await signIn(page, 'rec-scroll');
    await completeAllSteps(page, baseURL, { feedbackAnswered: false });
    await page.clock.install();
    await page.goto('/job-rec');
    const cards = recommendationList(page).getByRole('article');
    // Straight past them (as the End key would), without stopping on the third card.
    await cards.nth(8).scrollIntoViewIfNeeded();
    const dialog = page.getByRole('dialog', { name: FEEDBACK });
    await expect(dialog).toBeVisible();
    // Nothing had the keyboard when it opened by itself: closed, it goes to the page heading.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: '추천 직업' })).toBeFocused();
  });
});

test.describe('2. an unknown path', () => {
  test('answers 404 with the shell and a Korean way onward, rendered on the server', async ({ page, request }) => {
    const res = await request.get('/nonexistent/a/b');
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain('페이지를 찾을 수 없어요');
    expect(html).toContain('메뉴 열기');

    const response = await page.goto('/nonexistent/a/b');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('banner').getByRole('button', { name: '메뉴 열기' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: '홈으로 가기' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('3. log-in from a first list of the quick path', () => {
  // Both ways in: the list's own button with the login page's 회원가입, and the top bar's 로그인
  // with the top bar's 회원가입 (the report does not say which one it took).
  for (const via of ['the list’s button', 'the top bar'] as const) {
    test(`through sign-up lands back on /job-rec, via ${via}`, async ({ page }) => {
      test.setTimeout(60_000);
      // The quick path as a new visitor takes it: value cards, then interest cards, then the first list.
      await page.goto('/map');
      await page
        .getByRole('region', { name: '10분 안에 첫 추천 받기' })
        .getByRole('link', { name: '빠르게 시작하기' })
        .click();
      for (const step of ['value', 'interest']) {
        await expect(page).toHaveURL(`/inner-und/${step}/select`);
        const cards = page.locator('button[aria-pressed]');
        await expect(cards.first()).toBeVisible();
        for (let card = 0; card < 5; card += 1) await cards.nth(card * 3).click();
        await page.getByRole('button', { name: '다음', exact: true }).click();
        await expect(page).toHaveURL(`/inner-und/${step}/priority`);
        for (let card = 0; card < 3; card += 1)
          await page
            .getByRole('button', { name: /순위에 넣기$/ })
            .first()
            .click();
        await page.getByRole('button', { name: '제출하기', exact: true }).click();
        await expect(page).toHaveURL(`/inner-und/${step}/submitted`);
        if (step === 'value')
          await page
            .getByRole('region', { name: '첫 추천까지 한 단계 남았어요' })
            .getByRole('link', { name: '흥미 카드 고르기' })
            .click();
      }
      await page
        .getByRole('region', { name: '첫 추천이 준비됐어요' })
        .getByRole('link', { name: '첫 추천 보기' })
        .click();
      await expect(page).toHaveURL('/job-rec');
      await expect(page.getByText('첫 추천 · 초안')).toBeVisible();
      const start = via === 'the top bar' ? page.getByRole('banner') : page.getByRole('main');
      if (via === 'the top bar') await start.getByRole('link', { name: '로그인' }).click();
      else await page.getByRole('button', { name: '로그인하고 결과 저장하기' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await start.getByRole('link', { name: '회원가입' }).click();
      await expect(page).toHaveURL(/\/agree\?type=normal$/);
      await page.getByRole('checkbox', { name: '모두 동의해요' }).check();
      await page.getByRole('button', { name: '동의하고 계속하기' }).click();
      await expect(page).toHaveURL(/\/register$/);
      await page.getByLabel('이메일').fill(uniqueEmail('quick-return'));
      await page.getByRole('button', { name: '계속하기' }).click();
      await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
      await page.getByLabel('비밀번호 확인').fill(PASSWORD);
      await page.getByRole('button', { name: '가입하기' }).click();
      await expect(page).toHaveURL(/\/job-rec$/);
      await expect(page.getByRole('banner').getByRole('link', { name: '마이페이지' })).toBeVisible();
      // The answers moved into the new account: its own list, and still on /job-rec.
      await expect(recommendationList(page).getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('button', { name: '로그인하고 결과 저장하기' })).toHaveCount(0);
      await expect(page).toHaveURL(/\/job-rec$/);
    });
  }
});

test.describe('4. a stranger opening a shared card', () => {
  test.use({ freshVisitor: true });

  test('reads the card without the beta notice over it; the notice waits for the next page', async ({
    page,
    baseURL,
    request,
  }) => {
    test.setTimeout(60_000);
    const id = await shareLinkId(request, baseURL, false);
    const html = await (await request.get(`/share/${id}`, { headers: { cookie: '' } })).text();
    expect(html).not.toContain(BETA);

    await page.goto(`/share/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: '나도 검사해 보기' }).click();
    await expect(page).toHaveURL(/\/map$/);
    // The notice comes on the next page: the share page did not show it, nor drop it.
    await expect(page.getByRole('dialog', { name: BETA })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });
});

test.describe('5. the submitted pages once all six steps are done', () => {
  test('point to the results, never to a step already done', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await signIn(page, 'submitted-last');
    await completeAllSteps(page, baseURL, { feedbackAnswered: true });
    const bases: Record<(typeof STEPS)[number], string> = {
      value: '/inner-und/value',
      strength: '/inner-und/strength',
      interest: '/inner-und/interest',
      'trt-phys-cond': '/trt-phys-cond',
      kskill: '/kskill',
      jpref: '/jpref',
    };
    for (const step of STEPS) {
      await page.goto(`${bases[step]}/submitted`);
      const next = page.getByRole('region', { name: '다음으로' });
      await expect(next.getByRole('link', { name: '추천 직업 보기' }), step).toHaveAttribute('href', '/job-rec');
      await expect(page.getByRole('main')).not.toContainText('차례예요');
      await expect(next.getByRole('link', { name: /^다음 단계/ })).toHaveCount(0);
    }
  });
});

test.describe('6. a roadmap that fits its job', () => {
  test('서비스 기획자 gets planning milestones, not coding; 역사 연구원 explores without a Python exercise', async ({
    page,
  }) => {
    await signIn(page, 'roadmap-fit');
    const make = async (job: string) => {
      await page.goto(`/roadmaps?job=${encodeURIComponent(job)}`);
      await page.getByRole('button', { name: `‘${job}’ 로드맵 만들기` }).click();
      await expect(page).toHaveURL(/\/roadmap\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { name: job, level: 1 })).toBeVisible();
    };
    await make('서비스 기획자');
    await expect(page.getByText('서비스·게임 기획')).toBeVisible();
    const milestones = page.getByRole('list', { name: '마일스톤' });
    await expect(milestones.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(milestones).not.toContainText('코딩 기초 다지기');
    await expect(milestones).not.toContainText('개발자와 연결되기');

    await make('역사 연구원');
    await expect(page.getByText('인문·사회 연구')).toBeVisible();
    await page.getByRole('link', { name: '3단계 · 직접 탐구하기' }).click();
    const main = page.getByRole('main');
    await expect(main).toContainText('설문 만들어 10명 응답 받고 정리하기');
    await expect(main).not.toContainText('파이썬');
    await expect(main).not.toContainText('분리배출');
  });
});

test.describe('8. search', () => {
  test('finds 유튜버 from "youtuber", explains "돈 많이", and keeps 간호 and 프로그래머 to their jobs', async ({
    page,
  }) => {
    const results = page.locator('main article');
    await page.goto(`/job-browser?q=${encodeURIComponent('youtuber')}`);
    await expect(results.first()).toContainText('영상 크리에이터');

    await page.goto(`/job-browser?q=${encodeURIComponent('돈 많이')}`);
    await expect(page.getByRole('heading', { name: '수입으로는 아직 찾을 수 없어요' })).toBeVisible();

    await page.goto(`/job-browser?q=${encodeURIComponent('간호')}`);
    await expect(results.first()).toContainText('간호');
    await expect(page.getByRole('link', { name: '손해사정사' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '산업안전 관리자' })).toHaveCount(0);

    await page.goto(`/job-browser?q=${encodeURIComponent('프로그래머')}`);
    await expect(results.first()).toContainText('개발자');
    await expect(page.getByRole('link', { name: '보험계리사' })).toHaveCount(0);
  });
});

test.describe('9. words and focus', () => {
  test.describe('on a first visit', () => {
    test.use({ freshVisitor: true });

    test('Esc on the beta notice hands the keyboard to the page heading', async ({ page }) => {
      await page.goto('/job-browser');
      const notice = page.getByRole('dialog', { name: BETA });
      await expect(notice).toBeVisible();
      await hydrated(page);
      await expect.poll(() => notice.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
      await expect(notice.getByRole('button', { name: '지금 바로 진로 검사하러 가기' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(notice).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: '직업 탐색' })).toBeFocused();
    });
  });

  test('the login page says the spec’s message when the e-mail is emptied and left', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByLabel('이메일');
    await email.fill('someone');
    await email.fill('');
    await email.blur();
    await expect(email).toHaveAccessibleDescription('이메일을 입력해주세요.');
    await expect(page.getByRole('button', { name: '계속하기' })).toBeDisabled();
  });

  test('/job-browser says the number of jobs the catalog holds', async ({ page }) => {
    const catalog = JSON.parse(readFileSync('content/jobs/catalog.json', 'utf8')) as { jobs: unknown[] };
    await page.goto('/job-browser');
    const header = page.getByRole('main');
    await expect(header.getByText(`${catalog.jobs.length}개 직업을`, { exact: false })).toBeVisible();
    await expect(header).not.toContainText('약 200개');
  });

  test('/job-rec invites a visitor to the first list "10분 안에"', async ({ page }) => {
    await page.goto('/job-rec');
    await expect(page.getByRole('link', { name: '10분 안에 첫 추천 받기' })).toHaveAttribute('href', '/map');
  });

  test('the signed-in home at 1280 px has no target-size violation', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'home-target');
    await completeAllSteps(page, baseURL, { feedbackAnswered: true });
    // A home with everything in it: a roadmap, a dream list, today's missions.
    const headers = { origin: baseURL ?? '' };
    for (const jobName of ['소프트웨어 개발자', '간호사'])
      expect((await page.request.post('/api/user-roadmap', { data: { jobName }, headers })).ok()).toBe(true);
    for (const jobName of ['소프트웨어 개발자', '간호사', '데이터 엔지니어'])
      expect((await page.request.post('/api/my-job', { data: { jobName }, headers })).ok()).toBe(true);
    // With the side menu open and collapsed (64 px, icons only).
    const found: string[] = [];
    await page.goto('/');
    for (const isMenuOpen of ['true', 'false']) {
      await page.evaluate((open) => localStorage.setItem('isDesktopQuickMenuOpen', open), isMenuOpen);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      // At the top and scrolled down, where the floating 꿈 목록 button sits over the page.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 800) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
        found.push(
          ...results.violations.flatMap((violation) =>
            violation.nodes.map((node) => `${isMenuOpen} ${y}: ${node.target.join(' ')} ${node.failureSummary}`),
          ),
        );
      }
    }
    expect(found).toEqual([]);
  });
});
