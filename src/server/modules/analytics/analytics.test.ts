import { describe, expect, it } from 'vitest';
import { pageViews } from '../../db/schema/index';
import { callApi, SAME_ORIGIN, testAppForFile } from '../../test/test-app';
import { maskPersonalData } from './analytics.service';

const t = testAppForFile();

describe('POST /api/analytics/pageview', () => {
  it('keeps the path and the time, nothing else', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { ...SAME_ORIGIN, cookie: 'sid=abc', 'user-agent': 'Mozilla/5.0 test' },
      payload: { path: '/job-browser', referrer: 'https://search.example/?q=me' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const rows = await t.database.db.select().from(pageViews);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['id', 'path', 'viewedAt']);
    expect(rows[0]?.path).toBe('/job-browser');
  });

  it('refuses a path with a query string, which may carry personal data', async () => {
    const res = await callApi(t, 'POST', '/api/analytics/pageview', undefined, {
      path: '/job-browser?q=me@example.com',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.path).toMatch(/[가-힣]/);
  });
});

describe('maskPersonalData', () => {
  it('masks path segments that look like e-mail addresses', () => {
    expect(maskPersonalData('/me@example.com/post')).toBe('/:masked/post');
    expect(maskPersonalData('/me%40example.com')).toBe('/:masked');
    expect(maskPersonalData('/job-browser/%EA%B0%84%ED%98%B8%EC%82%AC')).toBe(
      '/job-browser/%EA%B0%84%ED%98%B8%EC%82%AC',
    );
  });
});
