import type { ValidityFigures } from '../../tests/validity/suite';
import type { PanelBenchFigures } from '../panel/measure';
import { panelSection } from '../panel/report-section';
import type { A11ySweepResult } from './a11y-sweep';
import type { ApiRun } from './api-load';
import { LOAD } from './api-load';
import { API_BUDGET, type BudgetCheck, GROWTH_BUDGET, PAGE_BUDGET, RENDER_BUDGET, VALIDITY_BUDGET } from './budgets';
import { BUDGET as BUNDLE_BUDGET, type ChunkSize, formatKb, type PageBundle } from './bundle-sizes';
import type { GrowthRow } from './growth';
import { type PageWork, pageWorkRows } from './page-work';
import type { BenchPage, PageResult } from './pages';
import { JOB_REC_HEIGHT_BEFORE_PX, type RenderLoadResult, type TypingResult } from './render-load';

/** The Markdown report of `npm run bench` and the budget checks behind `--check`. */

export interface BenchResults {
  startedAt: Date;
  finishedAt: Date;
  machine: {
    cpus: string;
    loadBefore: string;
    loadAfter: string;
    node: string;
    chromium: string;
    /** Korean font families the system has (`fc-list :lang=ko family`): Lighthouse's text renders with them. */
    koreanFonts?: number;
  };
  runs: number;
  /** Each page's JavaScript and main-thread work, and an earlier run's (`--compare=`), issue 31. */
  pageWork?: { now: PageWork[]; before?: PageWork[]; beforeFrom?: string };
  pages?: PageResult[];
  bundles?: { pages: Array<{ page: BenchPage; bundle: PageBundle | undefined }>; largestLazy: ChunkSize | undefined };
  api?: ApiRun[];
  apiSkippedPostgres: boolean;
  growth?: GrowthRow[];
  render?: { typing: TypingResult; load: RenderLoadResult; jobRecHeightPx: number };
  validity?: ValidityFigures;
  /** Issue 28: the counsellor panel and O*NET construction B (bench/panel/). */
  panel?: PanelBenchFigures;
  a11y?: A11ySweepResult;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const ok = (pass: boolean) => (pass ? '✅' : '❌');

export function checkBudgets(results: BenchResults): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const { page, median } of results.pages ?? []) {
    const add = (what: string, value: number, budget: number, show: (x: number) => string, higher: boolean) =>
      checks.push({
        what: `${page.label} ${what}`,
        value: show(value),
        budget: `${higher ? '≥' : '≤'} ${show(budget)}`,
        ok: higher ? value >= budget : value <= budget,
      });
    add('performance', median.performance, PAGE_BUDGET.performance, String, true);
    add('accessibility', median.accessibility, PAGE_BUDGET.accessibility, String, true);
    add('best practices', median.bestPractices, PAGE_BUDGET.bestPractices, String, true);
    add('SEO', median.seo, PAGE_BUDGET.seo, String, true);
    add('LCP', median.lcpMs, PAGE_BUDGET.lcpMs, ms, false);
    add('TBT', median.tbtMs, PAGE_BUDGET.tbtMs, ms, false);
    add('CLS', median.cls, PAGE_BUDGET.cls, (x) => x.toFixed(3), false);
  }
  if (results.pages && results.pages.length > 0) {
    const scores = results.pages.map(({ median }) => median.performance).sort((a, b) => a - b);
    const middle = scores[Math.floor(scores.length / 2)] ?? 0;
    checks.push({
      what: 'performance, median over the pages',
      value: String(middle),
      budget: `≥ ${PAGE_BUDGET.medianPerformance}`,
      ok: middle >= PAGE_BUDGET.medianPerformance,
    });
  }
  for (const { page, bundle } of results.bundles?.pages ?? []) {
    if (!bundle) {
      checks.push({ what: `${page.label} bundle`, value: 'not in the manifest', budget: '', ok: false });
      continue;
    }
    checks.push({
      what: `${page.label} JS before interactive`,
      value: formatKb(bundle.jsGzip),
      budget: `≤ ${formatKb(BUNDLE_BUDGET.jsGzipBytes)}`,
      ok: bundle.jsGzip <= BUNDLE_BUDGET.jsGzipBytes,
    });
    checks.push({
      what: `${page.label} CSS before interactive`,
      value: formatKb(bundle.cssGzip),
      budget: `≤ ${formatKb(BUNDLE_BUDGET.cssGzipBytes)}`,
      ok: bundle.cssGzip <= BUNDLE_BUDGET.cssGzipBytes,
    });
  }
  for (const run of results.api ?? []) {
    for (const { target, route, ratio } of run.results) {
      const path = target.path.startsWith('/api/jobs/') ? '/api/jobs/{name}' : target.path;
      const minRatio = API_BUDGET.minRatio[path];
      if (minRatio !== undefined) {
        checks.push({
          what: `${run.database} ${target.label} vs bare`,
          value: `${Math.floor(ratio * 100)} %`,
          budget: `≥ ${Math.round(minRatio * 100)} %`,
          ok: ratio >= minRatio,
        });
      }
      if (route.non2xx + route.errors > 0) {
        checks.push({
          what: `${run.database} ${target.label} failed requests`,
          value: `${route.non2xx} non-2xx, ${route.errors} errors/timeouts`,
          budget: '0',
          ok: false,
        });
      }
      checks.push({
        what: `${run.database} ${target.label} p99`,
        value: `${route.p99Ms} ms`,
        budget: `≤ ${API_BUDGET.p99Ms} ms`,
        ok: route.p99Ms <= API_BUDGET.p99Ms,
      });
    }
  }
  if (results.render) {
    const { typing, load } = results.render;
    checks.push({
      what: 'job-browser typing, worst key (Event Timing, CPU 4× slower)',
      value: ms(typing.worstMs),
      budget: `≤ ${ms(RENDER_BUDGET.typingWorstMs)}`,
      ok: typing.worstMs <= RENDER_BUDGET.typingWorstMs,
    });
    checks.push({
      what: 'server-rendered job page vs GET /api/jobs/{name}',
      value: `${Math.floor(load.ratio * 100)} % (${Math.round(load.page.requestsPerSecond)} vs ${Math.round(load.api.requestsPerSecond)} req/s)`,
      budget: `≥ ${Math.round(RENDER_BUDGET.pageToApiRatio * 100)} %`,
      ok: load.ratio >= RENDER_BUDGET.pageToApiRatio && load.page.non2xx + load.page.errors === 0,
    });
  }
  const ranking20k = results.growth?.find((row) => row.jobs === 20_000);
  if (ranking20k) {
    checks.push({
      what: 'ranking 20,000 jobs',
      value: `${ranking20k.rankingMedianMs.toFixed(1)} ms`,
      budget: `≤ ${GROWTH_BUDGET.ranking20kMs} ms`,
      ok: ranking20k.rankingMedianMs <= GROWTH_BUDGET.ranking20kMs,
    });
  }
  if (results.validity) checks.push(...validityChecks(results.validity));
  if (results.a11y) {
    checks.push({
      what: 'a11y sweep: axe violations and 320 px reflow (failed tests)',
      value: String(results.a11y.failed),
      budget: '= 0',
      ok: results.a11y.failed === 0,
    });
  }
  return checks;
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

function validityChecks(v: ValidityFigures): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const atLeast = (what: string, value: number | undefined, budget: number) => {
    if (value !== undefined) checks.push({ what, value: pct(value), budget: `≥ ${pct(budget)}`, ok: value >= budget });
  };
  const atMost = (what: string, value: number | undefined, budget: number) => {
    if (value !== undefined) checks.push({ what, value: pct(value), budget: `≤ ${pct(budget)}`, ok: value <= budget });
  };
  atLeast('validity: exact personas hit@1', v.exact?.hit1, VALIDITY_BUDGET.exactHit1);
  atLeast('validity: exact personas hit@10', v.exact?.hit10, VALIDITY_BUDGET.exactHit10);
  atLeast('validity: 1 SD noise hit@10', v.noise?.hit10, VALIDITY_BUDGET.noiseHit10);
  const o = v.outside;
  if (o) {
    atLeast('validity: outside, related job in top 10', o.relatedRate, VALIDITY_BUDGET.outsideRelated);
    checks.push({
      what: 'validity: outside, related rate above interests only',
      value: `${pct(o.relatedRate)} vs ${pct(o.baselineRelatedRate)}`,
      budget: '>',
      ok: o.relatedRate > o.baselineRelatedRate,
    });
    atMost(
      `validity: outside, most listed job (${o.mostListed.job})`,
      o.mostListed.share,
      VALIDITY_BUDGET.maxListedShare,
    );
    atMost(`validity: outside, most often #1 (${o.mostFirst.job})`, o.mostFirst.share, VALIDITY_BUDGET.maxFirstShare);
    atMost(
      `validity: outside, most often a variety pick (${o.mostVariety.job})`,
      o.mostVariety.share,
      VALIDITY_BUDGET.maxVarietyShare,
    );
  }
  checks.push({
    what: 'validity: contradicting reasons',
    value: String(v.contradictions.length),
    budget: `≤ ${VALIDITY_BUDGET.contradictions}`,
    ok: v.contradictions.length <= VALIDITY_BUDGET.contradictions,
  });
  checks.push({
    what: 'validity: lists out of score order',
    value: String(v.outOfOrder.length),
    budget: `≤ ${VALIDITY_BUDGET.outOfOrder}`,
    ok: v.outOfOrder.length <= VALIDITY_BUDGET.outOfOrder,
  });
  return checks;
}

function validitySection(v: ValidityFigures): string[] {
  const out: string[] = ['## Recommendation validity', ''];
  out.push(
    'How: `bench/validity.ts` runs the suite of `tests/validity/` on a fresh in-memory PGlite: a persona per O*NET ' +
      'profile (every catalog job, exact and with 1 SD of seeded noise; every O*NET 29.3 occupation outside the ' +
      'catalog that has all ratings) answers the six steps through the API as the web app sends them, then reads ' +
      "`GET /api/job-rec`, 'why not X?' and `GET /api/report`. A twin job counts as a hit only while its profile is " +
      "identical to the persona's own. The interests-only baseline ranks the catalog by the correlation of the " +
      "person's six interest scores with each job's. Contradictions: reasons untrue of the person's own answers " +
      '(tests/validity/contradictions.ts).',
    '',
  );
  const rows: string[][] = [];
  for (const [label, k] of [
    ['exact personas', v.exact],
    ['1 SD noise', v.noise],
  ] as const) {
    if (!k) continue;
    rows.push([
      `${label} (${k.personas})`,
      pct(k.hit1),
      pct(k.hit10),
      k.mrr.toFixed(3),
      `${pct(k.baselineHit1)} / ${pct(k.baselineHit10)}`,
    ]);
  }
  if (rows.length > 0) {
    out.push(table(['personas', 'hit@1', 'hit@10', 'MRR', 'interests only hit@1 / hit@10'], rows), '');
  }
  if (v.outside) {
    const o = v.outside;
    out.push(
      table(
        ['outside the catalog', 'figure'],
        [
          ['personas (with a related catalog job)', `${o.personas} (${o.withRelated})`],
          ['related catalog job in the top 10', pct(o.relatedRate)],
          ['… interests only', pct(o.baselineRelatedRate)],
          ['most listed job, share of top-10 lists', `${o.mostListed.job} ${pct(o.mostListed.share)}`],
          ['most often #1, share of lists', `${o.mostFirst.job} ${pct(o.mostFirst.share)}`],
          ['most listed five', o.listedTop.map((entry) => `${entry.job} ${pct(entry.share)}`).join(', ')],
          ['most often in the variety section', `${o.mostVariety.job} ${pct(o.mostVariety.share)}`],
        ],
      ),
      '',
      'Why the hub shares miss their budgets, and what would meet them: docs/decisions/008-hub-targets.md ' +
        '(`npx tsx bench/validity-hubs.ts` measures the hubness reductions tried).',
      '',
    );
  }
  out.push(
    `Contradicting reasons: ${v.contradictions.length} of ${v.reasonsChecked} (top 10 and variety picks of every list). ` +
      `Lists out of score order: ${v.outOfOrder.length} of ${v.listsChecked}. Took ${v.seconds.toFixed(0)} s.`,
    '',
  );
  for (const c of v.contradictions.slice(0, 5)) out.push(`- ${c.persona} → ${c.job}: “${c.text}” (${c.rule})`);
  if (v.contradictions.length > 0) out.push('');
  return out;
}

function table(headers: string[], rows: string[][]): string {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

export function renderReport(results: BenchResults, changes: string): string {
  const checks = checkBudgets(results);
  const failed = checks.filter((check) => !check.ok);
  const out: string[] = [];
  const day = results.startedAt.toISOString().slice(0, 10);
  out.push(`# Benchmarks ${day}`, '');
  out.push(
    `Run by \`npm run bench\` from ${results.startedAt.toISOString()} to ${results.finishedAt.toISOString()}. ` +
      'Rerun: `npm run bench` (add `-- --check` to exit non-zero when a budget is missed; ' +
      '`DATABASE_URL=postgres://…` adds the PostgreSQL API run; `-- --only=pages,bundles,api,growth,validity,a11y` runs some sections).',
    '',
  );
  out.push('## Machine', '');
  out.push(
    `- CPUs: ${results.machine.cpus}; Node ${results.machine.node}; ${results.machine.chromium}`,
    `- Load average (1, 5, 15 min) before: ${results.machine.loadBefore}; after: ${results.machine.loadAfter}`,
    ...(results.machine.koreanFonts === undefined
      ? []
      : [
          `- Korean system fonts: ${results.machine.koreanFonts} families (\`fc-list :lang=ko family\`; ` +
            'with none, Chromium draws Korean text with fallback boxes and Lighthouse measures less work than a phone does)',
        ]),
    '- The machine is shared with other work: figures measured under load are lower than on an idle machine.',
    '',
  );
  out.push('## Budgets', '');
  out.push(
    failed.length === 0
      ? `All ${checks.length} budget checks pass.`
      : `${checks.length - failed.length} of ${checks.length} budget checks pass; ${failed.length} fail:`,
    '',
  );
  if (failed.length > 0) {
    out.push(
      table(
        ['check', 'measured', 'budget'],
        failed.map((c) => [c.what, c.value, c.budget]),
      ),
      '',
    );
  }

  if (results.pages) {
    out.push('## Pages (Lighthouse)', '');
    out.push(
      `How: the production build (\`npm run build\`) served by \`node dist/server/main.js\` on a free port with a fresh ` +
        `PGlite data directory; the npm \`lighthouse\` package (12.x) driving Debian's Chromium (\`${'/usr/bin/chromium'}\`, ` +
        '`--headless=new --no-sandbox --disable-gpu`) through chrome-launcher; mobile emulation with the default ' +
        `simulated throttling (slow 4G, 4× CPU slowdown); ${results.runs} runs per page, median of each figure; ` +
        'a first visit each time (a new browser profile per run).',
      '',
    );
    out.push(
      table(
        ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'FCP'],
        results.pages.map(({ page, median: m }) => [
          `\`${page.label === page.path ? page.path : `${page.label} ${page.path}`}\``,
          `${ok(m.performance >= PAGE_BUDGET.performance)} ${m.performance}`,
          `${ok(m.accessibility >= PAGE_BUDGET.accessibility)} ${m.accessibility}`,
          `${ok(m.bestPractices >= PAGE_BUDGET.bestPractices)} ${m.bestPractices}`,
          `${ok(m.seo >= PAGE_BUDGET.seo)} ${m.seo}`,
          `${ok(m.lcpMs <= PAGE_BUDGET.lcpMs)} ${ms(m.lcpMs)}`,
          `${ok(m.tbtMs <= PAGE_BUDGET.tbtMs)} ${ms(m.tbtMs)}`,
          `${ok(m.cls <= PAGE_BUDGET.cls)} ${m.cls.toFixed(3)}`,
          ms(m.fcpMs),
        ]),
      ),
      '',
      `Budgets: performance ≥ ${PAGE_BUDGET.performance}; accessibility, best practices, SEO = 100; ` +
        `LCP ≤ ${PAGE_BUDGET.lcpMs} ms, TBT ≤ ${PAGE_BUDGET.tbtMs} ms, CLS ≤ ${PAGE_BUDGET.cls}. ` +
        'Every run, and what kept a page below full marks (from its median run):',
      '',
    );
    for (const result of results.pages) {
      const runs = result.runs
        .map(
          (r) =>
            `${r.performance}/${r.accessibility}/${r.bestPractices}/${r.seo} LCP ${ms(r.lcpMs)} TBT ${ms(r.tbtMs)}`,
        )
        .join('; ');
      out.push(`- \`${result.page.path}\`: ${runs}. LCP element: ${result.lcpElement || '–'}.`);
      if (result.failedAudits.length > 0) out.push(`  Below full marks: ${result.failedAudits.join(', ')}.`);
    }
    out.push('');
  }

  if (results.pageWork) {
    const { now, before, beforeFrom } = results.pageWork;
    out.push('## Each page: JavaScript and main-thread work (issue 31)', '');
    out.push(
      'JS files and brotli: what the build manifest says a page loads before it is interactive (the Bundles ' +
        'section), brotli and uncompressed; over the network: the script bytes Lighthouse saw; main thread, of it script (evaluation, parse ' +
        "and compile), bootup and TBT: Lighthouse's median run at its 4× CPU slowdown. " +
        (before
          ? `Beside each figure, before → after: the run of \`${beforeFrom}\`.`
          : 'No earlier run to compare with.'),
      '',
      table(
        [
          'page',
          'JS files',
          'JS brotli',
          'JS raw',
          'JS over the network',
          'main thread',
          'script',
          'bootup',
          'TBT',
          'performance',
        ],
        pageWorkRows(now, before),
      ),
      '',
    );
  }

  if (results.bundles) {
    out.push('## Bundles', '');
    out.push(
      'How: from the Vite build manifest (`dist/web/.vite/manifest.json`), each page loads the entry chunk, its own ' +
        'lazy chunk and everything both import statically (recursively), with their CSS, before it is interactive; ' +
        'each file compressed with gzip level 9 and brotli quality 11 (`bench/lib/bundle-sizes.ts`, the same code as ' +
        'the `npm test` budget test).',
      '',
    );
    out.push(
      table(
        ['page', 'module', 'JS gzip', 'JS brotli', 'CSS gzip', 'CSS brotli', 'files'],
        results.bundles.pages.map(({ page, bundle }) =>
          bundle
            ? [
                `\`${page.label}\``,
                `\`${page.module.replace('src/client/app/routes/', '')}\``,
                `${ok(bundle.jsGzip <= BUNDLE_BUDGET.jsGzipBytes)} ${formatKb(bundle.jsGzip)}`,
                formatKb(bundle.jsBrotli),
                `${ok(bundle.cssGzip <= BUNDLE_BUDGET.cssGzipBytes)} ${formatKb(bundle.cssGzip)}`,
                formatKb(bundle.cssBrotli),
                String(bundle.jsFiles.length + bundle.cssFiles.length),
              ]
            : [`\`${page.label}\``, `\`${page.module}\``, '❌ not in the manifest', '', '', '', ''],
        ),
      ),
      '',
    );
    const lazy = results.bundles.largestLazy;
    if (lazy) {
      out.push(
        `Largest lazy chunk: \`${lazy.file}\` (from \`${lazy.src}\`): ${formatKb(lazy.gzip)} gzip, ` +
          `${formatKb(lazy.brotli)} brotli. Budgets: JS ≤ ${formatKb(BUNDLE_BUDGET.jsGzipBytes)} and CSS ≤ ` +
          `${formatKb(BUNDLE_BUDGET.cssGzipBytes)} gzip before interactive, on every page.`,
        '',
      );
    }
  }

  if (results.api) {
    out.push('## API (autocannon)', '');
    out.push(
      `How: \`bench/api-server.ts\`, a child process, builds the app with \`buildApp\` (production config, logs off) ` +
        'and, in the same process, a bare Fastify instance whose route answers from memory the exact bytes the app ' +
        'answered for that request (same headers sent, session cookie included). The profiled user signed up and ' +
        'answered and submitted all six assessment steps through the API first. autocannon (in the parent process) ' +
        `runs ${LOAD.warmUpS} s of warm-up on each, then ${LOAD.durationS} s at ${LOAD.connections} connections on the ` +
        `route and ${LOAD.durationS} s on its bare twin, in ${LOAD.slices} alternating slices of ` +
        `${LOAD.durationS / LOAD.slices} s (route, bare, route, …) so that changes in the shared machine's load hit ` +
        "both alike. Requests/s: all answers over the whole time; p50 and p99: the median slice's (in brackets the " +
        "worst slice's p99: a moment when other work on the machine took the CPU).",
      '',
    );
    for (const run of results.api) {
      out.push(`### ${run.database === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}`, '');
      out.push(
        table(
          ['request', 'bytes', 'req/s', 'p50', 'p99', 'bare req/s', 'bare p50', 'bare p99', 'ratio to bare', 'failed'],
          run.results.map(({ target, route, bare, ratio }) => {
            const path = target.path.startsWith('/api/jobs/') ? '/api/jobs/{name}' : target.path;
            const minRatio = API_BUDGET.minRatio[path];
            return [
              target.label,
              String(target.bytes),
              String(Math.round(route.requestsPerSecond)),
              `${route.p50Ms} ms`,
              `${ok(route.p99Ms <= API_BUDGET.p99Ms)} ${route.p99Ms} ms (${route.p99WorstMs})`,
              String(Math.round(bare.requestsPerSecond)),
              `${bare.p50Ms} ms`,
              `${bare.p99Ms} ms (${bare.p99WorstMs})`,
              `${minRatio === undefined ? '' : `${ok(ratio >= minRatio)} `}${Math.floor(ratio * 100)} %`,
              route.non2xx + route.errors > 0 ? `❌ ${route.non2xx} non-2xx, ${route.errors} errors/timeouts` : '0',
            ];
          }),
        ),
        '',
      );
    }
    if (results.apiSkippedPostgres) {
      out.push('No `DATABASE_URL` was given, so there is no PostgreSQL run.', '');
    }
    out.push(
      `Budgets: ${Object.entries(API_BUDGET.minRatio)
        .map(([path, ratio]) => `\`${path}\` ≥ ${Math.round(ratio * 100)} %`)
        .join(', ')} of the bare route's requests/s; p99 ≤ ${API_BUDGET.p99Ms} ms on every route.`,
      '',
    );
  }

  if (results.render) {
    const { typing, load } = results.render;
    out.push('## Typing and rendering at scale (issue 15)', '');
    out.push(
      `How: Playwright drives Chromium with its CPU slowed ${'4×'} (DevTools \`Emulation.setCPUThrottlingRate\`), ` +
        `types ${typing.keys} characters into the job browser's search box and reads every key event's Event Timing ` +
        'duration (`PerformanceObserver`, type `event`). autocannon loads the server-rendered job page ' +
        `(an anonymous visit, brotli) and \`GET /api/jobs/{name}\` for the same job at ${LOAD.connections} connections, ` +
        `in ${LOAD.slices} alternating slices over ${LOAD.durationS} s each.`,
      '',
    );
    out.push(
      table(
        ['measure', 'value'],
        [
          ['worst key (Event Timing)', ms(typing.worstMs)],
          ['keys over 100 ms', typing.slow.map((e) => `${e.name} ${ms(e.durationMs)}`).join(', ') || 'none'],
          ['job page req/s (p99)', `${Math.round(load.page.requestsPerSecond)} (${load.page.p99Ms} ms)`],
          ['API req/s (p99)', `${Math.round(load.api.requestsPerSecond)} (${load.api.p99Ms} ms)`],
          ['page / API', `${Math.round(load.ratio * 100)} %`],
          [
            '/job-rec height at 390 px, six steps done (issue 30)',
            `${results.render.jobRecHeightPx.toLocaleString('en')} px (before: ${JOB_REC_HEIGHT_BEFORE_PX.toLocaleString('en')} px)`,
          ],
        ],
      ),
      '',
    );
  }

  if (results.growth) {
    out.push('## Growth', '');
    out.push(
      'How: synthetic catalogs (`bench/lib/synthetic-jobs.ts` for search, `bench/lib/synthetic-job-profiles.ts` for ' +
        'ranking; seeded, so every run measures the same data), timed in this process with `bench/job-search.timing.ts` ' +
        '(nine queries of every kind: names, 초성, typos, tasks; median of each query) and `bench/ranking.timing.ts` ' +
        '(one `GET /api/job-rec` of engine work: person vectors, scoring and ordering every job, reasons of the 20 shown; ' +
        'median after warm-up).',
      '',
    );
    out.push(
      table(
        ['jobs', 'search, median query', 'search, slowest query', 'ranking per request'],
        results.growth.map((row) => [
          row.jobs.toLocaleString('en-US'),
          `${row.searchMedianMs.toFixed(3)} ms`,
          `${row.searchSlowestMs.toFixed(3)} ms (\`${row.slowestQuery}\`)`,
          row.jobs === 20_000
            ? `${ok(row.rankingMedianMs <= GROWTH_BUDGET.ranking20kMs)} ${row.rankingMedianMs.toFixed(2)} ms`
            : `${row.rankingMedianMs.toFixed(2)} ms`,
        ]),
      ),
      '',
      `Budget: ranking 20,000 jobs ≤ ${GROWTH_BUDGET.ranking20kMs} ms.`,
      '',
    );
  }

  if (results.validity) out.push(...validitySection(results.validity));
  if (results.panel) out.push(...panelSection(results.panel, results.validity));

  if (results.a11y) {
    const a = results.a11y;
    out.push('## Accessibility sweep (issue 20)', '');
    out.push(
      'How: `e2e/a11y.spec.ts` with `A11Y_FULL=1` against the production build: axe (`wcag2a`, `wcag2aa`, ' +
        '`wcag21a`, `wcag21aa`, `wcag22aa`, `best-practice`) on every route at 390 and 1280 px, signed out and ' +
        'signed in (all six steps done), and with each dialog open; every route at 320 px without sideways ' +
        'scrolling. `npm test` runs the same file on representative pages.',
      '',
      `${a.passed} passed, ${a.failed} failed in ${Math.round(a.seconds)} s.`,
      '',
    );
    for (const failure of a.failures) out.push(`- ${failure.title}`, '', '```', failure.message, '```', '');
  }

  if (changes.trim()) out.push('## What it took', '', changes.trim(), '');
  return `${out.join('\n')}\n`;
}
