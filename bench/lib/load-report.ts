import type { CallRecord } from './load-journeys';

/** What a load run measured, and its verdict as Markdown (bench/results/load-<date>.md). */
export interface LoadReport {
  date: Date;
  commit: string;
  database: string;
  users: number;
  warmupS: number;
  durationS: number;
  thinkMs: [number, number];
  machine: string;
  /** Calls that finished after the warm-up: the latencies and the rate. */
  measured: CallRecord[];
  /** Every call, warm-up included: the failures. `at` is when it finished (performance.now()). */
  all: Array<CallRecord & { at: number }>;
  warmupEndsAt: number;
  /** Samples every second since `startedAt`: resident memory and the server's CPU time so far. */
  memory: Array<{ second: number; rssMiB: number; cpuSeconds: number }>;
  startedAt: number;
  memoryAtStart: number;
  memoryAtEnd: number;
  /** The start is the median RSS of this many seconds after the warm-up; the end, of the last ones. */
  memoryWindowS: number;
  memoryTolerance: number;
  serverExit: number | null;
  serverOutput: string;
}

/** The value at quantile `q` (0..1) of sorted numbers, nearest-rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 1 : 0) : '–');

export function renderLoadReport(r: LoadReport): { markdown: string; passed: boolean } {
  const failures = r.all.filter((c) => c.failure);
  const change = (r.memoryAtEnd - r.memoryAtStart) / r.memoryAtStart;
  const memoryOk = Number.isFinite(change) && Math.abs(change) <= r.memoryTolerance;
  const passed = failures.length === 0 && memoryOk && r.measured.length > 0;

  const byLabel = new Map<string, number[]>();
  for (const call of r.measured) {
    const list = byLabel.get(call.label) ?? [];
    list.push(call.ms);
    byLabel.set(call.label, list);
  }
  const rows = [...byLabel]
    .map(([label, times]) => ({ label, times: times.sort((a, b) => a - b) }))
    .sort((a, b) => b.times.length - a.times.length);
  const overall = r.measured.map((c) => c.ms).sort((a, b) => a - b);

  const failureKinds = new Map<string, number>();
  for (const f of failures) {
    const key = `${f.label}: ${f.failure}`;
    failureKinds.set(key, (failureKinds.get(key) ?? 0) + 1);
  }

  const lines = [
    `# Load run ${r.date.toISOString().slice(0, 10)}: ${passed ? 'passed' : 'FAILED'}`,
    '',
    'Produced by `npm run bench:load` (bench/load.ts); overwritten by the next run of the same day.',
    '',
    `- **Server**: one instance of the built server (dist/server/main.js) at commit \`${r.commit}\`, ${r.database}, \`RATE_LIMIT_FACTOR=1000\` (200 people log in from one address), \`LOG_LEVEL=warn\`.`,
    `- **Load**: ${r.users} concurrent simulated users, each one person after another through mixed journeys (job search and industries, job pages, sign-up, log-out, a mistyped log-in (expected 401), log-in, three assessment steps saved as drafts and submitted, recommendations, dream list, a roadmap, mission completions, return visits with today's missions), ${r.thinkMs[0]}–${r.thinkMs[1]} ms of thinking before each call.`,
    `- **Timing**: ${r.warmupS} s warm-up (arrivals spread evenly over it), then ${r.durationS} s measured. Memory: the start is the median RSS of the ${r.memoryWindowS} s after the warm-up, the end the median of the last ${r.memoryWindowS} s. Latencies and the rate count the calls that finished in the measured window; failures count the whole run.`,
    `- **Machine**: ${r.machine}. The load generator runs on the same cores as the server, and the machine is shared, so the latencies are an upper bound.`,
    '',
    '## Result',
    '',
    '| | |',
    '|---|---|',
    `| failed requests (network error, unexpected status or answer) | **${failures.length}** of ${r.all.length} |`,
    `| requests in the measured window | ${r.measured.length} (${(r.measured.length / r.durationS).toFixed(0)} requests/s) |`,
    `| latency, all calls | p50 ${ms(quantile(overall, 0.5))} ms · p99 ${ms(quantile(overall, 0.99))} ms · max ${ms(overall.at(-1) ?? Number.NaN)} ms |`,
    `| server memory (VmRSS, median of ${r.memoryWindowS} s) right after the warm-up → at the end | ${r.memoryAtStart.toFixed(0)} MiB → ${r.memoryAtEnd.toFixed(0)} MiB (${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} %, limit ±${r.memoryTolerance * 100} %): **${memoryOk ? 'within' : 'OUTSIDE'}** |`,
    `| server stopped with SIGTERM | exit code ${r.serverExit} |`,
    '',
    '## Latency by call (measured window)',
    '',
    '| call | count | p50 ms | p99 ms | max ms |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(
      ({ label, times }) =>
        `| \`${label}\` | ${times.length} | ${ms(quantile(times, 0.5))} | ${ms(quantile(times, 0.99))} | ${ms(times.at(-1) ?? Number.NaN)} |`,
    ),
    '',
    '## Over time (every 5 s)',
    '',
    'Calls that finished in each 5 s, their p99, the failures among them, the server’s CPU use (one core = 100 %) and resident memory (VmRSS from /proc/<pid>/status, sampled every second).',
    '',
    '| second | calls | p99 ms | failed | server CPU | RSS MiB |',
    '|---:|---:|---:|---:|---:|---:|',
    ...timeline(r).map(
      (w) =>
        `| ${w.second} | ${w.calls} | ${ms(w.p99)} | ${w.failed} | ${Number.isFinite(w.cpu) ? `${(w.cpu * 100).toFixed(0)} %` : '–'} | ${Number.isFinite(w.rss) ? w.rss.toFixed(0) : '–'} |`,
    ),
    '',
  ];
  if (failures.length > 0) {
    const during = failures.filter((f) => f.at < r.warmupEndsAt).length;
    lines.push(
      '## Failures',
      '',
      `${during} during the warm-up, ${failures.length - during} in the measured window.`,
      '',
      ...[...failureKinds].map(([kind, n]) => `- ${n} × ${kind}`),
      '',
    );
  }
  const serverLog = r.serverOutput.trim();
  if (serverLog) lines.push('## Server output (warnings and errors)', '', '```', serverLog.slice(-4000), '```', '');
  return { markdown: lines.join('\n'), passed };
}

/** The run cut into 5 s windows: calls, p99, failures, server CPU share and memory. */
function timeline(r: LoadReport) {
  const step = 5;
  const last = r.memory.at(-1)?.second ?? 0;
  const windows = [];
  for (let from = 0; from < last; from += step) {
    const to = from + step;
    const calls = r.all.filter((c) => {
      const second = (c.at - r.startedAt) / 1000;
      return second >= from && second < to;
    });
    const samples = r.memory.filter((m) => m.second >= from && m.second <= to);
    const first = samples[0];
    const end = samples.at(-1);
    const cpu =
      first && end && end.second > first.second
        ? (end.cpuSeconds - first.cpuSeconds) / (end.second - first.second)
        : Number.NaN;
    windows.push({
      second: from,
      calls: calls.length,
      p99: quantile(
        calls.map((c) => c.ms).sort((a, b) => a - b),
        0.99,
      ),
      failed: calls.filter((c) => c.failure).length,
      cpu,
      rss: end?.rssMiB ?? Number.NaN,
    });
  }
  return windows;
}
