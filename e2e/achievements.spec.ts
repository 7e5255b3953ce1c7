import type { Page } from '@playwright/test';
import { expect, hydrated, PHONE, signIn, test } from './fixtures';

test.use({ viewport: PHONE });

async function registerWithRoadmap(page: Page, baseURL: string | undefined): Promise<string> {
  const headers = { origin: baseURL ?? '' };
  await signIn(page, 'play');
  const created = await page.request.post('/api/user-roadmap', { data: { jobName: '데이터 분석가' }, headers });
  expect(created.status()).toBe(201);
  return (await created.json()).data._id;
}

/** The CSS animation of the first element a locator finds ('none' when it has none). */
const animationOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).animationName);

test('a first mission is celebrated with its achievement, which then shows on 마이페이지', async ({
  page,
  baseURL,
}) => {
  const roadmapId = await registerWithRoadmap(page, baseURL);
  await page.goto(`/roadmap/${roadmapId}`);
  await page.getByRole('region', { name: '다음 할 일' }).getByRole('link').click();
  await expect(page.getByText('오늘 얻은 경험치 0 / 하루 100')).toBeVisible();
  // The mission names 고용24: it links there, in a new tab, and says so.
  const work24 = page.getByRole('link', { name: '고용24 (새 탭에서 열려요)' });
  await expect(work24).toHaveAttribute('href', 'https://www.work24.go.kr');
  await expect(work24).toHaveAttribute('target', '_blank');
  await page.getByRole('button', { name: '완료하기' }).click();

  // The celebration: in the polite live region, not a dialog, and it does not take the focus.
  const toast = page.getByRole('region', { name: '축하해요' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('새 업적을 얻었어요');
  await expect(toast).toContainText('첫 미션 완료');
  await expect(
    page.locator('[role="status"][aria-live="polite"]').getByRole('region', { name: '축하해요' }),
  ).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(toast.locator(':focus')).toHaveCount(0);
  expect(await animationOf(page, '[aria-label="축하해요"]')).not.toBe('none');
  await expect(page.getByText('오늘 얻은 경험치 10 / 하루 100')).toBeVisible();

  await toast.getByRole('link', { name: '마이페이지에서 업적 모두 보기' }).click();
  await expect(page).toHaveURL(/\/mypage$/);
  const earned = page.getByRole('list', { name: '얻은 업적' });
  await expect(earned.getByRole('listitem').filter({ hasText: '첫 미션 완료' })).toContainText('에 얻었어요');
  await expect(earned.getByRole('listitem').filter({ hasText: '첫 로드맵' })).toBeVisible();
  const ahead = page.getByRole('list', { name: '아직 얻지 않은 업적' });
  await expect(ahead.getByRole('listitem').filter({ hasText: '미션 10개' })).toContainText('지금 1 / 10');

  // Opened directly (rendered on the server, then hydrated), 마이페이지 shows them too.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('list', { name: '얻은 업적' }).getByText('첫 미션 완료')).toBeVisible();
});

test('the level-up moment keeps still when the person asks for reduced motion', async ({ page, baseURL }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const roadmapId = await registerWithRoadmap(page, baseURL);
  await page.goto(`/roadmap/${roadmapId}`);
  await page.getByRole('region', { name: '다음 할 일' }).getByRole('link').click();
  // 10 + 20 + 20 XP: level 2 on the third mission.
  for (let count = 0; count < 3; count++) {
    if (count > 0) await page.locator('p', { hasText: '다음 할 일:' }).getByRole('link').click();
    await page.getByRole('button', { name: '완료하기' }).click();
    await expect(page.getByRole('heading', { name: /완료했어요/ })).toBeVisible();
  }
  const toast = page.getByRole('region', { name: '축하해요' });
  await expect(toast).toContainText('레벨 업!');
  await expect(toast).toContainText('이 로드맵이 레벨 2에 올랐어요.');
  expect(await animationOf(page, '[aria-label="축하해요"]')).toBe('none');
  expect(
    await toast
      .locator('p')
      .first()
      .evaluate((element) => getComputedStyle(element).animationName),
  ).toBe('none');
  await toast.getByRole('button', { name: '닫기' }).click();
  await expect(toast).toHaveCount(0);
});
