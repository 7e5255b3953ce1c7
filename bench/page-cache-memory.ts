/**
 * The probe of issue 30, item 10, as a benchmark (not in `npm test`: memory and time are noisy on
 * a shared machine): the built server (`npm run build`) on a fresh embedded database, asked for
 * 2,000 distinct anonymous `/job-browser?k=N` URLs (four at a time); its resident memory (VmRSS)
 * after a warm-up and after the 2,000, and how many ETags 25 visitors asking for one new URL at
 * once get. Writes `bench/results/page-cache-<date>.md` and prints it.
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

const dataDir = mkdtempSync(path.join(tmpdir(), 'jinro-bench-cache-'));
const server = await startServer({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, readyTimeoutMs: 120_000 });
const get = async (url: string) => {
  const res = await fetch(`${server.url}${url}`, { headers: { 'accept-encoding': 'br, gzip' } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return res;
};

try {
  // Warm-up: the code paths and the job catalog's pages once, then memory settles.
  for (let i = 0; i < 20; i++) await get(`/job-browser?warm=${i}`);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const before = rssMiB(server.pid);

  let next = 0;
  const worker = async () => {
    while (next < URLS) await get(`/job-browser?k=${next++}`);
  };
  const started = performance.now();
  await Promise.all([worker(), worker(), worker(), worker()]);
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const after = rssMiB(server.pid);

  const together = await Promise.all(Array.from({ length: 25 }, () => get('/job-browser?at=once')));
  const etags = new Set(together.map((res) => res.headers.get('etag')));

  const date = new Date().toISOString().slice(0, 10);
  const report = [
    `# Page cache under distinct URLs — ${date}`,
    '',
    `Built server, fresh embedded database; ${URLS} distinct anonymous \`/job-browser?k=N\` URLs, four at a time (${seconds.toFixed(0)} s).`,
    '',
    '| measure | value |',
    '|---|---|',
    `| server VmRSS after warm-up | ${before.toFixed(0)} MiB |`,
    `| server VmRSS after ${URLS} URLs | ${after.toFixed(0)} MiB |`,
    `| growth (limit 100 MiB) | ${(after - before).toFixed(0)} MiB: **${after - before <= 100 ? 'within' : 'OVER'}** |`,
    `| distinct ETags, 25 visitors asking for one new URL at once | ${etags.size} |`,
    '',
  ].join('\n');
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(path.join(ROOT, `bench/results/page-cache-${date}.md`), report);
  process.stdout.write(`${report}\n`);
} finally {
  await server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
