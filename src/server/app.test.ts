import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, SAME_ORIGIN, type TestApp } from './test/test-app';

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'jinro-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>진로의 시간</title><div id="root"></div>');
  writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(webRoot, 'ad.html'), '<!doctype html><p>광고</p>');
  t = await createTestApp({ webRoot });
});

afterAll(async () => {
  await t.close();
});

async function signedIn(): Promise<string> {
  return (await loginAs(t)).cookie;
}

const errorShape = {
  error: { code: expect.stringMatching(/^[A-Z_]+$/), message: expect.stringMatching(/[가-힣]/) },
};

describe('health', () => {
  it('answers liveness and readiness with the database up', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });
});

describe('bad input never gets a 5xx', () => {
  it('answers an unknown API route with the contract 404 body', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(res.json()).toMatchObject(errorShape);
  });

  it('refuses malformed JSON with 400 INVALID_JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: '{"path": "/a",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'INVALID_JSON' } });
  });

  it('refuses a wrong content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { ...SAME_ORIGIN, 'content-type': 'text/plain' },
      payload: 'path=/a',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ path: `/${'a'.repeat(1_100_000)}` }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('answers a URL whose percent-encoding is not UTF-8 with the contract 400 body', async () => {
    const res = await t.app.inject({ url: '/api/jobs/%ED%A0%80' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: expect.stringMatching(/[가-힣]/) } });
  });

  it('refuses a NUL character in a path parameter or a body with 400, not a database error', async () => {
    const cookie = await signedIn();
    const inPath = await t.app.inject({
      method: 'DELETE',
      url: '/api/user-roadmap/a%00b',
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', fields: { id: expect.stringMatching(/[가-힣]/) } },
    });
    const inBody = await t.app.inject({
      method: 'POST',
      url: '/api/user-roadmap',
      headers: { ...SAME_ORIGIN, cookie },
      payload: { title: 'a\u0000b' },
    });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { title: expect.any(String) } } });
  });

  it('answers a schema violation with 400 and the field in error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: SAME_ORIGIN,
      payload: { path: 42 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.error.fields)).toEqual(['path']);
  });
});

describe('requests the HTTP parser refuses', () => {
  /** Sends raw bytes over a real socket (inject skips Node's parser) and reads the whole answer. */
  async function sendRaw(raw: Buffer): Promise<string> {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.end(raw));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  }

  it('answers raw non-ASCII bytes in the URL with 400 in the contract shape, in Korean', async () => {
    const answer = await sendRaw(Buffer.from('GET /api/jobs?q=ㄱㅂㅈ HTTP/1.1\r\nHost: localhost\r\n\r\n', 'utf8'));
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toMatch(/[가-힣]/);
  });
});

describe('cross-origin writes', () => {
  it('refuses a state-changing request from another origin with 403 FORBIDDEN_ORIGIN', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { origin: 'https://evil.example' },
      payload: { path: '/' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'FORBIDDEN_ORIGIN' } });
  });

  it('refuses a cross-site request that hides its origin but carries Sec-Fetch-Site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { path: '/' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the product’s own origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: SAME_ORIGIN,
      payload: { path: '/' },
    });
    expect(res.statusCode).toBe(204);
  });
});

describe('security headers', () => {
  it('sends a strict CSP without inline script, and no HSTS over http', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    // Only style attributes (in the server-rendered HTML) may be inline; no script, no <style> element.
    const directives = csp.split(';').filter((directive) => directive.includes('unsafe-inline'));
    expect(directives).toEqual(["style-src-attr 'unsafe-inline'"]);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends JSON answers a policy that loads and frames nothing, without the page-only headers', async () => {
    for (const url of ['/api/jobs?limit=1', '/api/no-such-thing', '/api/auth/check']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['x-dns-prefetch-control'], url).toBeUndefined();
    }
    // The readable OpenAPI index is a page: it keeps the page policy.
    const docs = await t.app.inject({ url: '/api/docs' });
    expect(String(docs.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});

describe('the web app', () => {
  it('serves the app for every client route, cacheable by a CDN for a visitor', async () => {
    for (const url of ['/', '/job-browser/%EA%B0%84%ED%98%B8%EC%82%AC', '/someone/post-1', '/map?x=1']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      // A visitor's page (docs/decisions/006): a CDN may keep it a minute, revalidating.
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not the app', async () => {
    const res = await t.app.inject({ url: '/assets/missing-xyz.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('serves the house-ad frame', async () => {
    const res = await t.app.inject({ url: '/ad.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('OpenAPI document', () => {
  it('is generated from the route schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/analytics/pageview'].post.requestBody).toBeDefined();
    const html = await t.app.inject({ url: '/api/docs' });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('/api/analytics/pageview');
  });
});

describe('logs', () => {
  it('never contain cookies, passwords or tokens', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview?token=secret-query-token',
      headers: { ...SAME_ORIGIN, cookie: 'sid=secret-cookie-value', authorization: 'Bearer secret-bearer' },
      payload: { path: '/', password: 'hunter2-secret' },
    });
    const all = t.logs.join('');
    expect(all).toContain('/api/analytics/pageview');
    for (const secret of ['secret-cookie-value', 'hunter2-secret', 'secret-bearer', 'secret-query-token']) {
      expect(all).not.toContain(secret);
    }
  });
});
