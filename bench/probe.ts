// Scratch: one Lighthouse run on a page, printing its network waterfall, long tasks and LCP breakdown.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from './lib/pages';
import { startBuiltServer } from './lib/process';

const pagePath = process.argv[2] ?? '/login';
const server = await startBuiltServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
try {
  const result = await lighthouse(`${server.origin}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'best-practices'] });
  const lhr = result!.lhr;
  const a = lhr.audits;
  const num = (id: string) => `${id}=${Math.round(a[id]?.numericValue ?? -1)}`;
  console.log('perf', lhr.categories.performance?.score, num('first-contentful-paint'), num('largest-contentful-paint'), num('total-blocking-time'), num('speed-index'), num('interactive'));
  const reqs = (a['network-requests']?.details as { items: Array<Record<string, unknown>> }).items;
  for (const r of reqs) console.log(`  ${Math.round(Number(r.networkRequestTime))}-${Math.round(Number(r.networkEndTime))} ${r.resourceType} ${Math.round(Number(r.transferSize) / 1024)}KB ${String(r.url).replace(server.origin, '')}`);
  for (const id of ['long-tasks', 'bootup-time', 'render-blocking-resources', 'largest-contentful-paint-element', 'errors-in-console', 'mainthread-work-breakdown']) {
    console.log(`# ${id}`, JSON.stringify(a[id]?.details ?? {}).slice(0, 1500));
  }
} finally {
  chrome.kill();
  await server.stop();
}
