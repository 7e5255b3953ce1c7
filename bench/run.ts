/**
 * `npm run bench`: every benchmark of bench/ — pages (Lighthouse), bundles (Vite manifest), API
 * (autocannon beside bare routes, PGlite and PostgreSQL when DATABASE_URL is set), growth (search
 * and ranking at 200, 2,000 and 20,000 jobs), validity (O*NET personas through the API, issue 17),
 * a11y (axe on every route and dialog, 320 px reflow; issue 20) —
 * written as a dated report, bench/results/YYYY-MM-DD.md.
 *
 *   npm run bench                        build, measure everything, write the report
 *   npm run bench -- --check             … and exit 1 when a budget is missed
 *   npm run bench -- --only=api,growth   some sections only (pages, bundles, render, api, growth, validity, a11y)
 *   npm run bench -- --runs=1            Lighthouse runs per page (default 3)
 *   npm run bench -- --pages=/,/login    Lighthouse on some pages only (their labels)
 *   npm run bench -- --compare=bench/results/2026-11-28-pages.json
 *                                        each page's JS and main-thread work beside an earlier run's
 *                                        (every run with pages writes its figures to YYYY-MM-DD-pages.json)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { runA11ySweep } from './lib/a11y-sweep';
import { measureApi } from './lib/api-load';
import { largestLazyChunk, measurePages } from './lib/bundle-sizes';
import { measureGrowth } from './lib/growth';
import { type PageWork, pageWorkOf } from './lib/page-work';
import { benchPages, CHROME_PATH, measurePagesWithLighthouse } from './lib/pages';
import { ROOT, startBuiltServer } from './lib/process';
import { measureJobRecHeight, measureRenderLoad, measureTyping } from './lib/render-load';
import { type BenchResults, checkBudgets, renderReport } from './lib/report';
import { describePanelBench, measurePanel } from './panel/measure';
import { measureValidity } from './validity';

const SECTIONS = ['pages', 'bundles', 'render', 'api', 'growth', 'validity', 'a11y'] as const;
type Section = (typeof SECTIONS)[number];

const args = process.argv.slice(2);
const check = args.includes('--check');
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const sections = new Set<Section>(only ? SECTIONS.filter((section) => only.split(',').includes(section)) : SECTIONS);
const pageLabels = args
  .find((arg) => arg.startsWith('--pages='))
  ?.slice('--pages='.length)
  .split(',');
const compareWith = args.find((arg) => arg.startsWith('--compare='))?.slice('--compare='.length);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);

const log = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');
const chromiumVersion = () => {
  try {
    return execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'Chromium not found';
  }
};

/** Korean font families on this machine: with none, Lighthouse renders boxes and measures less work than a phone does. */
const koreanFonts = () => {
  try {
    return new Set(
      execFileSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
        .split('\n')
        .filter(Boolean),
    ).size;
  } catch {
    return 0;
  }
};

const webRoot = path.join(ROOT, 'dist/web');
const startedAt = new Date();
const results: BenchResults = {
  startedAt,
  finishedAt: startedAt,
  machine: {
    cpus: String(availableParallelism()),
    loadBefore: load(),
    loadAfter: '',
    node: process.version,
    chromium: chromiumVersion(),
    koreanFonts: koreanFonts(),
  },
  runs,
  apiSkippedPostgres: !process.env.DATABASE_URL,
};
log(`load average before: ${results.machine.loadBefore}`);

if (sections.has('pages') || sections.has('bundles')) {
  const server = await startBuiltServer();
  try {
    const pages = await benchPages(server.origin);
    if (sections.has('bundles')) {
      log('bundles…');
      const measured = measurePages(webRoot);
      results.bundles = {
        pages: pages.map((page) => ({ page, bundle: measured.find((bundle) => bundle.page === page.module) })),
        largestLazy: largestLazyChunk(webRoot),
      };
    }
    if (sections.has('pages')) {
      log(`pages: Lighthouse, ${runs} runs each…`);
      const chosen = pageLabels ? pages.filter((page) => pageLabels.includes(page.label)) : pages;
      results.pages = await measurePagesWithLighthouse(server.origin, chosen, runs, log);
    }
  } finally {
    await server.stop();
  }
}

if (sections.has('render')) {
  const server = await startBuiltServer();
  try {
    log('render: typing in the job browser (CPU 4× slower)…');
    const typing = await measureTyping(server.origin);
    log(`  worst key ${Math.round(typing.worstMs)} ms over ${typing.keys} keys`);
    log('render: server-rendered job page beside its API answer, 50 connections…');
    const renderLoad = await measureRenderLoad(server.origin);
    log(
      `  page ${Math.round(renderLoad.page.requestsPerSecond)} req/s, API ${Math.round(renderLoad.api.requestsPerSecond)} req/s ` +
        `(${Math.round(renderLoad.ratio * 100)} %)`,
    );
    log('render: /job-rec at 390 px after all six steps…');
    const jobRecHeightPx = await measureJobRecHeight(server.origin);
    log(`  ${jobRecHeightPx} px`);
    results.render = { typing, load: renderLoad, jobRecHeightPx };
  } finally {
    await server.stop();
  }
}

if (sections.has('api')) {
  log('API: PGlite…');
  results.api = [await measureApi(undefined, log)];
  if (process.env.DATABASE_URL) {
    log('API: PostgreSQL…');
    results.api.push(await measureApi(process.env.DATABASE_URL, log));
  }
}

if (sections.has('growth')) {
  log('growth…');
  results.growth = measureGrowth();
}

if (sections.has('validity')) {
  log('validity: O*NET personas through the API…');
  results.validity = await measureValidity();
  if (!results.validity) log('  skipped: the O*NET 29.3 tables are not beside the repository');
  log('validity: the counsellor panel and O*NET construction B (issue 28)…');
  results.panel = await measurePanel();
  for (const line of describePanelBench(results.panel)) log(`  ${line}`);
}

if (sections.has('a11y')) {
  log('a11y: axe on every route at 390 and 1280 px, signed out and in, and every dialog; 320 px reflow…');
  results.a11y = runA11ySweep(log);
  log(`  ${results.a11y.passed} passed, ${results.a11y.failed} failed in ${Math.round(results.a11y.seconds)} s`);
}

if (results.pages) {
  const bundles = (results.bundles?.pages ?? []).map(({ page, bundle }) => ({ label: page.label, bundle }));
  const now = pageWorkOf(results.pages, bundles);
  const before = compareWith ? (JSON.parse(readFileSync(compareWith, 'utf8')) as PageWork[]) : undefined;
  results.pageWork = { now, before, beforeFrom: compareWith };
  const json = path.join(ROOT, 'bench/results', `${startedAt.toISOString().slice(0, 10)}-pages.json`);
  writeFileSync(json, `${JSON.stringify(now, null, 2)}\n`);
  log(`pages' figures: ${path.relative(ROOT, json)} (compare a later run with --compare=)`);
}

results.finishedAt = new Date();
results.machine.loadAfter = load();
const changes = readFileSync(path.join(ROOT, 'bench/what-it-took.md'), 'utf8');
const file = path.join(ROOT, 'bench/results', `${startedAt.toISOString().slice(0, 10)}.md`);
writeFileSync(file, renderReport(results, changes));
log(`report: ${path.relative(ROOT, file)}`);

const failed = checkBudgets(results).filter((c) => !c.ok);
for (const c of failed) log(`  budget missed: ${c.what}: ${c.value} (budget ${c.budget})`);
if (check && failed.length > 0) process.exit(1);
