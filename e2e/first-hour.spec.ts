import type { Page } from '@playwright/test';
import { STEPS } from '../src/shared/contracts/assessments';
import { PERSONAS } from '../tests/personas/personas';
import { expect, hydrated, PHONE, signIn, test } from './fixtures';

/**
 * Issue 19 (first hour): once the six steps are done, the home is the person's own (their #1
 * job and today's missions, not "진로 검사 시작하기"), and the report opens on a summary that a
 * phone shows on its first screen.
 */
test.use({ viewport: PHONE });

/** A new account that has finished all six steps as a persona, and has a roadmap from its #1 job. */
async function finishTheTest(page: Page, baseURL: string | undefined): Promise<string> {
  const headers = { origin: baseURL ?? '' };
  await signIn(page, 'first-hour');
  const persona = PERSONAS.find((p) => p.id === 'software');
  if (!persona) throw new Error('software persona missing');
  for (const step of STEPS) {
    const saved = await page.request.put(`/api/${step}`, { data: persona.answers[step], headers });
    expect(saved.status(), `${step}: ${await saved.text()}`).toBe(200);
    const submitted = await page.request.post(`/api/${step}/submit`, { headers });
    expect(submitted.status(), `${step}: ${await submitted.text()}`).toBe(200);
  }
  // The feedback dialog is another journey's (assessments.spec.ts); here it has been answered.
  expect((await page.request.post('/api/voc-feedback/update-modal-status', { headers })).status()).toBe(204);

  const recommendations = await page.request.get('/api/job-rec?limit=1');
  const first = ((await recommendations.json()) as { data: { job: { name: string } }[] }).data[0]?.job.name;
  if (!first) throw new Error('no recommendation after six steps');
  const roadmap = await page.request.post('/api/user-roadmap', { data: { jobName: first }, headers });
  expect(roadmap.status(), await roadmap.text()).toBe(201);
  return first;
}

test("after the six steps, home names the #1 job and today's missions, and one tap completes one", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const topJob = await finishTheTest(page, baseURL);

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  // Server-rendered with the person's data: the headline is there before any script runs.
  const headline = page.getByRole('heading', { level: 1 });
  await expect(headline).toContainText(topJob);
  await expect(headline).toContainText('가장 잘 맞아요');
  await expect(page.getByRole('link', { name: '진로 검사 시작하기' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '추천 직업 모두 보기' }).first()).toBeVisible();

  const missions = page.getByRole('region', { name: '오늘의 미션' });
  await expect(missions.getByRole('listitem').first()).toBeVisible();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // It hydrates cleanly and asks for none of the person's data again: the HTML carried it.
  expect(problems).toEqual([]);
  expect(asked.filter((path) => /^\/api\/(report|job-rec|missions\/daily|my-job|user-roadmap)/.test(path))).toEqual([]);

  const complete = missions.getByRole('button', { name: /완료하기$/ }).first();
  const label = (await complete.getAttribute('aria-label')) ?? '';
  const title = label.replace(/ 완료하기$/, '');
  const growth = page.getByRole('region', { name: '나의 성장' });
  await expect(growth).toContainText('경험치0');
  await complete.click();
  await expect(missions.getByRole('status').filter({ hasText: '완료했어요' })).toContainText(`‘${title}’`);
  await expect(missions.getByRole('button', { name: `${title} 완료 되돌리기` })).toBeVisible();
  // Its XP shows in the growth part at once (the roadmap's cache tag).
  await expect(growth).not.toContainText('경험치0');
  await expect(growth).toContainText('연속 기록1일');
});

test('on a phone, the report opens on a summary with the #1 job on the first screen', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const topJob = await finishTheTest(page, baseURL);

  await page.goto('/myreport');
  const summary = page.getByRole('region', { name: '한눈에 보기' });
  const firstJob = summary.getByRole('list', { name: '추천 직업 상위 3개' }).getByRole('listitem').first();
  await expect(firstJob).toContainText(topJob);
  await expect(summary.getByRole('list', { name: '추천 직업 상위 3개' }).getByRole('listitem')).toHaveCount(3);
  await expect(summary).toContainText('흥미 유형');

  // The whole summary, #1 job included, is within the first screen (390 × 844) without scrolling.
  const jobBox = await firstJob.boundingBox();
  const summaryBox = await summary.boundingBox();
  if (!jobBox || !summaryBox) throw new Error('the summary is not laid out');
  expect(jobBox.y).toBeGreaterThanOrEqual(0);
  expect(jobBox.y + jobBox.height).toBeLessThanOrEqual(PHONE.height);
  expect(summaryBox.y + summaryBox.height).toBeLessThanOrEqual(PHONE.height);

  // The details are folded below; the summary and the first of them fit in three screens.
  const firstDetails = page.locator('details').first();
  await expect(firstDetails).not.toHaveAttribute('open');
  const detailsBox = await firstDetails.boundingBox();
  if (!detailsBox) throw new Error('the details are not laid out');
  expect(detailsBox.y + detailsBox.height).toBeLessThanOrEqual(3 * PHONE.height);

  // Opened with a tap, a step's scores read as words, not bare numbers.
  await hydrated(page);
  await firstDetails.locator('summary').click();
  await expect(firstDetails).toHaveAttribute('open');
  await expect(firstDetails.getByRole('table', { name: /흥미 유형별 관심 정도/ })).toBeVisible();
  await expect(firstDetails.getByRole('table', { name: /흥미 유형별 관심 정도/ })).not.toContainText(/\d/);
});
