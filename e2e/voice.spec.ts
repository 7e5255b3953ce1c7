import { routeMetaByPath } from '../src/shared/route-heads';
import { formalEnding, PARTICLE_FALLBACK, SPEC_QUOTES } from '../tests/voice/patterns';
import { expect, test } from './fixtures';

/**
 * Issue 19's "no (를), (는), (가), (와), (로) fallbacks on any page" and issue 20's 해요체, on the
 * pages as a visitor gets them (the source scan in tests/voice covers the templates). A route's
 * parameters are sample words, so a page that joins a particle to one shows it here.
 */
const SAMPLE: Record<string, string> = { jobName: '간호사', fromJR: 'fromJR', id: 'sample', categoryId: 'self' };
const concrete = (pattern: string) =>
  pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(SAMPLE[name] ?? name));

test('every page speaks with the right particles and in 해요체', async ({ page }) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  for (const meta of routeMetaByPath.values()) {
    await page.goto(concrete(meta.path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    const lines = [await page.title(), description, ...(await page.locator('body').innerText()).split('\n')];
    for (const line of lines) {
      if (PARTICLE_FALLBACK.test(line)) problems.push(`${meta.path}: ${line}`);
      if (!SPEC_QUOTES.includes(line.trim()) && formalEnding(line)) problems.push(`${meta.path}: ${line}`);
    }
  }
  expect(problems).toEqual([]);
});
