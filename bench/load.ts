// `npm run bench:load [-- --users 200 --duration 60 --warmup 40 --think 1000-3000]`
//
// Starts one instance of the built server (dist/server/main.js) on a fresh embedded database
// (or on DATABASE_URL when set), drives simulated people through mixed journeys
// (bench/lib/load-journeys.ts) and writes bench/results/load-<date>.md. Exits non-zero when a
// request failed or the server's memory at the end is not within 15 % of the start.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, startServer } from '../scripts/lib/server-process';
import { type CallRecord, type JourneyContext, simulatedUser } from './lib/load-journeys';
import { type LoadReport, quantile, renderLoadReport } from './lib/load-report';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '40' },
    think: { type: 'string', default: '1000-3000' },
    out: { type: 'string' },
  },
});
const users = Number(values.users);
const durationS = Number(values.duration);
// 40 s: on a fresh database the server's RSS climbs for about that long (caches and PGlite's
// buffer pool filling) and then saws up and down around a level; measured from 20 s it still climbed.
const warmupS = Number(values.warmup);
const [thinkMin = 1000, thinkMax = 3000] = values.think.split('-').map(Number);
const MEMORY_TOLERANCE = 0.15;

const dataDir = path.join(os.tmpdir(), `jinro-load-${randomBytes(4).toString('hex')}`);
const databaseUrl = process.env.DATABASE_URL || undefined;
process.stdout.write(
  `Starting the server on ${databaseUrl ? 'DATABASE_URL' : `a fresh embedded database (${dataDir})`}…\n`,
);
if (!databaseUrl) {
  // initdb runs once in a database's life, and its memory (hundreds of MiB) is only returned at
  // some later garbage collection: a first start initialises the folder and stops, so that the
  // measured instance opens an existing database, as a production server does.
  process.stdout.write('Initialising the embedded database (first start)…\n');
  const first = await startServer({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, readyTimeoutMs: 120_000 });
  await first.kill('SIGTERM');
}
const server = await startServer({
  env: {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    // 200 people sign up and log in from one address: the per-IP attempt limits must not bite.
    RATE_LIMIT_FACTOR: '1000',
    LOG_LEVEL: 'warn',
  },
  readyTimeoutMs: 120_000,
  // e.g. LOAD_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server.
  nodeArgs: process.env.LOAD_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
});

/** A /proc file of the server process, or '' once it has gone (the report then shows gaps). */
function readProc(name: string): string {
  try {
    return readFileSync(`/proc/${server.pid}/${name}`, 'utf8');
  } catch {
    return '';
  }
}

/** CPU time the server has used (user + system), from /proc/<pid>/stat, in seconds. */
function serverCpuSeconds(): number {
  const stat = readProc('stat');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command name.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The server's resident memory (VmRSS) in MiB, read from /proc. */
function serverRssMiB(): number {
  const status = readProc('status');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

const records: Array<CallRecord & { at: number }> = [];
const started = performance.now();
const warmupEnds = started + warmupS * 1000;
const stopsAt = warmupEnds + durationS * 1000;
const agent = new http.Agent({ keepAlive: true, maxSockets: users + 10 });
const ctx: JourneyContext = {
  baseUrl: server.url,
  origin: server.origin,
  agent,
  runId: randomBytes(3).toString('hex'),
  think: () => new Promise((resolve) => setTimeout(resolve, thinkMin + Math.random() * (thinkMax - thinkMin))),
  stopped: () => performance.now() >= stopsAt,
  record: (call) => records.push({ ...call, at: performance.now() }),
};

// Every second; the start and the end are each the median of a 15 s window (the first 15 s after
// the warm-up, the last 15 s of the run): RSS saws up and down by ±10 % between garbage
// collections, and a window of several cycles keeps one collection from deciding the verdict.
const MEMORY_WINDOW_S = 15;
const memory: LoadReport['memory'] = [];
const sampleMemory = () =>
  memory.push({ second: (performance.now() - started) / 1000, rssMiB: serverRssMiB(), cpuSeconds: serverCpuSeconds() });
sampleMemory();
const sampler = setInterval(sampleMemory, 1_000);

process.stdout.write(
  `${users} users, ${warmupS} s warm-up then ${durationS} s measured, think ${thinkMin}–${thinkMax} ms, against ${server.url}\n`,
);
// Arrivals are spread over the warm-up rather than all at the same millisecond.
const rampMs = warmupS * 1000;
await Promise.all(
  Array.from({ length: users }, async (_, slot) => {
    await new Promise((resolve) => setTimeout(resolve, (slot / users) * rampMs));
    await simulatedUser(ctx, slot);
  }),
);
sampleMemory();
clearInterval(sampler);
const median = (values: number[]) =>
  quantile(
    values.sort((a, b) => a - b),
    0.5,
  );
const rssBetween = (from: number, to: number) =>
  median(memory.filter((m) => m.second >= from && m.second <= to).map((m) => m.rssMiB));
const memoryAtStart = rssBetween(warmupS, warmupS + MEMORY_WINDOW_S);
const lastSecond = memory.at(-1)?.second ?? 0;
const memoryAtEnd = rssBetween(lastSecond - MEMORY_WINDOW_S, lastSecond);
agent.destroy();
const exit = await server.kill('SIGTERM');
if (!databaseUrl) rmSync(dataDir, { recursive: true, force: true });

const commit = (() => {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src'], { cwd: ROOT }).toString().trim();
    return dirty ? `${head} + uncommitted changes in src/` : head;
  } catch {
    return 'unknown';
  }
})();
const report: LoadReport = {
  date: new Date(),
  commit,
  database: databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : 'embedded PGlite on a fresh data folder (initialised by a first start; the measured instance is the second start)',
  users,
  warmupS,
  durationS,
  thinkMs: [thinkMin, thinkMax],
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average at the end ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`,
  measured: records.filter((r) => r.at >= warmupEnds),
  all: records,
  warmupEndsAt: warmupEnds,
  startedAt: started,
  memory,
  memoryAtStart,
  memoryAtEnd,
  memoryWindowS: MEMORY_WINDOW_S,
  memoryTolerance: MEMORY_TOLERANCE,
  serverExit: exit.code,
  serverOutput: server.output(),
};
const { markdown, passed } = renderLoadReport(report);
const out = values.out ?? path.join(ROOT, 'bench/results', `load-${report.date.toISOString().slice(0, 10)}.md`);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, markdown);
process.stdout.write(`${markdown}\nWritten to ${path.relative(process.cwd(), out)}\n`);
process.exit(passed ? 0 : 1);
