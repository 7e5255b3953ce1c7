import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, PHONE, test } from './fixtures';

/**
 * Issue 29: the job page says "one of" and "required when …" as such, names the law of each 필수
 * and where the facts came from, and reads on a 390 × 844 phone without scrolling sideways.
 */
test.use({ viewport: PHONE });

async function openFacts(page: Page, job: string): Promise<Locator> {
  await page.goto(`/job-browser/${encodeURIComponent(job)}`);
  const korea = page.getByRole('region', { name: '한국에서 이 일을 하려면' });
  await expect(korea.getByRole('heading', { level: 3, name: '자격증과 면허' })).toBeVisible();
  return korea;
}

/** Nothing in the page is wider than the phone, and the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
    widest: Math.max(
      ...[...document.querySelectorAll('section[aria-labelledby="job-korea"] *')].map((element) =>
        Math.ceil(element.getBoundingClientRect().right),
      ),
    ),
  }));
  expect(widths.page).toBe(widths.viewport);
  expect(widths.widest).toBeLessThanOrEqual(widths.viewport);
}

test('응급구조사: "다음 중 하나" lists both licences, with the law, on a phone', async ({ page }) => {
  const korea = await openFacts(page, '응급구조사');
  const required = korea.getByRole('heading', { level: 4, name: '꼭 있어야 하는 자격' });
  await expect(required).toBeVisible();
  const choice = korea.getByRole('listitem').filter({ hasText: '다음 중 하나' });
  await expect(choice).toBeVisible();
  await expect(choice.getByRole('listitem')).toHaveText([
    '1급 응급구조사 (국가전문자격 · 보건복지부 (시험: 한국보건의료인국가시험원))',
    '2급 응급구조사 (국가전문자격 · 보건복지부 (시험: 한국보건의료인국가시험원))',
  ]);
  await expect(choice.getByText('필수', { exact: true })).toBeVisible();
  await expect(
    choice.getByText('근거: 응급의료에 관한 법률 제36조(응급구조사의 자격) · 제41조(응급구조사의 업무)'),
  ).toBeVisible();
  await expect(korea.getByRole('heading', { level: 3, name: '출처' })).toBeVisible();
  await expect(korea.getByRole('listitem').filter({ hasText: '한국고용직업분류(2025)' })).toHaveText(
    '국가데이터처 통계분류포털, 한국고용직업분류(2025) (2026-11-28 확인)',
  );
  await expect(korea.getByText('출처: 국가데이터처 통계분류포털, 한국고용직업분류(2025)')).toBeVisible();
  await expect(korea.getByText(/통계청/)).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});

test('화물차 운전기사 and 관광 가이드: conditional 필수 in words, sources with dates, on a phone', async ({ page }) => {
  const truck = await openFacts(page, '화물차 운전기사');
  const small = truck.getByRole('listitem').filter({ hasText: '1종 보통 운전면허' });
  await expect(small.getByText('조건부 필수', { exact: true })).toBeVisible();
  await expect(small.getByText('적재중량 12톤 미만 화물차를 몰 때 필수예요')).toBeVisible();
  const large = truck.getByRole('listitem').filter({ hasText: '1종 대형 운전면허' });
  await expect(large.getByText('적재중량 12톤 이상 화물차를 몰 때 필수예요')).toBeVisible();
  await expect(truck.getByText(/적재중량 12톤 미만 화물차는 1종 보통 운전면허로 몰 수 있고/)).toBeVisible();
  await expectNoSidewaysScroll(page);

  const guide = await openFacts(page, '관광 가이드');
  const licence = guide.getByRole('listitem').filter({ hasText: '관광통역안내사' }).first();
  await expect(licence.getByText('외국인 관광객을 안내할 때 필수예요')).toBeVisible();
  await expect(licence.getByText(/^근거: 관광진흥법 제38조 제1항/)).toBeVisible();
  const sources = guide.getByRole('heading', { level: 3, name: '출처' }).locator('xpath=following-sibling::ul[1]');
  await expect(sources.getByRole('listitem').filter({ hasText: '관광진흥법 (국가법령정보센터)' })).toContainText(
    '(2026-11-28 확인)',
  );
  await expect(sources.getByRole('link', { name: /관광진흥법 \(국가법령정보센터\)/ })).toHaveAttribute(
    'href',
    'https://www.law.go.kr/법령/관광진흥법',
  );
  await expectNoSidewaysScroll(page);

  const results = await new AxeBuilder({ page })
    .include('section[aria-labelledby="job-korea"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test("동물보건사, one of issue 28's new jobs: its licence, the law, the way in and dated sources, on a phone", async ({
  page,
}) => {
  const korea = await openFacts(page, '동물보건사');
  const licence = korea.getByRole('listitem').filter({ hasText: '근거: 수의사법 제16조의2' });
  await expect(licence.getByText('동물보건사', { exact: true })).toBeVisible();
  await expect(licence.getByText('필수', { exact: true })).toBeVisible();
  await expect(licence.getByText('국가전문자격 · 농림축산식품부')).toBeVisible();
  await expect(korea.getByRole('heading', { level: 3, name: '관련 학과' })).toBeVisible();
  await expect(korea.getByRole('link', { name: '동물보건과' })).toBeVisible();
  await expect(korea.getByText('전문대졸', { exact: true })).toBeVisible();
  await expect(
    korea.getByText(/^농림축산식품부의 평가인증을 받은 전문대학 이상의 동물 간호 관련 학과를 졸업하고/),
  ).toBeVisible();
  const sources = korea.getByRole('heading', { level: 3, name: '출처' }).locator('xpath=following-sibling::ul[1]');
  await expect(sources.getByRole('link', { name: /찾기쉬운 생활법령정보/ })).toHaveAttribute(
    'href',
    'https://easylaw.go.kr/CSP/NtcRetrieve01.laf?topMenu=introUl10&ntcSeq=1239&targetRow=31',
  );
  await expect(sources.getByRole('listitem').filter({ hasText: '수의사법 (국가법령정보센터)' })).toContainText(
    '(2026-11-28 확인)',
  );
  await expectNoSidewaysScroll(page);
});
