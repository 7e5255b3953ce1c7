import { describe, expect, it } from 'vitest';
import { ARTICLE_CATEGORIES, CONTENT_MESSAGES, PAGE_SLUGS } from '../../../shared/contracts/content';
import { testAppForFile } from '../../test/test-app';
import { getContentStore } from './content-store';

const t = testAppForFile();

const get = (url: string) => t.app.inject({ method: 'GET', url });

interface Listed {
  id: string;
  title: string;
  publishedAt: string;
  category?: string;
}

function isNewestFirst(items: Listed[]): boolean {
  return items.every((item, i) => {
    const before = items[i - 1];
    return (
      !before ||
      before.publishedAt > item.publishedAt ||
      (before.publishedAt === item.publishedAt && before.id < item.id)
    );
  });
}

async function readAllPages(url: string, limit: number): Promise<Listed[]> {
  const all: Listed[] = [];
  let cursor: string | null = null;
  do {
    const separator = url.includes('?') ? '&' : '?';
    const res = await get(`${url}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: Listed[]; nextCursor: string | null };
    expect(body.data.length).toBeLessThanOrEqual(limit);
    all.push(...body.data);
    cursor = body.nextCursor;
  } while (cursor);
  return all;
}

describe('GET /api/articles', () => {
  it('lists every article newest first with its Korean category and reading time', async () => {
    const res = await get('/api/articles?limit=100');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.nextCursor).toBeNull();
    expect(body.data.length).toBe(getContentStore().articles.length);
    expect(body.data.length).toBeGreaterThanOrEqual(24);
    expect(isNewestFirst(body.data)).toBe(true);
    for (const article of body.data) {
      expect(Object.keys(article).sort()).toEqual(
        ['category', 'categoryLabel', 'id', 'publishedAt', 'readingMinutes', 'summary', 'title'].sort(),
      );
      expect(article.categoryLabel).toMatch(/[가-힣]/);
      expect(article.readingMinutes).toBeGreaterThanOrEqual(1);
    }
  });

  it('answers 20 by default with a cursor to the rest', async () => {
    const body = (await get('/api/articles')).json();
    expect(body.data).toHaveLength(20);
    expect(typeof body.nextCursor).toBe('string');
  });

  it('pages through the whole list with limit and cursor, without gaps or repeats', async () => {
    const all = (await get('/api/articles?limit=100')).json().data as Listed[];
    const paged = await readAllPages('/api/articles', 7);
    expect(paged.map((a) => a.id)).toEqual(all.map((a) => a.id));
  });

  it.each(ARTICLE_CATEGORIES)('filters by category %s, and pages within it', async (category) => {
    const res = await get(`/api/articles?category=${category}&limit=100`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Listed[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((article) => article.category === category)).toBe(true);
    expect(isNewestFirst(data)).toBe(true);
    const paged = await readAllPages(`/api/articles?category=${category}`, 2);
    expect(paged.map((a) => a.id)).toEqual(data.map((a) => a.id));
  });

  it('refuses an unknown category, a bad limit and a forged cursor with Korean messages', async () => {
    const category = await get('/api/articles?category=gossip');
    expect(category.statusCode).toBe(400);
    expect(category.json().error.fields.category).toMatch(/[가-힣]/);

    for (const limit of ['0', '101', 'abc', '1.5']) {
      const res = await get(`/api/articles?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().error.fields.limit).toMatch(/[가-힣]/);
    }

    for (const cursor of ['not-a-cursor', Buffer.from('2026-01-01|<script>').toString('base64url'), '%00']) {
      const res = await get(`/api/articles?cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: '입력한 내용을 다시 확인해 주세요.',
        fields: { cursor: CONTENT_MESSAGES.invalidCursor },
      });
    }
  });
});

describe('GET /api/articles/{id}', () => {
  it('answers the article with sanitised HTML, its sources and its neighbours', async () => {
    const list = (await get('/api/articles?limit=100')).json().data as Listed[];
    const middle = list[5];
    if (!middle) throw new Error('too few articles');
    const res = await get(`/api/articles/${middle.id}`);
    expect(res.statusCode).toBe(200);
    const article = res.json().data;
    expect(article).toMatchObject({ id: middle.id, title: middle.title, category: middle.category });
    expect(article.html).toContain('<h2 id="section-1">');
    expect(article.html).not.toMatch(/<script|\son\w+=|javascript:/i);
    expect(Array.isArray(article.sources)).toBe(true);
    expect(article.previous).toEqual({ id: list[6]?.id, title: list[6]?.title });
    expect(article.next).toEqual({ id: list[4]?.id, title: list[4]?.title });
  });

  it('gives the newest article no next and the oldest no previous', async () => {
    const list = (await get('/api/articles?limit=100')).json().data as Listed[];
    const newest = (await get(`/api/articles/${list[0]?.id}`)).json().data;
    const oldest = (await get(`/api/articles/${list.at(-1)?.id}`)).json().data;
    expect(newest.next).toBeNull();
    expect(oldest.previous).toBeNull();
  });

  it('keeps sources without an address as url null', async () => {
    const article = (await get('/api/articles/understanding-riasec')).json().data;
    expect(article.sources).toContainEqual({ title: expect.stringContaining('Holland'), url: null });
    expect(article.sources).toContainEqual({ title: 'O*NET Resource Center', url: 'https://www.onetcenter.org/' });
  });

  it('reads titles that are quoted in YAML as they are meant', async () => {
    const article = (await get('/api/articles/myth-passion')).json().data;
    expect(article.title).toBe("'좋아하는 일을 하면 무조건 행복하다'는 오해");
  });

  it.each(['no-such-article', '..%2F..%2Fpackage.json', '%3Cscript%3E'])('answers %s with a Korean 404', async (id) => {
    const res = await get(`/api/articles/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: CONTENT_MESSAGES.articleNotFound } });
  });
});

describe('GET /api/stories', () => {
  it('lists the stories newest first and pages through them', async () => {
    const res = await get('/api/stories');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.length).toBe(getContentStore().stories.length);
    expect(isNewestFirst(body.data)).toBe(true);
    for (const story of body.data) {
      expect(Object.keys(story).sort()).toEqual(['id', 'publishedAt', 'readingMinutes', 'summary', 'title']);
    }
    const paged = await readAllPages('/api/stories', 2);
    expect(paged.map((s) => s.id)).toEqual(body.data.map((s: Listed) => s.id));
  });

  it('answers one story with its HTML and neighbours, and a Korean 404 for an unknown one', async () => {
    const list = (await get('/api/stories')).json().data as Listed[];
    const res = await get(`/api/stories/${list[1]?.id}`);
    expect(res.statusCode).toBe(200);
    const story = res.json().data;
    expect(story.html).toMatch(/<p>/);
    expect(story.next).toEqual({ id: list[0]?.id, title: list[0]?.title });

    const missing = await get('/api/stories/no-such-story');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: CONTENT_MESSAGES.storyNotFound } });
  });
});

describe('GET /api/board', () => {
  it('answers the notices, pinned first and then newest', async () => {
    const res = await get('/api/board');
    expect(res.statusCode).toBe(200);
    const notices = res.json().data as Array<{ pinned: boolean; publishedAt: string }>;
    // The product's own notices are all published already, none dated after today.
    expect(notices).toHaveLength(getContentStore().notices.length);
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    expect(notices.every((n) => n.publishedAt <= today)).toBe(true);
    const firstUnpinned = notices.findIndex((n) => !n.pinned);
    if (firstUnpinned >= 0) expect(notices.slice(firstUnpinned).every((n) => !n.pinned)).toBe(true);
    const unpinned = notices.filter((n) => !n.pinned);
    expect(unpinned.every((n, i) => i === 0 || (unpinned[i - 1]?.publishedAt ?? '') >= n.publishedAt)).toBe(true);
  });
});

describe('GET /api/pages/{slug}', () => {
  const available = PAGE_SLUGS.filter((slug) => getContentStore().pages.has(slug));

  it.each(available)('answers %s with its title, HTML and table of contents', async (slug) => {
    const res = await get(`/api/pages/${slug}`);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.slug).toBe(slug);
    expect(page.title).toMatch(/[가-힣]/);
    expect(page.html).not.toMatch(/<script|\son\w+=|javascript:/i);
    for (const entry of page.toc) expect(page.html).toContain(`id="${entry.id}"`);
  });

  it('gives the policies a version and an effective date', async () => {
    for (const slug of ['privacy-policy', 'service-terms'] as const) {
      if (!getContentStore().pages.has(slug)) continue;
      const page = (await get(`/api/pages/${slug}`)).json().data;
      expect(page.version).toMatch(/\S/);
      expect(page.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(page.toc.length).toBeGreaterThan(2);
    }
  });

  it.each(['cookie-policy', 'consent', '..%2Fconsent'])(
    'answers the unknown page %s with a Korean 404',
    async (slug) => {
      const res = await get(`/api/pages/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: CONTENT_MESSAGES.pageNotFound } });
    },
  );
});

describe('caching', () => {
  it('lets browsers reuse content answers for five minutes, but not a 404', async () => {
    expect((await get('/api/articles')).headers['cache-control']).toBe('public, max-age=300');
    expect((await get('/api/board')).headers['cache-control']).toBe('public, max-age=300');
    expect((await get('/api/articles/no-such-article')).headers['cache-control']).toBeUndefined();
  });
});

describe('the OpenAPI document', () => {
  it('documents every content route with its responses', async () => {
    const doc = (await get('/api/docs/json')).json();
    for (const path of [
      '/api/articles',
      '/api/articles/{id}',
      '/api/stories',
      '/api/stories/{id}',
      '/api/board',
      '/api/pages/{slug}',
    ]) {
      expect(doc.paths[path]?.get?.responses?.['200'], path).toBeDefined();
    }
    expect(doc.paths['/api/pages/{slug}'].get.responses['404']).toBeDefined();
  });
});
