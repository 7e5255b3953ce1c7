import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BETA_SEEN_COOKIE } from '../../shared/constants';
import { getJobCatalog } from '../modules/jobs/catalog';
import { createTestApp, loginAs, type TestApp } from '../test/test-app';

let t: TestApp;

/**
 * The heads a fake server renderer gives, as the route modules declare them (the real ones are
 * checked in `src/client/app/route-heads.test.ts`, and rendered in `tests/system/page-render.test.ts`).
 */
const FAKE_HEADS = `
  const site = { title: '진로의 시간', description: '진로를 찾아가요.' };
  const heads = [
    [/^\\/job-browser\\/[^/]+$/, { title: '직업 정보', description: '한 직업의 모든 것', subject: { param: 'jobName', title: ({ name }) => name + ' — 하는 일과 필요한 능력', description: ({ name, summary }) => summary ?? name + '이 하는 일' } }],
    [/^\\/articles\\/[^/]+$/, { title: '지혜의 시간', description: '진로에 도움이 되는 글', subject: { title: ({ name }) => name } }],
    [/^\\/roadmap\\/mission-market\\/category\\/[^/]+\\/sub\\/[^/]+$/, { title: '세부 분야', description: '세부 분야의 미션', subject: { title: ({ name, parent }) => name + ' — ' + parent + ' 미션' } }],
    [/^\\/roadmap\\/mission-market\\/category\\/[^/]+$/, { title: '분야', description: '분야별 미션', subject: { title: ({ name }) => name + ' 미션 — 미션 마켓' } }],
    [/\\/mission\\/[^/]+$/, { title: '미션', description: '미션을 해요', subject: { title: ({ name }) => name + ' — 미션' } }],
    [/^\\/share\\/[^/]+$/, { title: '결과 카드', description: '나눈 결과 카드', subject: { title: ({ name }) => name + ' — 결과 카드' } }],
  ];
  export async function routeHeadOf(pathname) {
    return heads.find(([pattern]) => pattern.test(pathname))?.[1] ?? site;
  }
`;

const ENTRY_CSS = 'body{margin:0}';
const HOME_CSS = '._hero_1{display:flex}';
const cspSource = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

beforeAll(async () => {
  const webRoot = path.join(mkdtempSync(path.join(tmpdir(), 'jinro-web-')), 'web');
  mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
  writeFileSync(
    path.join(webRoot, 'index.html'),
    [
      '<!doctype html><html><head><!--app-head-->',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
      '  </head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>\n');
  writeFileSync(path.join(webRoot, 'assets/index-1.css'), ENTRY_CSS);
  writeFileSync(path.join(webRoot, 'assets/home-1.css'), HOME_CSS);
  // A sheet that could end the <style> element early stays a link.
  writeFileSync(path.join(webRoot, 'assets/job-page-1.css'), '.x::after{content:"</style>"}');
  writeFileSync(
    path.join(webRoot, 'route-preloads.json'),
    JSON.stringify([
      { path: '/', js: ['/assets/home-1.js'], css: ['/assets/home-1.css'] },
      { path: '/login', js: ['/assets/login-1.js', '/assets/button-1.js'], css: [] },
      { path: '/job-browser/:jobName', js: ['/assets/job-page-1.js'], css: ['/assets/job-page-1.css'] },
      { path: '/:username', js: ['/assets/home-1.js'], css: ['/assets/home-1.css'] },
      { path: '/articles/:id', js: ['/assets/article-1.js'], css: [] },
      { path: '/roadmap/mission-market/category/:categoryId', js: [], css: [] },
      { path: '/roadmap/mission-market/category/:categoryId/sub/:subCategory', js: [], css: [] },
      { path: '/roadmap/:roadmapId/milestone/:milestoneTitle/mission/:missionId', js: [], css: [] },
    ]),
  );
  // A renderer whose every render fails: each page goes out unrendered, with its route module's
  // head (the heads of rendered pages: below, and tests/system/page-render.test.ts).
  mkdirSync(path.join(webRoot, '..', 'ssr'));
  writeFileSync(
    path.join(webRoot, '..', 'ssr', 'entry-server.js'),
    `${FAKE_HEADS}\nexport async function renderPage() { throw new Error('render failed (test)'); }\n`,
  );
  t = await createTestApp({ webRoot });
});

afterAll(async () => {
  await t.close();
});

/** A GET with `target` exactly as given on the request line, over a plain socket. */
function rawGet(port: number, target: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = text.slice(0, split).toLowerCase();
      resolve({ status: Number(head.split(' ')[1]), head, body: text.slice(split + 4) });
    });
  });
}

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe("each route's HTML names its page's code", () => {
  it('preloads the scripts and styles of the page a path shows', async () => {
    const login = await page('/login?next=%2Fmap');
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toBe('text/html; charset=utf-8');
    // A visitor's page is everyone's: a CDN may keep it a minute (plugins/web/page-response.ts).
    expect(login.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(login.body).toContain('<link rel="modulepreload" crossorigin href="/assets/login-1.js">');
    expect(login.body).toContain('<link rel="modulepreload" crossorigin href="/assets/button-1.js">');
    expect(login.body).not.toContain('home-1');
    // The links go in the head, before the page's body.
    expect(login.body.indexOf('login-1.js')).toBeLessThan(login.body.indexOf('</head>'));

    const job = await page(`/job-browser/${encodeURIComponent('간호사')}`);
    expect(job.body).toContain('href="/assets/job-page-1.js"');
    expect((await page('/someone')).body).toContain('href="/assets/home-1.js"');
  });

  it('carries the shell and page styles inline, allowed by their hashes in the page CSP', async () => {
    const home = await page('/');
    expect(home.body).toContain(`<style>${ENTRY_CSS}</style>`);
    expect(home.body).toContain(`<style>${HOME_CSS}</style>`);
    expect(home.body).not.toContain('href="/assets/index-1.css"');
    // The page's chunk loader sees its sheet as present and fetches nothing.
    expect(home.body).toContain('<link rel="stylesheet" href="/assets/home-1.css" disabled>');
    const styleSrc = /(?:^|;)style-src ([^;]*)/.exec(String(home.headers['content-security-policy']))?.[1] ?? '';
    expect(styleSrc.split(' ')).toEqual(["'self'", cspSource(ENTRY_CSS), cspSource(HOME_CSS)]);

    const login = await page('/login');
    const loginStyles = /(?:^|;)style-src ([^;]*)/.exec(String(login.headers['content-security-policy']))?.[1];
    expect(loginStyles).toBe(`'self' ${cspSource(ENTRY_CSS)}`);

    const job = await page('/job-browser/x');
    expect(job.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/job-page-1.css">');
    expect(job.body).not.toContain('</style>"}');
  });

  it('carries the icon as a data URL instead of a request of its own', async () => {
    const home = await page('/');
    expect(home.body).toContain('<link rel="icon" href="data:image/svg+xml,%3Csvg%20xmlns');
    expect(home.body).not.toContain('href="/favicon.svg"');
  });

  it('sends the HTML compressed as the browser accepts, each coding with its own ETag', async () => {
    const plain = await page('/');
    const br = await page('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await page('/', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, br, gzip]) expect(res.headers.vary).toBe('accept-encoding, cookie');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const again = await page('/', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    // A browser takes the 304's headers for its copy: the inline styles must stay allowed.
    expect(again.headers['content-security-policy']).toBe(br.headers['content-security-policy']);
  });

  it("goes out unrendered, with its route's generic head, when the render fails", async () => {
    const html = (await page('/articles/understanding-riasec')).body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('server-state');
    // The route module's head (the fake renderer's `routeHeadOf`); its subject is not known.
    expect(html).toContain('<title>지혜의 시간 | 진로의 시간</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('"@type":"Article"');
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

describe('pages rendered on the server', () => {
  let s: TestApp;
  let renders: string[];
  /** Shared card ids the fake renderer answers 404 for, as the real one does once revoked. */
  const revoked = new Set<string>();
  const RENDERER = `${FAKE_HEADS}
    export async function renderPage({ url, signedIn, fetch, showBetaNotice }) {
      globalThis.__jinroRenders.push(url + (signedIn ? ' (signed in)' : '') + (showBetaNotice ? '' : ' (beta seen)'));
      if (url.startsWith('/job-browser/')) {
        const name = decodeURIComponent(url.split('/')[2]);
        const answer = await fetch('/api/jobs/' + encodeURIComponent(name));
        const body = await answer.json();
        if (answer.status === 404) return { html: '<h1>없어요</h1>', state: { api: {} }, status: 404, complete: true, routePattern: '/job-browser/:jobName', head: await routeHeadOf('/job-browser/x') };
        return {
          html: '<h1>' + body.data.name + '</h1>',
          state: { api: { job: body.data, note: '</script><script>alert(1)</script>' } },
          status: 200,
          complete: true,
          routePattern: '/job-browser/:jobName',
          head: await routeHeadOf('/job-browser/x'),
          // What the real renderer's job page gives (its route module's headData, from the data above).
          headData: {
            kind: 'job',
            subject: { name: body.data.name, summary: body.data.summary },
            job: { name: body.data.name, kecoCode: body.data.classification.kecoCode, kecoName: body.data.classification.kecoName, onetCode: body.data.source.onetCode, onetTitle: body.data.source.onetTitle },
          },
        };
      }
      // As the real renderer reads it (src/client/entry-server.tsx).
      const pathname = new URL(url, 'http://localhost').pathname;
      if (pathname.startsWith('/share/')) {
        const gone = globalThis.__jinroRevoked.has(pathname.slice('/share/'.length));
        return { html: gone ? '<h1>없는 카드예요</h1>' : '<h1>공유 카드</h1>', state: {}, status: gone ? 404 : 200, complete: true, routePattern: '/share/:id', head: await routeHeadOf(pathname) };
      }
      const notice = showBetaNotice ? '<dialog open>베타 서비스예요</dialog>' : '';
      if (pathname === '/versioned') {
        // What RTK Query puts in every page's state: an id and times of its own for each request.
        await new Promise((resolve) => setTimeout(resolve, 5));
        const query = { status: 'fulfilled', data: [1, 2], requestId: Math.random().toString(36).slice(2), startedTimeStamp: Date.now() + Math.random(), fulfilledTimeStamp: Date.now() + Math.random() };
        return { html: '<p>같은 쪽</p>' + notice, state: { api: { queries: { 'getJobs(undefined)': query }, mutations: {} } }, status: 200, complete: true, routePattern: undefined, head: { title: '쪽', description: '쪽이에요' } };
      }
      return { html: '<p>쪽</p>' + notice, state: {}, status: 200, complete: url !== '/broken', routePattern: undefined, head: { title: '쪽', description: '쪽이에요' } };
    }
  `;

  beforeAll(async () => {
    renders = [];
    (globalThis as { __jinroRenders?: string[] }).__jinroRenders = renders;
    (globalThis as { __jinroRevoked?: Set<string> }).__jinroRevoked = revoked;
    const base = mkdtempSync(path.join(tmpdir(), 'jinro-ssr-'));
    const webRoot = path.join(base, 'web');
    mkdirSync(webRoot);
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(base, 'ssr'));
    writeFileSync(path.join(base, 'ssr', 'entry-server.js'), RENDERER);
    s = await createTestApp({ webRoot });
  });

  afterAll(async () => {
    await s.close();
  });

  it("puts the rendered page, its head and its state in the route's HTML, with the data the API gave", async () => {
    const res = await s.app.inject({ url: `/job-browser/${encodeURIComponent('간호사')}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><h1>간호사</h1></div>');
    // The head names the job (src/server/web), not the route's generic title.
    expect(res.body).toContain('<title>간호사 — 하는 일과 필요한 능력 | 진로의 시간</title>');
    expect(res.body).toContain('<meta property="og:title" content="간호사 — 하는 일과 필요한 능력 | 진로의 시간">');
    const state = /<script type="application\/json" id="server-state">(.*?)<\/script>/s.exec(res.body)?.[1];
    // Nothing in the data can end the element early.
    expect(state).not.toContain('</script>');
    const api = await s.app.inject({ url: `/api/jobs/${encodeURIComponent('간호사')}` });
    expect(JSON.parse(state ?? '{}').api.job).toEqual(api.json().data);
  });

  it('looks the job up once a render: the head is written from the data the page was rendered with', async () => {
    const lookup = vi.spyOn(getJobCatalog(), 'findByName');
    try {
      const res = await s.app.inject({ url: `/job-browser/${encodeURIComponent('요리사')}` });
      expect(res.body).toContain('<title>요리사 — 하는 일과 필요한 능력 | 진로의 시간</title>');
      expect(res.body).toContain('"@type":"Occupation"');
      // The API's lookup for the render's data; a second one would be the head's own.
      expect(lookup.mock.calls.filter(([name]) => name === '요리사')).toHaveLength(1);
    } finally {
      lookup.mockRestore();
    }
  });

  it('answers 404 with the page for a job that does not exist', async () => {
    const res = await s.app.inject({ url: `/job-browser/${encodeURIComponent('없는직업')}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>없어요</h1>');
  });

  it("keeps a visitor's page a minute, but renders a signed-in person's every time, privately", async () => {
    renders.length = 0;
    const first = await s.app.inject({ url: '/stories' });
    const second = await s.app.inject({ url: '/stories' });
    expect(second.body).toBe(first.body);
    expect(renders).toEqual(['/stories']);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');

    const session = await loginAs(s);
    const mine = await s.app.inject({ url: '/stories', headers: { cookie: session.cookie } });
    await s.app.inject({ url: '/stories', headers: { cookie: session.cookie } });
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(renders).toEqual(['/stories', '/stories (signed in)', '/stories (signed in)']);
  });

  it("keeps a first visit's page (with the beta notice) apart from a returning visitor's, by the cookie", async () => {
    renders.length = 0;
    const seen = { cookie: `${BETA_SEEN_COOKIE}=1; other=x` };
    const first = await s.app.inject({ url: '/voc' });
    const returning = await s.app.inject({ url: '/voc', headers: seen });
    const firstAgain = await s.app.inject({ url: '/voc' });
    const returningAgain = await s.app.inject({ url: '/voc', headers: seen });
    expect(first.body).toContain('베타 서비스예요');
    expect(returning.body).not.toContain('베타 서비스예요');
    // Each kept for a minute, neither served to the other.
    expect(firstAgain.body).toBe(first.body);
    expect(returningAgain.body).toBe(returning.body);
    expect(renders).toEqual(['/voc', '/voc (beta seen)']);
    expect(returning.headers.etag).not.toBe(first.headers.etag);
    // A shared cache keeps them apart too.
    for (const res of [first, returning]) expect(String(res.headers.vary).split(', ')).toContain('cookie');
    // A browser holding the first visit's copy gets the returning visitor's page, not a 304.
    const revalidated = await s.app.inject({
      url: '/voc',
      headers: { ...seen, 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.body).not.toContain('베타 서비스예요');
  });

  it('never keeps a shared card, whatever form its path is sent in: revoked, it is 404 at every one', async () => {
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = s.app.server.address() as AddressInfo;
    const id = 'AbCdEf123456';
    // Request targets as a client may send them, byte for byte (app.inject would tidy them up).
    const forms = [
      `/share/${id}`,
      `/./share/${id}`,
      `/x/../share/${id}`,
      `//share/${id}`,
      `/%73hare/${id}`,
      `/%2e/share/${id}`,
      `/share/./${id}`,
      `http://localhost:${port}/share/${id}`,
      `http://localhost:${port}/./share/${id}`,
    ];
    for (const target of forms) {
      const res = await rawGet(port, target);
      expect(res.status, target).toBe(200);
      expect(res.head, target).toContain('cache-control: private, no-cache');
      expect(res.body, target).toContain('<h1>공유 카드</h1>');
    }
    revoked.add(id);
    for (const target of forms) {
      const res = await rawGet(port, target);
      expect(res.status, target).toBe(404);
      expect(res.head, target).not.toContain('public');
      expect(res.body, target).toContain('<h1>없는 카드예요</h1>');
    }
  });

  it('gives one ETag to one version of a page: 25 visitors at once, and a signed-in person rendered each time', async () => {
    renders.length = 0;
    const at = (url: string, headers: Record<string, string> = {}) => s.app.inject({ url, headers });
    const together = await Promise.all(Array.from({ length: 25 }, () => at('/versioned?at=once')));
    expect(new Set(together.map((res) => res.headers.etag)).size).toBe(1);
    // Rendered once for all of them.
    expect(renders).toEqual(['/versioned']);

    const session = await loginAs(s);
    const mine = [];
    for (let i = 0; i < 3; i++) mine.push(await at('/versioned?at=once', { cookie: session.cookie }));
    expect(new Set(mine.map((res) => res.headers.etag)).size).toBe(1);
    // The browser's copy of an earlier render is still this version: 304.
    const again = await at('/versioned?at=once', {
      cookie: session.cookie,
      'if-none-match': String(mine[0]?.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('renders a page once for URLs that differ only in query parameters it does not read', async () => {
    renders.length = 0;
    // The job browser reads `q` (and its filters), not `k` or `utm_source`: one render, one ETag.
    const urls = [
      '/job-browser?q=%EA%B0%84%ED%98%B8&k=1',
      '/job-browser?k=2&q=%EA%B0%84%ED%98%B8',
      '/job-browser?utm_source=x&q=간호',
    ];
    const answers = [];
    for (const url of urls) answers.push(await s.app.inject({ url }));
    expect(renders).toEqual(['/job-browser?q=%EA%B0%84%ED%98%B8']);
    expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
    // A parameter the page reads is another page.
    await s.app.inject({ url: '/job-browser?q=%EA%B0%84%ED%98%B8&industry=health' });
    expect(renders).toEqual(['/job-browser?q=%EA%B0%84%ED%98%B8', '/job-browser?industry=health&q=%EA%B0%84%ED%98%B8']);
  });

  it('does not keep a page whose data failed to load', async () => {
    renders.length = 0;
    await s.app.inject({ url: '/broken' });
    await s.app.inject({ url: '/broken' });
    expect(renders).toEqual(['/broken', '/broken']);
  });
});
