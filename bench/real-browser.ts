/**
 * What a visitor on a slow phone sees, in real Chromium (not Lighthouse's simulation): two or more
 * builds of the app, interleaved run by run, each page loaded in a new browser context (nothing
 * cached, a first visit) with DevTools throttling: 150 ms of latency per request, 1.6 Mbit/s down,
 * 750 kbit/s up, and the CPU slowed 4×. Per run it reads, in the page:
 *
 * - FCP and LCP (paint timing, the last `largest-contentful-paint` entry before any input);
 * - `code`: when the first script was asked for (its resource timing's `startTime`);
 * - `hydrated`: the first moment the page's `<h1>` (or `<main>`'s first element) carries React's
 *   props, polled every 10 ms: from then its handlers answer. Both builds are measured the same
 *   way (the app also sets `performance.mark('app-hydrated')`, which older builds lack).
 *
 * Variants are folders as for `compare-builds.mjs` (`/tmp/perfvar/<name>` with that build's
 * `dist/`). Usage, under `flock /work/lighthouse.lock`:
 *
 *   npx tsx bench/real-browser.ts <runs> <page,page,…> <variant> <variant>…   # JOB / ARTICLE: the first job / article
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_PATH } from './lib/pages';

interface Row {
  fcp: number;
  lcp: number;
  code: number;
  hydrated: number;
}

const [runsArg = '5', pagesArg = '/', ...variants] = process.argv.slice(2);
const runs = Number(runsArg);
if (!Number.isInteger(runs) || runs < 1 || variants.length === 0) {
  throw new Error('usage: npx tsx bench/real-browser.ts <runs> <page,page,…> <variant> [<variant>…]');
}

async function startServer(name: string, port: number): Promise<{ name: string; url: string; child: ChildProcess }> {
  const dir = `/tmp/perfvar/${name}`;
  const child = spawn(process.execPath, [path.join(dir, 'dist/server/main.js')], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'realvar-')),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { name, url, child };
}

/** Polls for hydration from the first script the page runs; the result is read after load. */
const HYDRATION_PROBE = `(() => {
  const hasProps = (el) => el !== null && Object.keys(el).some((key) => key.startsWith('__reactProps$'));
  const timer = setInterval(() => {
    const target = document.querySelector('main h1') ?? document.querySelector('main > *');
    if (hasProps(target)) {
      window.__hydratedAt = performance.now();
      clearInterval(timer);
    }
  }, 10);
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

async function measure(url: string): Promise<Row> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      locale: 'ko-KR',
    });
    const page = await context.newPage();
    await page.addInitScript(HYDRATION_PROBE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(
      () => (window as unknown as { __hydratedAt?: number }).__hydratedAt !== undefined,
      null,
      {
        timeout: 60_000,
        polling: 100,
      },
    );
    await page.waitForTimeout(1000);
    return await page.evaluate(() => {
      const w = window as unknown as { __hydratedAt: number; __lcp: number };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const code =
        performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))
          ?.startTime ?? Number.NaN;
      return { fcp, lcp: w.__lcp, code, hydrated: w.__hydratedAt };
    });
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const log = (line: string) => process.stdout.write(`${line}\n`);
const basePort = 4600 + Math.floor(Math.random() * 300);
const servers = await Promise.all(variants.map((name, index) => startServer(name, basePort + index)));
try {
  const first = servers[0];
  if (!first) throw new Error('no variant');
  const pages = await Promise.all(
    pagesArg.split(',').map(async (page) => {
      if (page === 'JOB') {
        const body = (await (await fetch(`${first.url}/api/jobs?limit=1`)).json()) as { data: Array<{ name: string }> };
        return `/job-browser/${encodeURIComponent(body.data[0]?.name ?? '')}`;
      }
      if (page === 'ARTICLE') {
        const body = (await (await fetch(`${first.url}/api/articles`)).json()) as { data: Array<{ id: string }> };
        return `/articles/${encodeURIComponent(body.data[0]?.id ?? '')}`;
      }
      return page;
    }),
  );
  const summary: string[] = [];
  for (const page of pages) {
    // Warm the servers' page caches: the first render of a page is not what a visitor meets.
    for (const server of servers) for (let i = 0; i < 4; i++) await (await fetch(`${server.url}${page}`)).text();
    const rows = new Map<string, Row[]>(servers.map((server) => [server.name, []]));
    for (let run = 0; run < runs; run++) {
      for (const server of servers) {
        const row = await measure(`${server.url}${page}`);
        rows.get(server.name)?.push(row);
        log(
          `[load ${loadavg()[0]?.toFixed(2)}] ${page} ${server.name} run${run + 1}: FCP ${row.fcp.toFixed(0)} LCP ${row.lcp.toFixed(0)} code ${row.code.toFixed(0)} hydrated ${row.hydrated.toFixed(0)}`,
        );
      }
    }
    for (const [name, list] of rows) {
      const stat = (key: keyof Row) => {
        const values = list.map((row) => row[key]);
        return `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
      };
      summary.push(
        `| ${page} | ${name} | ${stat('fcp')} | ${stat('lcp')} | ${stat('code')} | ${stat('hydrated')} | ${list.length} |`,
      );
    }
  }
  log('\n| page | variant | FCP | LCP | code asked for | hydrated | runs |\n|---|---|---|---|---|---|---|');
  for (const line of summary) log(line);
} finally {
  for (const server of servers) server.child.kill();
}
