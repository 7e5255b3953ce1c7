import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/test-app';

/** Catalog answers come from memory with an ETag: a client that has the answer gets 304. */
const t = testAppForFile();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('cached catalog answers', () => {
  it.each(['/api/jobs', '/api/jobs?q=%EA%B0%9C%EB%B0%9C%EC%9E%90', `/api/jobs/${encodeURIComponent('간호사')}`])(
    '%s: same JSON every time, an ETag, and 304 when the client has it',
    async (url) => {
      const first = await get(url);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers['cache-control']).toContain('max-age=');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^".+"$/);
      const second = await get(url);
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(etag);
      const revalidated = await get(url, { 'if-none-match': etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
    },
  );

  it('answers 304 with no body for a compressed answer too, and for the weak form of the ETag', async () => {
    const first = await get('/api/jobs/catalog', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = String(first.headers.etag);
    for (const sent of [etag, `W/${etag}`]) {
      const again = await get('/api/jobs/catalog', { 'accept-encoding': 'br', 'if-none-match': sent });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });

  it('gives different pages and searches different ETags', async () => {
    const all = await get('/api/jobs');
    const page2 = await get(`/api/jobs?cursor=${all.json().nextCursor}`);
    const search = await get('/api/jobs?q=%EA%B0%84%ED%98%B8');
    expect(new Set([all.headers.etag, page2.headers.etag, search.headers.etag]).size).toBe(3);
    expect(page2.json().data[0].id).not.toBe(all.json().data[0].id);
  });

  it('still answers 404 and 400 for an unknown job and a bad cursor, uncached', async () => {
    expect((await get(`/api/jobs/${encodeURIComponent('달 정원사')}`)).statusCode).toBe(404);
    expect((await get(`/api/jobs/${encodeURIComponent('달 정원사')}`)).statusCode).toBe(404);
    expect((await get('/api/jobs?cursor=nonsense')).statusCode).toBe(400);
  });
});
