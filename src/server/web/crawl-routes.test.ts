import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getContentStore } from '../modules/content/content-store';
import { getJobCatalog } from '../modules/jobs/jobs.service';
import { getMissionMarket } from '../modules/missions/mission-market';
import { createTestApp, type TestApp } from '../test/test-app';
import { sitemapXml } from './sitemap';

const ORIGIN = 'https://jinro.example';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ publicOrigin: ORIGIN });
});

afterAll(async () => {
  await t.close();
});

/** The `<loc>` of every `<url>`, read back by an XML parser after checking the document is well formed. */
function locationsOf(xml: string): string[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' }).parse(xml);
  expect(parsed.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return (parsed.urlset.url as Array<{ loc: string }>).map((url) => url.loc);
}

describe('/sitemap.xml', () => {
  it('lists every public page, job, article, story and mission category as an absolute URL, in well-formed XML', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locations = new Set(locationsOf(res.body));
    for (const path of ['/', '/job-browser', '/articles', '/stories', '/roadmap/sample', '/roadmap/mission-market']) {
      expect(locations, path).toContain(`${ORIGIN}${path}`);
    }
    const catalog = getJobCatalog();
    expect(catalog.jobs.length).toBeGreaterThan(150);
    for (const job of catalog.jobs) {
      expect(locations, job.name).toContain(`${ORIGIN}/job-browser/${encodeURIComponent(job.name)}`);
    }
    for (const article of getContentStore().articles) expect(locations).toContain(`${ORIGIN}/articles/${article.id}`);
    for (const story of getContentStore().stories) expect(locations).toContain(`${ORIGIN}/stories/${story.id}`);
    for (const category of getMissionMarket().categories) {
      expect(locations).toContain(`${ORIGIN}/roadmap/mission-market/category/${category.id}`);
    }
    for (const location of locations) {
      expect(location.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(location).not.toMatch(/\/(api|mypage|my-job|myreport|job-rec)(\/|$)/);
    }
  });

  it('answers 304 to a crawler that has it', async () => {
    const first = await t.app.inject({ url: '/sitemap.xml' });
    const again = await t.app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('escapes what XML would misread', () => {
    const xml = sitemapXml(ORIGIN, [{ path: '/a?b=1&c=<2>' }]);
    expect(locationsOf(xml)).toEqual([`${ORIGIN}/a?b=1&c=<2>`]);
  });
});

describe('/robots.txt', () => {
  it('lets crawlers in, keeps the API and private pages out, and points to the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const rule of ['Disallow: /api/', 'Disallow: /mypage', 'Disallow: /my-job', 'Allow: /roadmap/sample']) {
      expect(lines).toContain(rule);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
