import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { ROOT, stopChild } from './process';

/**
 * autocannon against the API routes of issue 8, each beside a bare Fastify route that answers
 * the same bytes from memory, served by the same process (bench/api-server.ts) in the same run.
 */

/**
 * 10 s per route and per bare twin, taken as `slices` alternating slices (route, bare, route, …)
 * so that a change in the machine's load (it is shared) hits both sides alike.
 */
export const LOAD = { durationS: 10, connections: 50, warmUpS: 2, slices: 5 } as const;

export interface ApiTarget {
  label: string;
  path: string;
  barePath: string;
  headers: Record<string, string>;
  bytes: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The worst slice's p99 (the same as p99Ms for a single load). */
  p99WorstMs: number;
  non2xx: number;
  errors: number;
}

interface ApiResult {
  target: ApiTarget;
  route: LoadFigures;
  bare: LoadFigures;
  ratio: number;
}

export interface ApiRun {
  database: string;
  results: ApiResult[];
}

/** One autocannon run at the bench's connection count, as the report's figures. */
export async function load(url: string, headers: Record<string, string>, durationS: number): Promise<LoadFigures> {
  const result = await autocannon({ url, headers, connections: LOAD.connections, duration: durationS });
  return {
    requestsPerSecond: result.requests.total / durationS,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    p99WorstMs: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Slices combined: requests/s over the whole time, the median slice's p50 and p99, the worst slice's p99. */
function combine(slices: LoadFigures[]): LoadFigures {
  return {
    requestsPerSecond: slices.reduce((sum, s) => sum + s.requestsPerSecond, 0) / slices.length,
    p50Ms: median(slices.map((s) => s.p50Ms)),
    p99Ms: median(slices.map((s) => s.p99Ms)),
    p99WorstMs: Math.max(...slices.map((s) => s.p99WorstMs)),
    non2xx: slices.reduce((sum, s) => sum + s.non2xx, 0),
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
  };
}

/** One run against PGlite, or against a throw-away database on `postgresUrl`. */
export async function measureApi(postgresUrl: string | undefined, log: (line: string) => void): Promise<ApiRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, BENCH_DATABASE_URL: postgresUrl ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const lines = createInterface({ input: child.stdout });
    const first = await new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      child.once('exit', (code) => reject(new Error(`bench/api-server.ts exited with ${code}`)));
    });
    const server = JSON.parse(first) as { app: string; bare: string; database: string; targets: ApiTarget[] };
    const results: ApiResult[] = [];
    for (const target of server.targets) {
      const routeUrl = `${server.app}${target.path}`;
      const bareUrl = `${server.bare}${target.barePath}`;
      await load(routeUrl, target.headers, LOAD.warmUpS);
      await load(bareUrl, target.headers, LOAD.warmUpS);
      const routeSlices: LoadFigures[] = [];
      const bareSlices: LoadFigures[] = [];
      const sliceS = LOAD.durationS / LOAD.slices;
      for (let slice = 0; slice < LOAD.slices; slice++) {
        routeSlices.push(await load(routeUrl, target.headers, sliceS));
        bareSlices.push(await load(bareUrl, target.headers, sliceS));
      }
      const route = combine(routeSlices);
      const bare = combine(bareSlices);
      const ratio = route.requestsPerSecond / bare.requestsPerSecond;
      log(
        `  ${server.database} ${target.label}: ${Math.round(route.requestsPerSecond)} req/s vs bare ` +
          `${Math.round(bare.requestsPerSecond)} (${Math.round(ratio * 100)} %), p99 ${route.p99Ms} ms` +
          (route.non2xx + route.errors > 0 ? `, ${route.non2xx} non-2xx, ${route.errors} errors/timeouts` : ''),
      );
      results.push({ target, route, bare, ratio });
    }
    return { database: server.database, results };
  } finally {
    await stopChild(child);
  }
}
