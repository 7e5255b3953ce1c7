import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { STEPS } from '../src/shared/contracts/assessments';
import { PERSONAS } from '../tests/personas/personas';
import { expect, PHONE, signIn, test } from './fixtures';

test.use({ viewport: PHONE });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('share a card with only some parts, open it anonymously, revoke it and get 404', async ({
  page,
  browser,
  baseURL,
  context,
}) => {
  test.setTimeout(120_000);
  const persona = PERSONAS.find((p) => p.id === 'software');
  if (!persona) throw new Error('software persona missing');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const headers = { origin: baseURL ?? '' };
  const email = await signIn(page, 'share');
  for (const step of STEPS) {
    expect((await page.request.put(`/api/${step}`, { data: persona.answers[step], headers })).status()).toBe(200);
    expect((await page.request.post(`/api/${step}/submit`, { headers })).status()).toBe(200);
  }
  // The feedback dialog opens after six steps; this journey is about sharing.
  expect((await page.request.post('/api/voc-feedback/update-modal-status', { headers })).status()).toBe(204);
  const report = (await (await page.request.get('/api/report')).json()).data;
  const valueLabels: string[] = report.steps.value.result.ranks.slice(0, 3).map((r: { label: string }) => r.label);
  const strengthLabels: string[] = report.steps.strength.result.top.slice(0, 3).map((c: { label: string }) => c.label);
  const interestWords: string[] = report.steps.interest.result.codeLabels;

  // On the report: choose the interest type and one job, nothing else.
  await page.goto('/myreport');
  await page.getByRole('button', { name: '결과 카드 공유하기' }).click();
  const dialog = page.getByRole('dialog', { name: '결과 카드 공유하기' });
  await expect(dialog).toBeVisible();
  for (const box of await dialog.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: /흥미 유형/ }).check();
  const jobBoxes = dialog.getByRole('group', { name: /추천 직업/ }).getByRole('checkbox');
  await expect(jobBoxes.first()).toBeVisible();
  const jobName = ((await jobBoxes.first().locator('xpath=..').innerText()) ?? '').trim();
  await jobBoxes.first().check();
  await dialog.getByRole('button', { name: '공유 링크 만들기' }).click();

  const made = page.getByRole('dialog', { name: '공유 링크를 만들었어요' });
  const url = (await made.getByTestId('share-url').innerText()).trim();
  expect(url).toMatch(/\/share\/[A-Za-z0-9_-]{22}$/);
  await made.getByRole('button', { name: '링크 복사하기' }).click();
  await expect(made.getByRole('status')).toHaveText('링크를 복사했어요. 원하는 곳에 붙여 넣어 주세요.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const download = page.waitForEvent('download');
  await made.getByRole('button', { name: '이미지 저장하기' }).click();
  expect((await download).suggestedFilename()).toBe('진로의-시간-결과-카드.png');
  await expect(made.getByRole('status')).toHaveText('카드 이미지를 저장했어요.');
  // This desktop Chromium has no share sheet: the button is offered only where there is one.
  await expect(made.getByRole('button', { name: '공유하기', exact: true })).toHaveCount(0);
  await made.getByRole('button', { name: '닫기', exact: true }).first().click();
  await expect(page.getByRole('button', { name: '결과 카드 공유하기' })).toBeFocused();

  // A stranger, not signed in, sees only what was chosen.
  const stranger = await browser.newContext({ viewport: PHONE });
  const visitor = await stranger.newPage();
  const answer = await visitor.goto(url);
  expect(answer?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`나의 흥미 유형: ${interestWords.join('·')}`);
  await expect(visitor.getByText(jobName, { exact: true })).toBeVisible();
  const text = await visitor.locator('main').innerText();
  for (const label of [...valueLabels, ...strengthLabels]) expect(text).not.toContain(label);
  expect(await visitor.content()).not.toContain(email);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // The head names the card, from what the page was rendered with (src/server/web/head.ts).
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `나의 흥미 유형: ${interestWords.join('·')} — 결과 카드 | 진로의 시간`,
  );
  await expect(visitor.locator('meta[property="og:description"]')).toHaveAttribute(
    'content',
    /나도 진로의 시간에서 가치관·강점·흥미를 알아보세요\.$/,
  );
  const image = await visitor.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(/\/og\/share\/[A-Za-z0-9_-]{22}\.png$/);
  const png = await visitor.request.get(new URL(image ?? '', url).pathname);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  await expect(visitor.getByRole('link', { name: '나도 검사해 보기' })).toHaveAttribute('href', '/map');
  await expectNoAxeViolations(visitor);

  // On 마이페이지 the owner sees the link and revokes it.
  await page.goto('/mypage');
  const links = page.getByRole('list', { name: '공유 중인 결과 카드' });
  await expect(links.getByRole('listitem')).toHaveCount(1);
  await links.getByRole('button', { name: '거둬들이기' }).click();
  await page
    .getByRole('dialog', { name: '이 링크를 거둬들일까요?' })
    .getByRole('button', { name: '거둬들이기' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: '링크를 거둬들였어요' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '공유 중인 결과 카드' })).toBeFocused();
  await expect(page.getByText('공유 중인 카드가 없어요.', { exact: false })).toBeVisible();

  // The link, and its image, are gone.
  const gone = await visitor.goto(url);
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: '잘못된 경로', level: 1 })).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', '결과 카드 | 진로의 시간');
  expect(await visitor.locator('meta[property="og:image"]').getAttribute('content')).not.toContain('/og/share/');
  expect((await visitor.request.get(new URL(image ?? '', url).pathname)).status()).toBe(404);
  await stranger.close();
});

test('on a phone with a share sheet, the link goes to navigator.share', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  // Chromium here has no share sheet; this stands in for a phone's, recording what it was given.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        (window as unknown as { sharedWith?: ShareData }).sharedWith = data;
      },
    });
  });
  const headers = { origin: baseURL ?? '' };
  await signIn(page, 'share-sheet');
  const persona = PERSONAS.find((p) => p.id === 'teacher');
  if (!persona) throw new Error('teacher persona missing');
  expect((await page.request.put('/api/value', { data: persona.answers.value, headers })).status()).toBe(200);
  expect((await page.request.post('/api/value/submit', { headers })).status()).toBe(200);

  await page.goto('/myreport');
  await page.getByRole('button', { name: '결과 카드 공유하기' }).click();
  const dialog = page.getByRole('dialog', { name: '결과 카드 공유하기' });
  // Only the value step is done: the other parts cannot be chosen.
  await expect(dialog.getByRole('checkbox', { name: /흥미 유형/ })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /중요하게 여기는 가치/ }).check();
  await dialog.getByRole('button', { name: '공유 링크 만들기' }).click();
  const made = page.getByRole('dialog', { name: '공유 링크를 만들었어요' });
  const url = (await made.getByTestId('share-url').innerText()).trim();
  await made.getByRole('button', { name: '공유하기', exact: true }).click();
  await expect(made.getByRole('status')).toHaveText('공유했어요.');
  const shared = await page.evaluate(() => (window as unknown as { sharedWith?: ShareData }).sharedWith);
  expect(shared).toEqual({ title: '나의 진로 카드', url });
});
