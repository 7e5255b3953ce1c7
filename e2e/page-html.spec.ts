import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, hydrated, PHONE, test } from './fixtures';

test.use({ viewport: PHONE });

// Each page's HTML carries the shell's and its own style sheets inline (src/server/plugins/web-app.ts).
test.describe('styles inline in the page HTML', () => {
  test('a first load fetches no style sheet and breaks no CSP rule; a later page still gets its own', async ({
    page,
  }) => {
    const sheets: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => {
      // The page's own sheets; the web font's rules (after load) and the ad frame's are not the page's.
      const own = request.frame() === page.mainFrame() && !request.url().includes('pretendard');
      if (request.resourceType() === 'stylesheet' && own) sheets.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Styled by the inline sheets: the home hero's gradient and the shell's sticky top bar.
    const hero = page.getByRole('region', { name: '나를 알고, 길을 찾는 시간' });
    await expect.poll(() => hero.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('gradient');
    await expect
      .poll(() =>
        page
          .locator('header')
          .first()
          .evaluate((el) => getComputedStyle(el).position),
      )
      .toBe('sticky');
    await page.waitForLoadState('load');
    expect(sheets).toEqual([]);

    // Another page's sheet is not in this HTML: the app loads it when the page is shown.
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await expect.poll(() => sheets.some((url) => /\/assets\/auth-[\w-]+\.css$/.test(url))).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe('data in the page HTML', () => {
  test("an article shows from its page's HTML without asking the API, and the next one is fetched", async ({
    page,
  }) => {
    const articleCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/articles/')) articleCalls.push(request.url());
    });
    const first = await (await page.request.get('/api/articles')).json();
    const [newest, older] = first.data as Array<{ id: string; title: string }>;
    if (!newest || !older) throw new Error('the content has fewer than two articles');

    // Whether a loading state (the page's, or the article's skeleton) was ever on the page.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[role="status"][aria-label="글을 불러오는 중이에요"]')) {
          document.documentElement.dataset.sawLoading = 'article';
        }
        if (document.body?.textContent?.includes('페이지를 불러오는 중'))
          document.documentElement.dataset.sawLoading = 'page';
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto(`/articles/${older.id}`);
    await expect(page.getByRole('heading', { level: 1, name: older.title })).toBeVisible();
    expect(articleCalls).toEqual([]);
    // The first paint is the article itself: the server rendered it, and the browser hydrates it.
    expect(await page.evaluate(() => document.documentElement.dataset.sawLoading ?? 'none')).toBe('none');

    // In-app navigation to another article asks the API as before.
    await page.goto('/articles');
    // Hydrated first: a click before that is a plain link, a full page load the server renders
    // (CI once clicked too early on 2 busy cores and saw no API call).
    await hydrated(page);
    await page.getByRole('link', { name: newest.title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: newest.title })).toBeVisible();
    expect(articleCalls.some((url) => url.endsWith(`/api/articles/${newest.id}`))).toBe(true);
  });
});

test.describe('the beta notice on a page that carries its text', () => {
  test.use({ freshVisitor: true });

  test('comes in the server HTML with the text (before any script), and closes as anywhere else', async ({ page }) => {
    // What the parsed HTML holds once parsing ends, before the app's (deferred) script runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as unknown as { parsed: unknown }).parsed = {
          text: document.querySelector('main article h1') !== null,
          notice: document.querySelector('dialog[open]')?.textContent?.includes('베타 서비스예요') ?? false,
        };
      });
    });
    await page.goto('/articles/burnout-signs');
    const notice = page.getByRole('dialog', { name: '진로의 시간은 베타 서비스예요' });
    await expect(notice).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { parsed: unknown }).parsed)).toEqual({
      text: true,
      notice: true,
    });
    await hydrated(page);

    await notice.getByRole('button', { name: '나중에 할게요' }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('the beta notice while its HTML arrives', () => {
  test.use({ freshVisitor: true });

  /**
   * Serves the app through a proxy that sends a page's HTML in two parts, 1.5 s apart, cut inside
   * the notice (after its title): the browser paints the page with half a notice in between, as a
   * slow network does.
   */
  async function slowProxy(target: string, path: string): Promise<{ url: string; close: () => Promise<void> }> {
    const server = createServer(async (request, response) => {
      const upstream = await fetch(`${target}${request.url}`, {
        headers: { accept: request.headers.accept ?? '*/*', 'accept-encoding': 'identity' },
      });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
        ),
      );
      response.writeHead(upstream.status, headers);
      if (request.url !== path) {
        response.end(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      const html = await upstream.text();
      const cut = html.indexOf('</h2>', html.indexOf('<dialog open'));
      response.write(html.slice(0, cut));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      response.end(html.slice(cut));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}${path}`,
      close: () => new Promise((resolve) => server.close(() => resolve())),
    };
  }

  test('does not move the page when its text comes after its frame', async ({ page, baseURL }) => {
    const proxy = await slowProxy(baseURL ?? '', '/roadmap/sample');
    try {
      await page.addInitScript(() => {
        const seen = { shifts: [] as number[], halfNotice: [] as string[] };
        (window as unknown as { seen: typeof seen }).seen = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) seen.shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
        // Each frame while the notice is there without its buttons: how it was drawn.
        const watch = () => {
          const notice = document.querySelector('dialog[open]');
          if (notice && !notice.textContent?.includes('나중에 할게요'))
            seen.halfNotice.push(getComputedStyle(notice).visibility);
          if (document.readyState === 'loading') requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      });
      await page.goto(proxy.url);
      const notice = page.getByRole('dialog', { name: '진로의 시간은 베타 서비스예요' });
      await expect(notice).toBeVisible();
      await hydrated(page);
      await page.waitForLoadState('load');
      const seen = await page.evaluate(
        () => (window as unknown as { seen: { shifts: number[]; halfNotice: string[] } }).seen,
      );
      // The half notice was there for some frames (the test did what it means to), never drawn.
      expect(new Set(seen.halfNotice)).toEqual(new Set(['hidden']));
      expect(seen.shifts).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});

test.describe('heads for people and search engines', () => {
  const nurse = `/job-browser/${encodeURIComponent('간호사')}`;

  test("a job page's HTML names the job in its title, preview and structured data, and its image is a PNG", async ({
    request,
  }) => {
    const html = await (await request.get(nurse)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>간호사 — 하는 일과 필요한 능력 | 진로의 시간</title>');
    expect(head).toContain('<meta property="og:title" content="간호사 — 하는 일과 필요한 능력 | 진로의 시간">');
    const ld = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? 'null'),
    );
    expect(ld).toContainEqual(expect.objectContaining({ '@type': 'Occupation', name: '간호사' }));
    const image = /<meta property="og:image" content="([^"]+)">/.exec(head)?.[1];
    if (!image) throw new Error('no og:image');
    const png = await request.get(new URL(image).pathname);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('the app keeps the title the server wrote, and names the next job it shows', async ({ page }) => {
    const related = (await (await page.request.get(`/api/jobs/${encodeURIComponent('간호사')}`)).json()).data
      .related as Array<{ name: string }>;
    const next = related[0]?.name;
    if (!next) throw new Error('간호사 has no related job');
    await page.goto(nurse);
    await expect(page.getByRole('heading', { level: 1, name: '간호사' })).toBeVisible();
    await expect(page).toHaveTitle('간호사 — 하는 일과 필요한 능력 | 진로의 시간');
    await page.getByRole('link', { name: next, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: next })).toBeVisible();
    await expect(page).toHaveTitle(`${next} — 하는 일과 필요한 능력 | 진로의 시간`);
  });

  test('the sitemap lists every job and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const { data } = await (await request.get('/api/jobs/search-index')).json();
    for (const job of data as Array<{ name: string }>) {
      expect(sitemap, job.name).toContain(`/job-browser/${encodeURIComponent(job.name)}</loc>`);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: http:\/\/[^/]+\/sitemap\.xml$/m);
  });
});

// Scripts and styles are compressed once at build (scripts/lib/precompress-plugin.ts) and sent as they are.
test.describe('assets compressed at build', () => {
  test("the first script goes out as the build's brotli copy, byte for byte", async ({ request }) => {
    const manifest = JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean }
    >;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)?.file;
    if (!entry) throw new Error('no entry in the Vite manifest');
    const copy = readFileSync(`dist/web/${entry}.br`);
    const res = await request.get(`/${entry}`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers()['content-encoding']).toBe('br');
    expect(Number(res.headers()['content-length'])).toBe(copy.length);
  });
});
