import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, holdRequests, PHONE, test, uniqueEmail } from './fixtures';

const PASSWORD = 'dream1234!';

/** An account made through the API, in a context of its own: the page stays logged out. */
async function registerAccount(request: APIRequestContext, baseURL: string | undefined): Promise<string> {
  const email = uniqueEmail('catalog');
  const response = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD },
    headers: { origin: baseURL ?? '' },
  });
  expect(response.status()).toBe(201);
  return email;
}

async function logInOnPage(page: Page, email: string) {
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('button', { name: '계속하기' }).click();
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test.describe('job browser', () => {
  test.use({ viewport: PHONE });

  test('searches as you type with 초성, keeps the query and industry in the URL, and Back works', async ({ page }) => {
    await page.goto('/job-browser');
    await expect(page.getByRole('heading', { level: 1, name: '직업 탐색' })).toBeVisible();
    // The real count, not "약 200개" (issue 30).
    await expect(page.getByText(/^(19[5-9]|2[0-4]\d|250)개 직업을 이름, 하는 일, 필요한 기술로/)).toBeVisible();
    await expect(page.getByText('약 200개')).toHaveCount(0);
    const count = page.getByRole('status').filter({ hasText: /^\d+개 직업$/ });
    await expect(count).toHaveText(/^(19[5-9]|2[0-4]\d|250)개 직업$/);
    // The cards arrive a screenful first, then the rest in short steps: all of them, in the end.
    const total = Number((await count.textContent())?.replace('개 직업', ''));
    await expect(page.locator('main article')).toHaveCount(total);

    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/jobs')) requests.push(request.url());
    });
    await page.getByLabel('직업 검색').pressSequentially('ㄱㅂㅈ');
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent('ㄱㅂㅈ')}$`));
    const results = page
      .getByRole('list')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .first();
    await expect(results.getByRole('link', { name: '소프트웨어 개발자' })).toBeVisible();
    await expect(results.getByRole('link', { name: '웹 개발자' })).toBeVisible();
    expect(requests, 'the search index once, when the box took the focus; no request per keystroke').toEqual([
      expect.stringMatching(/\/api\/jobs\/search-index$/),
    ]);

    await page.getByRole('button', { name: /^IT·소프트웨어/ }).click();
    await expect(page).toHaveURL(/industry=it/);
    await expect(page.getByRole('button', { name: /^IT·소프트웨어/ })).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(page).not.toHaveURL(/industry=/);
    await expect(page.getByLabel('직업 검색')).toHaveValue('ㄱㅂㅈ');

    await expectNoAxeViolations(page);
  });

  test('has every job in its HTML with only the catalog, and a search typed before the index came finds the last job', async ({
    page,
    request,
  }) => {
    const { data: catalog } = await (await request.get('/api/jobs/catalog')).json();
    const last: string = catalog.at(-1).name;
    const html = await (await request.get('/job-browser')).text();
    // Crawlable and complete without a script: every card, with its link.
    expect(html.match(/<article/g)).toHaveLength(catalog.length);
    expect(html).toContain(`href="/job-browser/${encodeURIComponent(last)}"`);
    // The state it starts from is the catalog, not the search index (three times its size).
    expect(html).toContain('getJobCatalog');
    expect(html).not.toContain('getJobSearchIndex');

    const releaseIndex = await holdRequests(page, '**/api/jobs/search-index');
    await page.goto('/job-browser');
    // The last card is a link the keyboard reaches, before any search.
    const lastCard = page.getByRole('link', { name: last, exact: true });
    await lastCard.focus();
    await expect(lastCard).toBeFocused();

    await page.getByLabel('직업 검색').fill(last);
    await expect(page.getByRole('status').filter({ hasText: '직업을 불러오는 중이에요' })).toBeVisible();
    releaseIndex();
    await expect(page.getByRole('status').filter({ hasText: /^\d+개 직업$/ })).toBeVisible();
    await expect(page.locator('main article').first()).toContainText(last);
    await page.getByRole('link', { name: last, exact: true }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: last })).toBeVisible();
  });

  test('finds what a person means: everyday words, and browsing by 계열 and education', async ({ page }) => {
    await page.goto(`/job-browser?q=${encodeURIComponent('코딩')}`);
    const results = page.locator('main article');
    await expect(results.first()).toContainText(/개발자/);
    await page.goto(`/job-browser?q=${encodeURIComponent('선생님')}`);
    await expect(results.first()).toContainText(/교사/);

    await page.goto('/job-browser');
    await page.getByLabel('학과 계열').selectOption('의약계열');
    await expect(page).toHaveURL(new RegExp(`field=${encodeURIComponent('의약계열')}`));
    await expect(page.getByRole('link', { name: '간호사', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '소프트웨어 개발자' })).toHaveCount(0);
    await page.getByLabel('보통 필요한 학력').selectOption('전문대졸');
    await expect(page).toHaveURL(new RegExp(`education=${encodeURIComponent('전문대졸')}`));
    await expect(page.getByRole('link', { name: '물리치료사' })).toBeVisible();
    await expect(page.getByRole('link', { name: '간호사', exact: true })).toHaveCount(0);
    await page.goBack();
    await expect(page.getByLabel('보통 필요한 학력')).toHaveValue('');
    await expect(page.getByRole('link', { name: '간호사', exact: true })).toBeVisible();
  });

  test('forgives a typo and suggests ways out of an empty result', async ({ page }) => {
    await page.goto(`/job-browser?q=${encodeURIComponent('간호서')}`);
    await expect(page.getByRole('link', { name: '간호사', exact: true })).toBeVisible();

    await page.goto(`/job-browser?q=${encodeURIComponent('우주해적선장')}`);
    await expect(page.getByRole('heading', { name: /에 맞는 직업을 찾지 못했어요/ })).toBeVisible();
    await expect(page.getByText(/초성으로도 찾을 수 있어요/)).toBeVisible();
    await page.getByRole('link', { name: '코딩', exact: true }).click();
    await expect(page.getByLabel('직업 검색')).toHaveValue('코딩');
    await expect(page.getByRole('link', { name: '소프트웨어 개발자' })).toBeVisible();
    await page.goto(`/job-browser?q=${encodeURIComponent('우주해적선장')}`);
    await page.getByRole('button', { name: '검색 조건 모두 지우기' }).click();
    await expect(page.getByLabel('직업 검색')).toHaveValue('');
    await expect(page.getByRole('link', { name: '간호사', exact: true })).toBeVisible();
  });
});

test.describe('job page', () => {
  test.use({ viewport: PHONE });

  test('shows the whole job with Korean labels, estimates marked, and the O*NET attribution', async ({ page }) => {
    await page.goto(`/job-browser/${encodeURIComponent('간호사')}`);
    await expect(page.getByRole('heading', { level: 1, name: '간호사' })).toBeVisible();
    for (const name of [
      '하는 일',
      '필요한 지식과 기술',
      '흥미 유형',
      '근무 환경 (진로의 시간 팀 추정)',
      '학력과 준비',
      '한국에서 이 일을 하려면',
      '분류와 출처',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText('진로의 시간 팀이 하는 일을 보고 추정한 값이에요', { exact: false })).toBeVisible();
    await expect(page.getByText('진로의 시간 팀이 일부 정보를 번역·수정했어요', { exact: false })).toBeVisible();
    await expect(page.getByText(/This page includes information from the O\*NET 29\.3 Database/)).toBeVisible();
    await expect(page.getByRole('link', { name: '로드맵 만들기' })).toHaveAttribute(
      'href',
      `/roadmaps?job=${encodeURIComponent('간호사')}`,
    );
    const korea = page.getByRole('region', { name: '한국에서 이 일을 하려면' });
    // Similar jobs (the former 관련 직업 section) are part of the Korean facts now.
    const similar = korea.getByRole('listitem').filter({ has: page.locator('a[href^="/job-browser/"]') });
    await expect(similar).toHaveCount(5);
    for (const site of ['커리어넷', '고용24']) {
      const link = korea.getByRole('link', { name: `${site}에서 찾아보기 (새 탭에서 열려요)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
      await expect(link).toHaveAttribute('href', new RegExp(encodeURIComponent('간호사')));
    }
    await expect(
      korea.getByRole('listitem').filter({ hasText: /국가데이터처 통계분류포털, 한국고용직업분류\(2025\)/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('한국에서 이 일을 하려면: majors by 계열 lead to the browser filtered by that major; a phone screenshot', async ({
    page,
  }, testInfo) => {
    // The web font applies from the second visit on (src/client/lib/web-font.ts): the screenshot shows it.
    await page.goto(`/job-browser/${encodeURIComponent('간호사')}`);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('webFontCached'))).toBe('true');
    await page.reload();
    const korea = page.getByRole('region', { name: '한국에서 이 일을 하려면' });
    await expect(korea.getByRole('heading', { level: 4, name: '의약계열' })).toBeVisible();
    await expect(korea.getByText('간호사 면허', { exact: true })).toBeVisible();
    await expect(korea.getByText('필수', { exact: true }).first()).toBeVisible();
    await expect(korea.getByText('진로의 시간 팀 정리 (2026년 11월 기준)')).toBeVisible();
    // The section reads on a 390 px phone without scrolling sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.evaluate(() => document.fonts.ready);
    // The section alone (a full-page capture of this tall page cost about 15 s on 2 busy cores).
    await korea.screenshot({ path: testInfo.outputPath('korea-facts-390.png') });

    await korea.getByRole('link', { name: '간호학과' }).click();
    await expect(page).toHaveURL(new RegExp(`/job-browser\\?major=${encodeURIComponent('간호학과')}$`));
    await expect(page.getByText('이어지는 직업')).toBeVisible();
    await expect(page.getByRole('link', { name: '간호사', exact: true })).toBeVisible();
    const count = page.getByRole('status').filter({ hasText: /^\d+개 직업$/ });
    await expect(count).not.toHaveText(/^(19[5-9]|2[0-4]\d|250)개 직업$/);
    await page.getByRole('button', { name: '학과 필터 풀기' }).click();
    await expect(page).not.toHaveURL(/major=/);
    await expectNoAxeViolations(page);
  });

  test('says plainly when a job does not exist', async ({ page }) => {
    await page.goto(`/job-browser/${encodeURIComponent('우주 해적')}`);
    await expect(page.getByRole('heading', { level: 1, name: '직업을 찾을 수 없어요' })).toBeVisible();
    await page.getByRole('link', { name: '직업 탐색으로 돌아가기' }).click();
    await expect(page).toHaveURL(/\/job-browser$/);
  });

  test('try this job: a day built from its tasks and three starter missions', async ({ page }) => {
    await page.goto(`/job-exp/${encodeURIComponent('간호사')}`);
    await expect(page.getByRole('heading', { level: 1, name: '간호사 체험하기' })).toBeVisible();
    await expect(page.getByText('하는 일을 바탕으로 구성한 하루예요', { exact: false })).toBeVisible();
    await expect(page.getByText('점심시간')).toBeVisible();
    await expect(
      page.getByRole('region', { name: '오늘 해 볼 미션 3가지' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(3);
  });
});

test.describe('dream list', () => {
  test.use({ viewport: PHONE });

  test('search ㄱㅂㅈ → open a job → log in to add it → see it in /my-job, add a custom job, reorder, edit, remove', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = await registerAccount(request, baseURL);

    await page.goto('/job-browser');
    await page.getByLabel('직업 검색').fill('ㄱㅂㅈ');
    // A card's link opens the job inside the app: the page is not loaded again.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: '소프트웨어 개발자' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '소프트웨어 개발자' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    // Anonymous: asked to log in, and brought back here afterwards.
    await page.getByRole('button', { name: '꿈 목록에 담기' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('loginRedirectPath'))).toBe(
      `/job-browser/${encodeURIComponent('소프트웨어 개발자')}`,
    );
    await logInOnPage(page, email);
    await expect(page.getByRole('heading', { level: 1, name: '소프트웨어 개발자' })).toBeVisible();

    await page.getByRole('button', { name: '꿈 목록에 담기' }).click();
    await expect(page.getByText('꿈 목록에 담았어요.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('이미 꿈 목록에 있는 직업이에요.')).toBeVisible();
    await page.getByRole('link', { name: '꿈 목록 보기' }).click();
    await expect(page).toHaveURL(/\/my-job$/);
    await expect(page.getByRole('heading', { level: 2, name: '소프트웨어 개발자' })).toBeVisible();

    // A custom job, with the form's Korean validation first.
    await page.getByRole('button', { name: '꿈 목록에 추가' }).click();
    await expect(page.getByLabel('꿈 직업 이름')).toHaveAccessibleDescription(/^꿈 직업 이름을 입력해 주세요\./);
    await expect(page.getByLabel('꿈 직업 이름')).toBeFocused();
    await page.getByLabel('꿈 직업 이름').fill('우주 정원사');
    await page.getByLabel('메모 (선택)').fill('달에서 식물을 키우고 싶어요.');
    await page.getByRole('button', { name: '꿈 목록에 추가' }).click();
    const items = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(items).toHaveCount(2);
    await expect(items.nth(1)).toContainText('나만의 직업');

    // Move it up with the keyboard; focus stays on the moved item's controls.
    await page.getByRole('button', { name: '우주 정원사 위로 옮기기' }).focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(0).getByRole('heading')).toHaveText(/우주 정원사/);
    await expect(page.getByRole('button', { name: '우주 정원사 아래로 옮기기' })).toBeFocused();
    await page.reload();
    await expect(items.nth(0).getByRole('heading')).toHaveText(/우주 정원사/);
    await expectNoAxeViolations(page);

    // The custom job's own page: edit the note, then remove it.
    await page.getByRole('link', { name: '우주 정원사' }).click();
    await expect(page).toHaveURL(new RegExp(`/my-job/custom/${encodeURIComponent('우주 정원사')}$`));
    await expect(page.getByRole('heading', { level: 1, name: '우주 정원사' })).toBeVisible();
    await page.getByRole('textbox', { name: '메모' }).fill('화성 흙부터 공부하기');
    await page.getByRole('button', { name: '메모 저장' }).click();
    await expect(page.getByText('메모를 저장했어요.')).toBeVisible();
    await page.getByRole('button', { name: '꿈 목록에서 빼기' }).click();
    await expect(page).toHaveURL(/\/my-job$/);
    await expect(items).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: '소프트웨어 개발자' })).toBeVisible();
  });

  test('an anonymous visitor is asked to log in and come back', async ({ page }) => {
    await page.goto('/my-job');
    await expect(page.getByRole('heading', { level: 1, name: '꿈 목록', exact: true })).toBeVisible();
    await page.getByRole('button', { name: '로그인하고 돌아오기' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('loginRedirectPath'))).toBe('/my-job');
  });
});

test.describe('on a 390px phone', () => {
  test.use({ viewport: PHONE });

  test('the job browser does not scroll sideways: its industry chips scroll inside their row', async ({ page }) => {
    await page.goto('/job-browser');
    const chips = page.getByRole('group', { name: /산업/ });
    await expect(chips.getByRole('button').first()).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBe(widths.viewport);
  });
});
