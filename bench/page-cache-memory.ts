/**
 * The probe of issue 30, item 10, as a benchmark (not in `npm test`: memory and time are noisy on
 * a shared machine): the built server (`npm run build`) on a fresh embedded database (made by a
 * first start, as a server in use starts on its database), asked for
 * 2,000 distinct anonymous URLs (four at a time), twice, each on a fresh server:
 *
 * - `/job-browser?k=N`: a parameter the page does not read, so one page (the cache key holds only
 *   what the page reads: `canonicalPageUrl` in src/server/plugins/web/page-response.ts);
 * - `/job-browser?q=…N`: the search query the page does read, so 2,000 real renders, each with
 *   the search index in its state, going through the page cache's byte bound.
 *
 * Its resident memory (VmRSS) after a warm-up and after the 2,000, and how many ETags 25 visitors
 * asking for one new URL at once get. Writes `bench/results/page-cache-<date>.md` and prints it.
 *
 *   npm run build && npx tsx bench/page-cache-memory.ts [-- --urls 2000]
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, startServer } from '../scripts/lib/server-process';

const urlsArg = process.argv.indexOf('--urls');
const URLS = urlsArg > 0 ? Number(process.argv[urlsArg + 1]) : 2_000;

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}

interface Measured {
  label: string;
  before: number;
  after: number;
  seconds: number;
  etags: number;
}

/** A fresh server, warmed up, then `URLS` distinct URLs made by `urlOf`, four at a time. */
async function measure(label: string, urlOf: (n: number) => string): Promise<Measured> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jinro-bench-cache-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  // The first start makes the database (migrations, content) and leaves 150-400 MiB of garbage,
  // collected at some later moment: measured from it, "before" was 510 to 850 MiB from run to
  // run and the growth meant nothing. A server in use starts on its database: so does this one.
  await (await startServer({ env, readyTimeoutMs: 120_000 })).kill('SIGTERM');
  const server = await startServer({ env, readyTimeoutMs: 120_000 });
  const get = async (url: string) => {
    const res = await fetch(`${server.url}${url}`, { headers: { 'accept-encoding': 'br, gzip' } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return res;
  };
  try {
    // Warm-up: the code paths and the job catalog's pages (with and without a search) once,
    // then memory settles.
    for (let i = 0; i < 20; i++) await get(i % 2 ? `/job-browser?q=warm${i}` : `/job-browser?warm=${i}`);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const before = rssMiB(server.pid);

    let next = 0;
    const worker = async () => {
      while (next < URLS) await get(urlOf(next++));
    };
    const started = performance.now();
    await Promise.all([worker(), worker(), worker(), worker()]);
    const seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const after = rssMiB(server.pid);

    const together = await Promise.all(Array.from({ length: 25 }, () => get(urlOf(URLS + 1))));
    const etags = new Set(together.map((res) => res.headers.get('etag'))).size;
    return { label, before, after, seconds, etags };
  } finally {
    await server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Korean words a visitor types, made distinct by a number: each URL is its own search.
const WORDS = ['간호', '개발', '디자인', '교사', '요리', '데이터', '상담', '건축'];
const runs = [
  await measure('`/job-browser?k=N` (a parameter the page does not read)', (n) => `/job-browser?k=${n}`),
  await measure(
    '`/job-browser?q=…N` (the search query: each URL a render)',
    (n) => `/job-browser?q=${encodeURIComponent(`${WORDS[n % WORDS.length]}${n}`)}`,
  ),
];

const date = new Date().toISOString().slice(0, 10);
const report = [
  `# Page cache under distinct URLs — ${date}`,
  '',
  `Built server, a fresh embedded database per row (made by a first start, measured on the second); ${URLS} distinct anonymous URLs, four at a time.`,
  '',
  '| URLs | VmRSS after warm-up | VmRSS after | growth (limit 100 MiB) | time | ETags, 25 visitors at one new URL at once |',
  '|---|---|---|---|---|---|',
  ...runs.map(
    (run) =>
      `| ${run.label} | ${run.before.toFixed(0)} MiB | ${run.after.toFixed(0)} MiB | ${(run.after - run.before).toFixed(0)} MiB: **${run.after - run.before <= 100 ? 'within' : 'OVER'}** | ${run.seconds.toFixed(0)} s | ${run.etags} |`,
  ),
  '',
].join('\n');
mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(path.join(ROOT, `bench/results/page-cache-${date}.md`), report);
process.stdout.write(`${report}\n`);
