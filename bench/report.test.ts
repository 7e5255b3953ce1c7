import { describe, expect, it } from 'vitest';
import { type BenchResults, checkBudgets, renderReport } from './lib/report';

/** `npm run bench -- --check` exits non-zero exactly when one of these checks fails. */
const page = { label: '/', path: '/', module: 'src/client/app/routes/home/index.tsx' };
const goodScores = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 30,
  cls: 0.01,
  fcpMs: 900,
  mainThreadMs: 1400,
  scriptMs: 700,
  bootupMs: 600,
  jsTransferBytes: 120_000,
};
const load = (rps: number, p99 = 10) => ({
  requestsPerSecond: rps,
  p50Ms: 2,
  p99Ms: p99,
  p99WorstMs: p99,
  non2xx: 0,
  errors: 0,
});
const pageResult = { page, url: 'http://x/', median: goodScores, runs: [goodScores], failedAudits: [], lcpElement: '' };
const growth20k = { jobs: 20_000, searchMedianMs: 1, searchSlowestMs: 2, slowestQuery: 'ㄱ', rankingMedianMs: 20 };
const target = (path: string) => ({ label: `GET ${path}`, path, barePath: '/bare/0', headers: {}, bytes: 10 });

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    startedAt: new Date('2026-11-23T12:00:00Z'),
    finishedAt: new Date('2026-11-23T12:10:00Z'),
    machine: { cpus: '2', loadBefore: '1', loadAfter: '1', node: 'v20', chromium: 'Chromium' },
    runs: 3,
    apiSkippedPostgres: true,
    pages: [pageResult],
    api: [
      {
        database: 'pglite',
        results: [
          { target: target('/api/jobs'), route: load(800), bare: load(1000), ratio: 0.8 },
          { target: target('/api/auth/check'), route: load(600), bare: load(1000), ratio: 0.6 },
        ],
      },
    ],
    growth: [growth20k],
    ...overrides,
  };
}

describe('benchmark budgets', () => {
  it('pass when every figure is within its budget', () => {
    expect(checkBudgets(results()).filter((check) => !check.ok)).toEqual([]);
  });

  it.each([
    ['performance', { performance: 94 }],
    ['SEO', { seo: 99 }],
    ['LCP', { lcpMs: 1600 }],
    ['TBT', { tbtMs: 160 }],
    ['CLS', { cls: 0.03 }],
  ])('fail on a page whose %s misses', (what, worse) => {
    const median = { ...goodScores, ...worse };
    const failed = checkBudgets(results({ pages: [{ ...pageResult, median }] })).filter((c) => !c.ok);
    // One page is its own median: its performance misses the median's budget too.
    const alsoMedian = what === 'performance' ? ['performance, median over the pages'] : [];
    expect(failed.map((check) => check.what)).toEqual([`/ ${what}`, ...alsoMedian]);
  });

  it('fail when the median performance over the pages is under 98, though every page is at least 95', () => {
    const pages = [96, 97, 99].map((performance) => ({ ...pageResult, median: { ...goodScores, performance } }));
    const failed = checkBudgets(results({ pages })).filter((c) => !c.ok);
    expect(failed.map((check) => check.what)).toEqual(['performance, median over the pages']);
  });

  it('fail when /api/jobs falls under 70 % of bare, or a p99 over 25 ms', () => {
    const api = [
      {
        database: 'pglite',
        results: [{ target: target('/api/jobs'), route: load(600, 30), bare: load(1000), ratio: 0.6 }],
      },
    ];
    const failed = checkBudgets(results({ api })).filter((c) => !c.ok);
    expect(failed.map((check) => check.what)).toEqual(['pglite GET /api/jobs vs bare', 'pglite GET /api/jobs p99']);
  });

  it('fail when ranking 20,000 jobs takes over 50 ms', () => {
    const growth = [{ ...growth20k, rankingMedianMs: 51 }];
    expect(checkBudgets(results({ growth })).filter((c) => !c.ok)).toHaveLength(1);
  });

  it('writes the figures and the failed checks into the report', () => {
    const report = renderReport(results({ growth: [{ ...growth20k, rankingMedianMs: 70 }] }), 'changes');
    expect(report).toContain('# Benchmarks 2026-11-23');
    expect(report).toContain('| ranking 20,000 jobs | 70.0 ms | ≤ 50 ms |');
    expect(report).toContain('## What it took');
  });

  it("lists each page's JavaScript and main-thread work against the earlier run, and the Korean fonts", () => {
    const work = {
      label: '/',
      jsFiles: 4,
      jsBrotliBytes: 102_400,
      jsRawBytes: 358_400,
      jsTransferBytes: 104_448,
      mainThreadMs: 1500,
      scriptMs: 700,
      bootupMs: 600,
      tbtMs: 50,
      performance: 99,
    };
    const report = renderReport(
      results({
        machine: { cpus: '2', loadBefore: '1', loadAfter: '1', node: 'v20', chromium: 'Chromium', koreanFonts: 12 },
        pageWork: { now: [work], before: [{ ...work, tbtMs: 70 }], beforeFrom: 'before.json' },
      }),
      '',
    );
    expect(report).toContain('- Korean system fonts: 12 families');
    expect(report).toContain('the run of `before.json`');
    expect(report).toContain(
      '| `/` | 4 → 4 | 100.0 KB → 100.0 KB | 350.0 KB → 350.0 KB | 102.0 KB → 102.0 KB | 1500 ms → 1500 ms |',
    );
    expect(report).toContain('| 70 ms → 50 ms | 99 → 99 |');
  });

  it('check the validity targets of issue 17 and write the section', () => {
    const kind = { personas: 201, hit1: 0.99, hit10: 1, mrr: 0.995, baselineHit1: 0.5, baselineHit10: 0.9 };
    const validity = {
      exact: kind,
      noise: { ...kind, hit10: 0.985 },
      outside: {
        personas: 677,
        withRelated: 639,
        relatedRate: 0.93,
        baselineRelatedRate: 0.83,
        mostListed: { job: '중장비 운전원', share: 0.05 },
        mostFirst: { job: '용접사', share: 0.02 },
        listedTop: [{ job: '중장비 운전원', share: 0.05 }],
        mostVariety: { job: '가족상담사', share: 0.02 },
      },
      reasonsChecked: 100,
      contradictions: [],
      listsChecked: 10,
      outOfOrder: [],
      seconds: 1,
    };
    expect(checkBudgets(results({ validity })).filter((c) => !c.ok)).toEqual([]);
    const worse = {
      ...validity,
      noise: { ...kind, hit10: 0.94 },
      outside: {
        ...validity.outside,
        mostListed: { job: '중장비 운전원', share: 0.31 },
        mostVariety: { job: '가족상담사', share: 0.12 },
      },
      contradictions: [{ persona: 'p', job: 'j', text: 't', rule: 'r' }],
    };
    const failed = checkBudgets(results({ validity: worse })).filter((c) => !c.ok);
    expect(failed.map((c) => c.what)).toEqual([
      'validity: 1 SD noise hit@10',
      'validity: outside, most listed job (중장비 운전원)',
      'validity: outside, most often a variety pick (가족상담사)',
      'validity: contradicting reasons',
    ]);
    const report = renderReport(results({ validity: worse }), '');
    expect(report).toContain('## Recommendation validity');
    expect(report).toContain('| validity: outside, most listed job (중장비 운전원) | 31.0 % | ≤ 10.0 % |');
  });
});
