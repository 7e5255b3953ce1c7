import type { Page } from '@playwright/test';
import { expect, PHONE, signIn, test } from './fixtures';

test.use({ viewport: PHONE });

async function createRoadmapThroughApi(page: Page, baseURL: string | undefined, data: Record<string, string>) {
  const res = await page.request.post('/api/user-roadmap', { data, headers: { origin: baseURL ?? '' } });
  expect(res.status()).toBe(201);
}

test('a visitor is asked to log in on /roadmaps and can still see the sample', async ({ page }) => {
  await page.goto('/roadmaps');
  await expect(page.getByRole('heading', { name: '로그인이 필요해요' })).toBeVisible();
  await page.getByRole('link', { name: '로드맵 예시 보기' }).click();
  await expect(page).toHaveURL(/\/roadmap\/sample$/);
  await expect(page.getByRole('heading', { name: '소프트웨어 개발자', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: '마일스톤' }).getByRole('listitem')).toHaveCount(5);
});

test('create a roadmap from a job, complete missions, see XP and level change, undo', async ({ page }) => {
  await signIn(page, 'roadmap');
  await page.goto('/roadmaps');
  await expect(page.getByRole('heading', { name: '나의 로드맵', level: 1 })).toBeVisible();
  await expect(page.getByText('아직 로드맵이 없어요.')).toBeVisible();

  await page.getByLabel('직업으로 만들기').fill('데이터 분석');
  await page.getByRole('button', { name: '데이터 분석가 로드맵 만들기' }).click();
  await expect(page).toHaveURL(/\/roadmap\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: '데이터 분석가', level: 1 })).toBeVisible();
  await expect(page.getByText('레벨 1', { exact: true })).toBeVisible();
  await expect(page.getByText('경험치 0 / 50')).toBeVisible();
  await expect(page.getByText(/한 주\(월–일\)에 1일은 쉬어도 기록이 이어져요/)).toBeVisible();

  // The visible next step leads to the first mission.
  await page.getByRole('region', { name: '다음 할 일' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/milestone\/.+\/mission\/m-explore-001$/);
  await expect(page.getByText('다 했는지 알아보는 법')).toBeVisible();
  await page.getByLabel('소감 (선택)').fill('생각보다 재밌었어요');
  await page.getByRole('button', { name: '완료하기' }).click();
  await expect(page.getByText(/미션 완료! 경험치 \+10\./)).toBeVisible();
  await expect(page.getByText('경험치 10 / 50')).toBeVisible();
  await expect(page.getByRole('heading', { name: /완료했어요/ })).toBeVisible();
  await expect(page.getByText('생각보다 재밌었어요')).toBeVisible();

  // Two more missions (20 XP each) reach 50 XP: level 2.
  for (const xp of [30, 50]) {
    await page.locator('p', { hasText: '다음 할 일:' }).getByRole('link').click();
    await page.getByRole('button', { name: '완료하기' }).click();
    await expect(page.getByText(`경험치 ${xp} / ${xp === 50 ? 150 : 50}`)).toBeVisible();
  }
  // The level-up is celebrated (achievements.spec.ts follows the celebration itself).
  await expect(page.getByRole('region', { name: '축하해요' })).toContainText('이 로드맵이 레벨 2에 올랐어요.');
  const levelPanel = page.getByRole('region', { name: '이 로드맵의 레벨' });
  await expect(levelPanel.getByText('레벨 2', { exact: true })).toBeVisible();

  // Undo: the XP goes back, and with it the level.
  await page.getByRole('button', { name: '완료 되돌리기' }).click();
  await expect(page.getByText(/완료를 되돌렸어요/)).toBeVisible();
  await expect(levelPanel.getByText('레벨 1', { exact: true })).toBeVisible();
  await expect(page.getByText('경험치 30 / 50')).toBeVisible();

  await page.getByRole('link', { name: '데이터 분석가' }).first().click();
  await expect(page.getByText(/미션 2\/5 완료/)).toBeVisible();
});

test('reorder roadmaps with the keyboard, and delete one after confirming', async ({ page, baseURL }) => {
  await signIn(page, 'reorder');
  for (const title of ['첫째 로드맵', '둘째 로드맵', '셋째 로드맵']) {
    await createRoadmapThroughApi(page, baseURL, { title });
  }
  await page.goto('/roadmaps');
  const list = page.getByRole('list', { name: '내 로드맵, 순위대로' });
  const titles = list.getByRole('heading', { level: 2 });
  const ranks = list.getByText(/^\d+순위$/);
  await expect(titles).toHaveText(['첫째 로드맵', '둘째 로드맵', '셋째 로드맵']);

  await page.getByRole('button', { name: '셋째 로드맵 위로 옮기기' }).focus();
  await page.keyboard.press('Enter');
  await expect(titles).toHaveText(['첫째 로드맵', '셋째 로드맵', '둘째 로드맵']);
  await expect(page.getByText('‘셋째 로드맵’ 로드맵을 2순위로 옮겼어요.')).toBeVisible();
  // The keyboard stays on the moved roadmap: Enter again moves it once more.
  await expect(page.getByRole('button', { name: '셋째 로드맵 위로 옮기기' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(titles).toHaveText(['셋째 로드맵', '첫째 로드맵', '둘째 로드맵']);
  await expect(page.getByRole('button', { name: '셋째 로드맵 아래로 옮기기' })).toBeFocused();

  await page.reload();
  await expect(titles).toHaveText(['셋째 로드맵', '첫째 로드맵', '둘째 로드맵']);
  await expect(ranks).toHaveText(['1순위', '2순위', '3순위']);

  await page.getByRole('button', { name: '첫째 로드맵 지우기' }).click();
  const dialog = page.getByRole('dialog', { name: '로드맵을 지울까요?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '지우기' }).click();
  await expect(titles).toHaveText(['셋째 로드맵', '둘째 로드맵']);
  await expect(ranks).toHaveText(['1순위', '2순위']);
});

test('a job page link (?job=) makes the roadmap after one click', async ({ page }) => {
  await signIn(page, 'joblink');
  await page.goto(`/roadmaps?job=${encodeURIComponent('간호사')}`);
  await page.getByRole('button', { name: '‘간호사’ 로드맵 만들기' }).click();
  await expect(page).toHaveURL(/\/roadmap\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: '간호사', level: 1 })).toBeVisible();
  await expect(page.getByText('보건·의료')).toBeVisible();
});

test("open today's missions from the home shortcut", async ({ page, baseURL }) => {
  await signIn(page, 'daily');
  await createRoadmapThroughApi(page, baseURL, { jobName: '웹 개발자' });
  await page.goto('/');
  await page.getByRole('navigation', { name: '바로가기' }).getByRole('link', { name: '오늘의 미션' }).click();
  await expect(page).toHaveURL(/\/roadmap\/mission-market\/random$/);
  const daily = page.getByRole('region', { name: /오늘의 미션/ });
  await expect(daily.getByRole('listitem').first()).toBeVisible();
  const count = await daily.getByRole('article').count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(5);
  await expect(daily.getByText(/로드맵 ‘웹 개발자’의 다음 마일스톤 ‘직무 이해하기’에 도움이 돼요/)).toBeVisible();
  await expect(page.getByText(/맞춤 미션이에요/)).toBeVisible();

  await daily.getByRole('link', { name: /로드맵에서 하기$/ }).click();
  await expect(page).toHaveURL(/\/roadmap\/[0-9a-f-]{36}\/milestone\/.+\/mission\/m-/);
  await expect(page.getByRole('button', { name: '완료하기' })).toBeVisible();
});

test('search the mission market by 초성, with a count and an empty state, and add a mission', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'market');
  await createRoadmapThroughApi(page, baseURL, { title: '나만의 길' });
  await page.goto('/roadmap/mission-market');
  await page.getByRole('link', { name: /습관·웰빙/ }).click();
  await expect(page.getByRole('heading', { name: '미션 50개' })).toBeVisible();

  await page.goto('/roadmap/mission-market/search');
  await page.getByRole('searchbox', { name: '미션 검색' }).fill('ㅌㅈㅇㅅ');
  await page.getByRole('button', { name: '찾기' }).click();
  await expect(page.getByRole('heading', { name: /‘ㅌㅈㅇㅅ’ 검색 결과 \d+개/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: '타자 연습 15분 하고 타수 기록하기' })).toBeVisible();

  await page.getByRole('button', { name: '타자 연습 15분 하고 타수 기록하기 자세히 보기' }).click();
  await expect(page.getByText('다 했는지 알아보는 법')).toBeVisible();
  await page.getByLabel('마일스톤').selectOption({ index: 2 });
  await page.getByRole('button', { name: '내 로드맵에 담기' }).click();
  await expect(page.getByText(/‘나만의 길’의 ‘.+’에 담았어요\./)).toBeVisible();

  await page.getByRole('searchbox', { name: '미션 검색' }).fill('우주정거장수리');
  await page.getByRole('button', { name: '찾기' }).click();
  await expect(page.getByText('‘우주정거장수리’에 맞는 미션이 없어요.')).toBeVisible();
});

test("each roadmap page's tab names what it shows, after the data arrives and after each move", async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'titles');
  const created = await page.request.post('/api/user-roadmap', {
    data: { jobName: '간호사' },
    headers: { origin: baseURL ?? '' },
  });
  expect(created.status()).toBe(201);
  const roadmap = (await created.json()).data as {
    _id: string;
    title: string;
    nextStep: { milestoneTitle: string; missionTitle: string };
  };

  // A private roadmap: the server's head is generic, the app names it once it has the roadmap.
  await page.goto(`/roadmap/${roadmap._id}`);
  await expect(page).toHaveTitle(`${roadmap.title} — 나의 로드맵 | 진로의 시간`);
  await page.getByRole('region', { name: '다음 할 일' }).getByRole('link').click();
  await expect(page).toHaveTitle(`${roadmap.nextStep.missionTitle} — 미션 | 진로의 시간`);
  await page
    .getByRole('navigation', { name: '위치' })
    .getByRole('link', { name: roadmap.nextStep.milestoneTitle })
    .click();
  await expect(page).toHaveTitle(`${roadmap.nextStep.milestoneTitle} — 마일스톤 | 진로의 시간`);

  // A mission category from the server, then a sub-category shown by the app.
  const categories = (await (await page.request.get('/api/missions/categories')).json()).data as Array<{
    id: string;
    name: string;
    subs: Array<{ id: string; name: string }>;
  }>;
  const category = categories[0];
  const sub = category?.subs[0];
  if (!category || !sub) throw new Error('the mission market has no category');
  await page.goto(`/roadmap/mission-market/category/${category.id}`);
  await expect(page).toHaveTitle(`${category.name} 미션 — 미션 마켓 | 진로의 시간`);
  await page
    .getByRole('navigation', { name: '세부 분야' })
    .getByRole('link', { name: new RegExp(`^${sub.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\d+$`) })
    .click();
  await expect(page).toHaveTitle(`${sub.name} — ${category.name} 미션 | 진로의 시간`);
});
