import { describe, expect, it } from 'vitest';
import { mainThreadWork, pageWorkRows } from './lib/page-work';

/** Issue 31: the report lists each page's JavaScript and main-thread time at 4×, before and after. */
describe("each page's JavaScript and main-thread work", () => {
  // The shape of Lighthouse 12's audits, cut to what the figures read.
  const audits = {
    'mainthread-work-breakdown': {
      numericValue: 1830.4,
      details: {
        items: [
          { group: 'scriptEvaluation', duration: 812.2 },
          { group: 'scriptParseCompile', duration: 101.8 },
          { group: 'styleLayout', duration: 400 },
          { group: 'other', duration: 516.4 },
        ],
      },
    },
    'bootup-time': { numericValue: 690.5 },
    'network-requests': {
      details: {
        items: [
          { resourceType: 'Document', transferSize: 15_000 },
          { resourceType: 'Script', transferSize: 100_000 },
          { resourceType: 'Script', transferSize: 12_000 },
          { resourceType: 'Font', transferSize: 30_000 },
        ],
      },
    },
  };

  it('reads main thread, script (evaluation with parse and compile), bootup and script bytes from Lighthouse', () => {
    expect(mainThreadWork(audits)).toEqual({
      mainThreadMs: 1830.4,
      scriptMs: 914,
      bootupMs: 690.5,
      jsTransferBytes: 112_000,
    });
  });

  it('says what it could not read instead of inventing a figure', () => {
    expect(mainThreadWork({})).toEqual({
      mainThreadMs: Number.NaN,
      scriptMs: 0,
      bootupMs: Number.NaN,
      jsTransferBytes: 0,
    });
  });

  const now = {
    label: '/login',
    jsFiles: 7,
    jsBrotliBytes: 112_640,
    jsRawBytes: 409_600,
    jsTransferBytes: 114_688,
    mainThreadMs: 1500,
    scriptMs: 800,
    bootupMs: 650,
    tbtMs: 60,
    performance: 98,
  };

  it('shows each figure alone without an earlier run', () => {
    expect(pageWorkRows([now])).toEqual([
      ['`/login`', '7', '110.0 KB', '400.0 KB', '112.0 KB', '1500 ms', '800 ms', '650 ms', '60 ms', '98'],
    ]);
  });

  it('shows before → after for a page the earlier run measured, and the figure alone for a new page', () => {
    const before = { ...now, jsFiles: 9, jsBrotliBytes: 133_120, mainThreadMs: 1800, tbtMs: 87, performance: 97 };
    const rows = pageWorkRows([now, { ...now, label: '/new' }], [before]);
    expect(rows[0]).toEqual([
      '`/login`',
      '9 → 7',
      '130.0 KB → 110.0 KB',
      '400.0 KB → 400.0 KB',
      '112.0 KB → 112.0 KB',
      '1800 ms → 1500 ms',
      '800 ms → 800 ms',
      '650 ms → 650 ms',
      '87 ms → 60 ms',
      '97 → 98',
    ]);
    expect(rows[1]?.[1]).toBe('7');
  });

  it('shows the raw size alone when the earlier run did not record it (runs before the raw column)', () => {
    const { jsRawBytes: _dropped, ...older } = now;
    expect(pageWorkRows([now], [older])[0]?.[3]).toBe('400.0 KB');
  });
});
