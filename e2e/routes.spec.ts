import type { APIRequestContext, Page } from '@playwright/test';
import { type PageSubject, pageHead, routeMetaByPath } from '../src/shared/route-heads';
import { paths } from '../src/shared/route-paths';
import { formalEnding, PARTICLE_FALLBACK, SPEC_QUOTES } from '../tests/voice/patterns';
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

/**
 * What the API says about a detail page's subject, for the routes whose head names it from its
 * data; `null` when the subject does not exist, `undefined` for a route that takes no data.
 */
async function subjectOf(request: APIRequestContext, pattern: string): Promise<PageSubject | null | undefined> {
  const get = async (url: string) => {
    const res = await request.get(url);
    return res.ok() ? (await res.json()).data : null;
  };
  const categoryOf = async () => {
    const categories = (await get('/api/missions/categories')) as Array<{
      id: string;
      name: string;
      description: string;
      subs: Array<{ id: string; name: string }>;
    }>;
    return categories.find((category) => category.id === SAMPLE_PARAMS.categoryId);
  };
  switch (pattern) {
    case paths.job: {
      const job = await get(`/api/jobs/${encodeURIComponent(SAMPLE_PARAMS.jobName ?? '')}`);
      return job && { name: job.name, summary: job.summary };
    }
    case paths.article:
    case paths.story: {
      const piece = await get(`/api${pattern.replace(':id', SAMPLE_PARAMS.id ?? '')}`);
      return piece && { name: piece.title, summary: piece.summary };
    }
    case paths.missionCategory: {
      const category = await categoryOf();
      return category ? { name: category.name, summary: category.description } : null;
    }
    case paths.missionSubCategory: {
      const category = await categoryOf();
      const sub = category?.subs.find((candidate) => candidate.id === SAMPLE_PARAMS.subCategory);
      return category && sub ? { name: sub.name, parent: category.name } : null;
    }
    default:
      return undefined;
  }
}

/** The title and description a route's page should carry, from the shared table and the API. */
async function expectedHead(request: APIRequestContext, pattern: string) {
  const subject = await subjectOf(request, pattern);
  // A subject the API does not know: the route's generic head, not the URL's words.
  if (subject === null) return pageHead(pattern);
  return pageHead(pattern, SAMPLE_PARAMS, subject);
}

function concretePath(pattern: string): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(SAMPLE_PARAMS[name] ?? name));
}

/**
 * What the page says that breaks issue 19's "no (를), (는), (가), (와), (로) fallbacks on any page"
 * or issue 20's 해요체: its title, its description and every line of its text, as a visitor gets
 * them (the source scan in tests/voice covers the templates). The route's parameters are sample
 * words, so a page that joins a particle to one shows it here.
 */
async function voiceProblems(page: Page): Promise<string[]> {
  const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
  const lines = [await page.title(), description, ...(await page.locator('body').innerText()).split('\n')];
  return lines.filter(
    (line) => PARTICLE_FALLBACK.test(line) || (!SPEC_QUOTES.includes(line.trim()) && formalEnding(line) !== null),
  );
}

test.describe('every route', () => {
  for (const meta of routeMetaByPath.values()) {
    test(`${meta.path} loads with its title and description, naming its subject, in 해요체 without particle fallbacks`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
      });
      const head = await expectedHead(page.request, meta.path);
      await page.goto(concretePath(meta.path));
      await expect(page).toHaveTitle(head.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', head.description);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(errors).toEqual([]);
      expect(await voiceProblems(page)).toEqual([]);
    });
  }
});
