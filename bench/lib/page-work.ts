import type { PageBundle } from './bundle-sizes';
import type { PageResult } from './pages';

/**
 * Issue 31: each page's JavaScript and its main-thread work at Lighthouse's 4× CPU slowdown, with
 * the figures of an earlier run beside them (`npm run bench -- --compare=<its JSON>`), so a change
 * to what a page loads shows as "before → after" in the report.
 */

/** What the report keeps of one page, also written as JSON beside the report for the next run. */
export interface PageWork {
  label: string;
  /** From the build manifest: the files a page loads before it is interactive. */
  jsFiles?: number;
  jsBrotliBytes?: number;
  /** The same files uncompressed: what the browser parses and compiles. */
  jsRawBytes?: number;
  /** From Lighthouse (median runs): script bytes over the network, and main-thread times at 4×. */
  jsTransferBytes: number;
  mainThreadMs: number;
  scriptMs: number;
  bootupMs: number;
  tbtMs: number;
  performance: number;
}

/** The parts of a Lighthouse result the figures come from (`lhr.audits`). */
export interface WorkAudits {
  [id: string]: { numericValue?: number; details?: unknown } | undefined;
}

interface Item {
  group?: string;
  duration?: number;
  resourceType?: string;
  transferSize?: number;
}
const itemsOf = (audit: WorkAudits[string]): Item[] =>
  ((audit?.details as { items?: Item[] } | undefined)?.items ?? []).filter((item) => typeof item === 'object');

/**
 * Lighthouse's simulated throttling multiplies the main thread's task times by its CPU slowdown
 * (4× on mobile), so these are the times of a mid-range phone, as TBT is.
 */
export function mainThreadWork(audits: WorkAudits): Omit<PageWork, 'label' | 'tbtMs' | 'performance'> {
  const breakdown = itemsOf(audits['mainthread-work-breakdown']);
  const scriptMs = breakdown
    .filter((item) => item.group === 'scriptEvaluation' || item.group === 'scriptParseCompile')
    .reduce((sum, item) => sum + (item.duration ?? 0), 0);
  const jsTransferBytes = itemsOf(audits['network-requests'])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    jsTransferBytes,
    mainThreadMs: audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN,
    scriptMs,
    bootupMs: audits['bootup-time']?.numericValue ?? Number.NaN,
  };
}

export function pageWorkOf(
  pages: readonly PageResult[],
  bundles: ReadonlyArray<{ label: string; bundle?: PageBundle }>,
) {
  return pages.map(({ page, median }): PageWork => {
    const bundle = bundles.find((entry) => entry.label === page.label)?.bundle;
    return {
      label: page.label,
      jsFiles: bundle?.jsFiles.length,
      jsBrotliBytes: bundle?.jsBrotli,
      jsRawBytes: bundle?.jsRaw,
      jsTransferBytes: median.jsTransferBytes,
      mainThreadMs: median.mainThreadMs,
      scriptMs: median.scriptMs,
      bootupMs: median.bootupMs,
      tbtMs: median.tbtMs,
      performance: median.performance,
    };
  });
}

const kb = (bytes: number | undefined) => (bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
const msOf = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');

/** "before → after" when the earlier run measured the page, else the figure alone. */
function cell<T>(now: T | undefined, before: T | undefined, show: (value: T | undefined) => string): string {
  if (before === undefined || before === null) return show(now);
  return `${show(before)} → ${show(now)}`;
}

/** The report's table rows: page, JS files, JS brotli, JS raw, JS over the network, main thread, script, bootup, TBT, performance. */
export function pageWorkRows(now: readonly PageWork[], before: readonly PageWork[] = []): string[][] {
  return now.map((page) => {
    const was = before.find((entry) => entry.label === page.label);
    return [
      `\`${page.label}\``,
      cell(page.jsFiles, was?.jsFiles, (value) => (value === undefined ? '–' : String(value))),
      cell(page.jsBrotliBytes, was?.jsBrotliBytes, kb),
      cell(page.jsRawBytes, was?.jsRawBytes, kb),
      cell(page.jsTransferBytes, was?.jsTransferBytes, kb),
      cell(page.mainThreadMs, was?.mainThreadMs, (value) => msOf(value ?? Number.NaN)),
      cell(page.scriptMs, was?.scriptMs, (value) => msOf(value ?? Number.NaN)),
      cell(page.bootupMs, was?.bootupMs, (value) => msOf(value ?? Number.NaN)),
      cell(page.tbtMs, was?.tbtMs, (value) => msOf(value ?? Number.NaN)),
      cell(page.performance, was?.performance, (value) => (value === undefined ? '–' : String(value))),
    ];
  });
}
