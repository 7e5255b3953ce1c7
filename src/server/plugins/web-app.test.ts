import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'jinro-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>진로의 시간</title>\n  </head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(webRoot, 'route-preloads.json'),
    JSON.stringify([
      { path: '/', js: ['/assets/home-1.js'], css: ['/assets/home-1.css'] },
      { path: '/login', js: ['/assets/login-1.js', '/assets/button-1.js'], css: [] },
      { path: '/job-browser/:jobName', js: ['/assets/job-page-1.js'], css: ['/assets/job-page-1.css'] },
      { path: '/:username', js: ['/assets/home-1.js'], css: ['/assets/home-1.css'] },
    ]),
  );
  t = await createTestApp({ webRoot });
});

afterAll(async () => {
  await t.close();
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe("each route's HTML names its page's code", () => {
  it('preloads the scripts and styles of the page a path shows', async () => {
    const login = await page('/login?next=%2Fmap');
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.body).toContain('<link rel="modulepreload" crossorigin href="/assets/login-1.js">');
    expect(login.body).toContain('<link rel="modulepreload" crossorigin href="/assets/button-1.js">');
    expect(login.body).not.toContain('home-1');
    // The links go in the head, before the page's body.
    expect(login.body.indexOf('login-1.js')).toBeLessThan(login.body.indexOf('</head>'));

    const job = await page(`/job-browser/${encodeURIComponent('간호사')}`);
    expect(job.body).toContain('href="/assets/job-page-1.js"');
    expect(job.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/job-page-1.css">');
    expect((await page('/someone')).body).toContain('href="/assets/home-1.js"');
  });

  it('answers 304 to a browser that has this HTML already', async () => {
    const first = await page('/');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await page('/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await page('/login', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('serves the plain index.html for a route the list does not know, and 404 JSON for the API', async () => {
    const unknown = await page('/a/b/c/d');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<div id="root"></div>');
    expect(unknown.body).not.toContain('modulepreload');
    const api = await page('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
