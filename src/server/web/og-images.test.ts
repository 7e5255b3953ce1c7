import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getContentStore } from '../modules/content/content-store';
import { createTestApp, type TestApp } from '../test/test-app';
import { ogCardSvg } from './og-card';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's first chunk (IHDR), after checking the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The outline data of every glyph satori drew (text becomes `<path d="…">`). */
function glyphOutlines(svg: string): string {
  return [...svg.matchAll(/<path[^>]* d="([^"]+)"/g)].map((match) => match[1]).join(' ');
}

describe('preview images', () => {
  it("answers a job's image as a 1200×630 PNG, cached a long time with an ETag", async () => {
    const res = await t.app.inject({ url: `/og/jobs/${encodeURIComponent('간호사')}.png` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d{6,}$/);
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    const again = await t.app.inject({
      url: `/og/jobs/${encodeURIComponent('간호사')}.png`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  }, 20_000);

  it("draws an article's, a story's and the default image, each 1200×630", async () => {
    const [article] = getContentStore().articles;
    const [story] = getContentStore().stories;
    if (!article || !story) throw new Error('no content');
    for (const url of [`/og/articles/${article.id}.png`, `/og/stories/${story.id}.png`, '/og/default.png']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(pngSize(res.rawPayload), url).toEqual({ width: 1200, height: 630 });
    }
  }, 20_000);

  it('answers 404 for a job, article or file that does not exist', async () => {
    for (const url of [
      `/og/jobs/${encodeURIComponent('없는 직업')}.png`,
      `/og/jobs/${encodeURIComponent('간호사')}.jpg`,
      '/og/articles/no-such-article.png',
      '/og/stories/no-such-story.png',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('draws the Korean text with real glyphs: another name of the same length is another picture', async () => {
    const nurse = glyphOutlines(await ogCardSvg({ title: '간호사', subtitle: '' }));
    const cook = glyphOutlines(await ogCardSvg({ title: '요리사', subtitle: '' }));
    const untitled = glyphOutlines(await ogCardSvg({ title: '', subtitle: '' }));
    // A font without Hangul would draw the same missing-glyph boxes (or nothing) for both names.
    expect(nurse).not.toBe(cook);
    expect(nurse.length).toBeGreaterThan(untitled.length + 500);
    const images = await Promise.all(
      ['간호사', '요리사'].map((name) => t.app.inject({ url: `/og/jobs/${encodeURIComponent(name)}.png` })),
    );
    expect(images[0]?.rawPayload.equals(images[1]?.rawPayload ?? Buffer.alloc(0))).toBe(false);
  }, 20_000);
});
