import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getJobCatalog } from '../../src/server/modules/jobs/catalog';
import { createTestApp, type TestApp } from '../../src/server/test/test-app';

/**
 * The built web app rendered on the server (`dist/web` and `dist/ssr`, so after `npm run build`):
 * a page's HTML has the page with its data, and the state the browser's store starts from.
 */
const webRoot = path.resolve(import.meta.dirname, '../../dist/web');
let t: TestApp;

beforeAll(async () => {
  if (!existsSync(path.resolve(webRoot, '../ssr/entry-server.js'))) throw new Error('run `npm run build` first');
  t = await createTestApp({ webRoot });
});

afterAll(async () => {
  await t.close();
});

/** The RTK Query cache entry of `endpoint` in the page's state. */
function cached(html: string, endpoint: string): unknown[] {
  const json = /<script type="application\/json" id="server-state">(.*?)<\/script>/s.exec(html)?.[1];
  const state = JSON.parse(json ?? 'null') as {
    api: { queries: Record<string, { endpointName: string; data: unknown }> };
  };
  return Object.values(state.api.queries)
    .filter((query) => query.endpointName === endpoint)
    .map((query) => query.data);
}

describe('a job page rendered on the server', () => {
  it('has the job in its <h1> and its data in the state the browser starts from', async () => {
    const res = await t.app.inject({ url: `/job-browser/${encodeURIComponent('간호사')}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<h1 id="job-title"[^>]*>간호사<\/h1>/);
    const job = (await t.app.inject({ url: `/api/jobs/${encodeURIComponent('간호사')}` })).json().data;
    expect(cached(res.body, 'getJob')).toEqual([job]);
    // Its tasks are in the HTML, for readers without JavaScript and for search engines.
    expect(res.body).toContain(job.tasks[0].text);
  });

  it("names the job in its head from the render's own data: the job is looked up once", async () => {
    const lookup = vi.spyOn(getJobCatalog(), 'findByName');
    try {
      const res = await t.app.inject({ url: `/job-browser/${encodeURIComponent('요리사')}` });
      expect(res.body).toContain('<title>요리사 — 하는 일과 필요한 능력 | 진로의 시간</title>');
      const occupation = JSON.parse(
        /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)?.[1] ?? 'null',
      );
      expect(occupation).toMatchObject({ '@type': 'Occupation', name: '요리사' });
      // The API's lookup for the render's data; a second one would be the head's own.
      expect(lookup.mock.calls.filter(([name]) => name === '요리사')).toHaveLength(1);
    } finally {
      lookup.mockRestore();
    }
  });

  it('answers 404 for a job that does not exist, with a page that says so', async () => {
    const res = await t.app.inject({ url: `/job-browser/${encodeURIComponent('없는직업이에요')}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('없는직업이에요');
  });
});

describe('an article rendered on the server', () => {
  it('has its title, its text and its data', async () => {
    const res = await t.app.inject({ url: '/articles/burnout-signs' });
    expect(res.statusCode).toBe(200);
    const article = (await t.app.inject({ url: '/api/articles/burnout-signs' })).json().data;
    expect(res.body).toContain(`>${article.title}</h1>`);
    expect(cached(res.body, 'getArticle')).toEqual([article]);
  });
});
