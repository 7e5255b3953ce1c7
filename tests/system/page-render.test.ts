import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
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

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

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

describe("each page's head names its subject", () => {
  const nurse = `/job-browser/${encodeURIComponent('간호사')}`;
  const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

  it("gives a job page the job's title, description, previews and Occupation data, in place of the template's", async () => {
    const res = await page(nurse);
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).toContain('<title>간호사 — 하는 일과 필요한 능력 | 진로의 시간</title>');
    expect(head).toContain('<meta property="og:title" content="간호사 — 하는 일과 필요한 능력 | 진로의 시간">');
    expect(head).toContain(`<link rel="canonical" href="http://localhost:3000${nurse}">`);
    expect(head).toContain(
      `<meta property="og:image" content="http://localhost:3000/og/jobs/${encodeURIComponent('간호사')}.png">`,
    );
    const occupation = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1] ?? 'null');
    expect(occupation).toMatchObject({ '@type': 'Occupation', name: '간호사' });
    expect(occupation.description).toMatch(/환자/);
    // The preload links are still there.
    expect(head).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/job-page-[\w-]+\.js">/);
  });

  it('caches each path on its own: two jobs, two ETags, each answered 304 when the browser has it', async () => {
    const first = await page(nurse, { 'accept-encoding': 'br' });
    const other = await page(`/job-browser/${encodeURIComponent('요리사')}`, { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(other.rawPayload).toString()).toContain('<title>요리사 — 하는 일과 필요한 능력');
    expect(first.headers.etag).not.toBe(other.headers.etag);
    const again = await page(nurse, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await page(nurse, { 'accept-encoding': 'br' })).headers.etag).toBe(first.headers.etag);
  });

  it('keeps the generic title, not indexed, for a job that does not exist', async () => {
    const head = headOf((await page(`/job-browser/${encodeURIComponent('없는 직업')}`)).body);
    expect(head).toContain('<title>직업 정보 | 진로의 시간</title>');
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).not.toContain('없는 직업');
  });

  it('names an article, a mission category, a sub-category and a mission of the sample roadmap', async () => {
    const article = await page('/api/articles/understanding-riasec');
    const title: string = article.json().data.title;
    expect(headOf((await page('/articles/understanding-riasec')).body)).toContain(
      `<meta property="og:title" content="${title} | 진로의 시간">`,
    );
    const categories = (await page('/api/missions/categories')).json().data as Array<{
      id: string;
      name: string;
      subs: Array<{ id: string; name: string }>;
    }>;
    const [category] = categories;
    const sub = category?.subs[0];
    if (!category || !sub) throw new Error('the mission market has no category');
    expect(headOf((await page(`/roadmap/mission-market/category/${category.id}`)).body)).toContain(
      `<title>${category.name} 미션 — 미션 마켓 | 진로의 시간</title>`,
    );
    const subHead = headOf((await page(`/roadmap/mission-market/category/${category.id}/sub/${sub.id}`)).body);
    expect(subHead).toContain(`<title>${sub.name} — ${category.name} 미션 | 진로의 시간</title>`);
    // Its trail passes through its category, named from the data and linked from the URL.
    const trail = [...subHead.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? 'null'))
      .find((item) => item['@type'] === 'BreadcrumbList');
    expect(trail.itemListElement.map((crumb: { name: string; item: string }) => [crumb.name, crumb.item])).toEqual([
      ['홈', 'http://localhost:3000/'],
      ['실천의 시간', 'http://localhost:3000/roadmaps'],
      ['미션 마켓', 'http://localhost:3000/roadmap/mission-market'],
      [`${category.name} 미션`, `http://localhost:3000/roadmap/mission-market/category/${category.id}`],
      [sub.name, `http://localhost:3000/roadmap/mission-market/category/${category.id}/sub/${sub.id}`],
    ]);
    const sample = (await page('/api/roadmap/sample')).json().data as {
      milestones: Array<{ title: string; missions: Array<{ id: string; title: string }> }>;
    };
    const milestone = sample.milestones[0];
    const mission = milestone?.missions[0];
    if (!milestone || !mission) throw new Error('the sample roadmap has no mission');
    const missionPath = `/roadmap/sample/milestone/${encodeURIComponent(milestone.title)}/mission/${mission.id}`;
    expect(headOf((await page(missionPath)).body)).toContain(`<title>${mission.title} — 미션 | 진로의 시간</title>`);
  });
});
