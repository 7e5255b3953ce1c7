import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORABLE_TEXT_PATTERN } from '../shared/validation/text';
import { users } from './db/schema/index';
import { callApi, createTestApp, loginAs, postRaw, SAME_ORIGIN, type TestApp } from './test/test-app';

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
    expect(ready.json()).toEqual({ status: 'ok', limits: 'per-instance' });
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
    const res = await postRaw(t, '/api/analytics/pageview', 'application/json', '{"path": "/a",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'INVALID_JSON' } });
  });

  it('refuses a wrong content type with 415', async () => {
    const res = await postRaw(t, '/api/analytics/pageview', 'text/plain', 'path=/a');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await postRaw(
      t,
      '/api/analytics/pageview',
      'application/json',
      JSON.stringify({ path: `/${'a'.repeat(1_100_000)}` }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('answers a URL whose percent-encoding is not UTF-8 with the contract 400 body', async () => {
    const res = await t.app.inject({ url: '/api/jobs/%ED%A0%80' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: expect.stringMatching(/[가-힣]/),
        fields: { path: expect.stringMatching(/[가-힣]/) },
      },
    });
    // A path parameter over the length limit: the same 400 (Fastify's own answer is 414).
    const long = await t.app.inject({ url: `/api/jobs/${'a'.repeat(400)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ path: expect.any(String) });
  });

  it('refuses a NUL character in a path parameter or a body with 400, not a database error', async () => {
    const cookie = await signedIn();
    const inPath = await callApi(t, 'DELETE', '/api/user-roadmap/a%00b', cookie);
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', fields: { id: expect.stringMatching(/[가-힣]/) } },
    });
    const inBody = await callApi(t, 'POST', '/api/user-roadmap', cookie, { title: 'a\u0000b' });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { title: expect.any(String) } } });
  });

  it('answers a schema violation with 400 and the field in error', async () => {
    const res = await callApi(t, 'POST', '/api/analytics/pageview', undefined, { path: 42 });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.error.fields)).toEqual(['path']);
  });
});

describe('requests the HTTP parser refuses', () => {
  /** Sends raw bytes over a real socket (inject skips Node's parser) and reads the whole answer. */
  let listening: Promise<string> | undefined;
  async function sendRaw(raw: Buffer): Promise<string> {
    listening ??= t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(await listening);
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

  it('answers a request without Host with a JSON 400 carrying the security headers', async () => {
    const answer = await sendRaw(Buffer.from('GET /api/jobs HTTP/1.1\r\nConnection: close\r\n\r\n', 'utf8'));
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const head = answer.slice(0, answer.indexOf('\r\n\r\n')).toLowerCase();
    expect(head).toContain('content-type: application/json');
    expect(head).toContain("content-security-policy: default-src 'none'");
    expect(head).toContain('x-content-type-options: nosniff');
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body.error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { host: expect.stringMatching(/[가-힣]/) } });
    // HTTP/1.0 may leave Host out (as Node allows): a plain health check still works.
    const old = await sendRaw(Buffer.from('GET /healthz HTTP/1.0\r\n\r\n', 'utf8'));
    expect(old).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('cross-origin writes', () => {
  it('accepts the request’s own host only with PUBLIC_ORIGIN’s scheme (no http://<Host> for an https product)', async () => {
    const https = await createTestApp({ publicOrigin: 'https://jinro.example', isHttps: true });
    try {
      const post = (origin: string) =>
        https.app.inject({
          method: 'POST',
          url: '/api/analytics/pageview',
          headers: { origin, host: 'jinro.internal:3000' },
          payload: { path: '/' },
        });
      expect((await post('https://jinro.example')).statusCode).toBe(204);
      expect((await post('https://jinro.internal:3000')).statusCode).toBe(204);
      const plain = await post('http://jinro.internal:3000');
      expect(plain.statusCode).toBe(403);
      expect(plain.json().error.code).toBe('FORBIDDEN_ORIGIN');
      expect((await post('http://jinro.example')).statusCode).toBe(403);
    } finally {
      await https.close();
    }
  });

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
    const res = await callApi(t, 'POST', '/api/analytics/pageview', undefined, { path: '/' });
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

  it('lists the answers every layer can give and the rules the server enforces', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const operations: Array<readonly [string, string, { responses: Record<string, unknown> }]> = Object.entries(
      doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>,
    ).flatMap(([route, byMethod]) => Object.entries(byMethod).map(([method, op]) => [route, method, op] as const));
    expect(operations.length).toBeGreaterThan(50);
    for (const [route, method, op] of operations) {
      for (const status of ['400', '431', '503'])
        expect(Object.keys(op.responses), `${method} ${route}`).toContain(status);
      if (method !== 'get') {
        for (const status of ['403', '413', '415'])
          expect(Object.keys(op.responses), `${method} ${route}`).toContain(status);
      }
    }
    for (const route of ['/api/auth/google', '/api/auth/naver/callback', '/api/auth/check-google-email']) {
      expect(Object.keys(doc.paths[route].get.responses), route).toContain('302');
    }
    for (const route of ['/api/voc', '/api/analytics/pageview', '/api/auth/login', '/api/auth/register']) {
      expect(Object.keys(doc.paths[route].post.responses), route).toContain('429');
    }
    const body = (route: string, method = 'post') =>
      doc.paths[route][method].requestBody.content['application/json'].schema.properties;
    const register = body('/api/auth/register');
    expect(register.email).toMatchObject({ format: 'email', maxLength: 254, pattern: expect.any(String) });
    expect(register.password).toMatchObject({ minLength: 8, maxLength: 128, pattern: expect.any(String) });
    // The text rule (no NUL, no lone surrogate) is on every free-text field.
    expect(body('/api/voc').message.pattern).toBe(STORABLE_TEXT_PATTERN);
    expect(body('/api/user-roadmap').title).toMatchObject({ maxLength: 40 });
    const history = doc.paths['/api/value/history'].get.parameters as Array<{ name: string; schema: object }>;
    expect(history.find((p) => p.name === 'cursor')?.schema).toMatchObject({ pattern: '^[A-Za-z0-9_-]*$' });
    expect(history.find((p) => p.name === 'limit')?.schema).toMatchObject({ maximum: 100 });
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

  it('log a database error without its query values: no e-mail, no token hash, no free text', async () => {
    const email = 'private.person@example.com';
    const tokenHash = 'a'.repeat(64);
    await t.database.db.insert(users).values({ id: randomUUID(), email, passwordHash: null });
    // A real failure from the database: the same e-mail again breaks the unique index, and the
    // error carries the values (Drizzle's `params`, PostgreSQL's `detail`) in several places.
    const failure = await t.database.db
      .insert(users)
      .values({ id: randomUUID(), email, passwordHash: tokenHash })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect(JSON.stringify(failure, Object.getOwnPropertyNames(failure)) + String(failure)).toContain(email);
    const before = t.logs.length;
    t.app.log.error({ err: failure }, 'unhandled error');
    const line = t.logs.slice(before).join('');
    expect(line).toContain('unhandled error');
    expect(line).toContain('"type":');
    expect(line).not.toContain(email);
    expect(line).not.toContain('private.person');
    expect(line).not.toContain(tokenHash);
  });
});
