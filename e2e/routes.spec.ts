import { routeMetaByPath } from '../src/client/app/route-meta';
import { formatTitle } from '../src/client/app/shell/use-page-meta';
import { expect, test } from './fixtures';

const SAMPLE_PARAMS: Record<string, string> = {
  fromJR: 'fromJR',
  jobName: '간호사',
  id: 'sample',
  roadmapId: 'sample-roadmap',
  milestoneTitle: '첫 마일스톤',
  missionId: 'm-self-001',
  categoryId: 'self',
  subCategory: 'reflect',
  username: 'someone',
  postid: 'post-1',
};

function concretePath(pattern: string): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(SAMPLE_PARAMS[name] ?? name));
}

test.describe('every route', () => {
  for (const meta of routeMetaByPath.values()) {
    test(`${meta.path} loads with its title and description`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
      });
      await page.goto(concretePath(meta.path));
      await expect(page).toHaveTitle(formatTitle(meta.title));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
