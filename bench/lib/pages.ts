import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mainThreadWork } from './page-work';

/**
 * Lighthouse on the pages of issue 8: the npm `lighthouse` package driving Debian's Chromium,
 * mobile emulation with its default simulated throttling, `runs` runs per page, median.
 */

export const CHROME_PATH = '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface BenchPage {
  label: string;
  path: string;
  /** The page's module in the Vite manifest, for its bundle sizes. */
  module: string;
}

/** The pages of issue 8; the job and article are the first ones the API lists. */
export async function benchPages(origin: string): Promise<BenchPage[]> {
  const firstId = async (url: string, field: 'name' | 'id') => {
    const res = await fetch(`${origin}${url}`);
    const body = (await res.json()) as { data: Array<Record<string, string>> };
    const value = body.data[0]?.[field];
    if (!value) throw new Error(`${url} listed nothing`);
    return value;
  };
  const job = await firstId('/api/jobs?limit=1', 'name');
  const article = await firstId('/api/articles', 'id');
  const routes = 'src/client/app/routes';
  return [
    { label: '/', path: '/', module: `${routes}/home/index.tsx` },
    { label: '/job-browser', path: '/job-browser', module: `${routes}/jobs/job-browser-page.tsx` },
    {
      label: 'job page',
      path: `/job-browser/${encodeURIComponent(job)}`,
      module: `${routes}/jobs/job-page.tsx`,
    },
    { label: 'article', path: `/articles/${encodeURIComponent(article)}`, module: `${routes}/content/article.tsx` },
    { label: '/login', path: '/login', module: `${routes}/auth/login.tsx` },
    { label: '/map', path: '/map', module: `${routes}/assessments/map.tsx` },
    { label: '/roadmap/sample', path: '/roadmap/sample', module: `${routes}/roadmaps/sample-page.tsx` },
  ];
}

interface PageScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Main-thread work at the 4× CPU slowdown (bench/lib/page-work.ts). */
  mainThreadMs: number;
  scriptMs: number;
  bootupMs: number;
  jsTransferBytes: number;
}

export interface PageResult {
  page: BenchPage;
  url: string;
  median: PageScores;
  runs: PageScores[];
  /** Audits below full marks in the median-performance run, for finding causes. */
  failedAudits: string[];
  lcpElement: string;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function scoresOf(lhr: Lhr): PageScores {
  const category = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    ...mainThreadWork(lhr.audits),
  };
}

function failedAuditsOf(lhr: Lhr): string[] {
  const failed: string[] = [];
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      failed.push(`${category.id}/${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  return failed;
}

/**
 * What moved in a run with a layout shift: Lighthouse's `layout-shifts` audit, each shift's score
 * and the element it names (once, on 2026-11-29, five runs of 21 shifted by 0.1–0.2 and the next
 * 76 did not: docs/performance.md). Empty when nothing moved.
 */
function layoutShiftsOf(lhr: Lhr): string[] {
  const details = lhr.audits['layout-shifts']?.details as
    | { items?: Array<{ score?: number; node?: { selector?: string; nodeLabel?: string } }> }
    | undefined;
  return (details?.items ?? []).map(
    (item) =>
      `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? '?'} "${(item.node?.nodeLabel ?? '').slice(0, 40)}"`,
  );
}

function lcpElementOf(lhr: Lhr): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: Array<{ items?: Array<{ node?: { selector?: string; nodeLabel?: string } }> }> }
    | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  if (!node) return '';
  return `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 40)}"`;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** One Lighthouse run; a run whose trace failed (e.g. NO_NAVSTART, it happens) is made again, twice at most. */
async function runLighthouse(url: string, port: number, log: (line: string) => void): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    const message = `Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`;
    if (attempt === 3) throw new Error(message);
    log(`  ${message}; running it again`);
  }
}

export async function measurePagesWithLighthouse(
  origin: string,
  pages: BenchPage[],
  runs: number,
  log: (line: string) => void,
): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const page of pages) {
    const url = `${origin}${page.path}`;
    const lhrs: Lhr[] = [];
    for (let run = 0; run < runs; run++) {
      // A new browser profile for every run: Lighthouse clears the HTTP cache but keeps local
      // storage and cookies, so a later run would otherwise be a returning visitor whose
      // cache was emptied (the web font's `webFontCached` marker would then be wrong).
      const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
      const lhr = await runLighthouse(url, chrome.port, log).finally(() => chrome.kill());
      lhrs.push(lhr);
      const s = scoresOf(lhr);
      log(`  ${page.label} run ${run + 1}: performance ${s.performance}, LCP ${Math.round(s.lcpMs)} ms`);
      for (const shift of layoutShiftsOf(lhr)) log(`    layout shift ${shift}`);
    }
    const all = lhrs.map(scoresOf);
    const medianScores: PageScores = {
      performance: median(all.map((s) => s.performance)),
      accessibility: median(all.map((s) => s.accessibility)),
      bestPractices: median(all.map((s) => s.bestPractices)),
      seo: median(all.map((s) => s.seo)),
      lcpMs: median(all.map((s) => s.lcpMs)),
      tbtMs: median(all.map((s) => s.tbtMs)),
      cls: median(all.map((s) => s.cls)),
      fcpMs: median(all.map((s) => s.fcpMs)),
      mainThreadMs: median(all.map((s) => s.mainThreadMs)),
      scriptMs: median(all.map((s) => s.scriptMs)),
      bootupMs: median(all.map((s) => s.bootupMs)),
      jsTransferBytes: median(all.map((s) => s.jsTransferBytes)),
    };
    // The run whose performance score is the median one explains the figures.
    const order = all.map((s, i) => [s.performance, i] as const).sort((a, b) => a[0] - b[0]);
    const middle = lhrs[order[Math.floor(order.length / 2)]?.[1] ?? 0] as Lhr;
    results.push({
      page,
      url,
      median: medianScores,
      runs: all,
      failedAudits: failedAuditsOf(middle),
      lcpElement: lcpElementOf(middle),
    });
  }
  return results;
}
