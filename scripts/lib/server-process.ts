import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * The built server (`dist/server/main.js`) as a real process, for the tests and benchmarks that
 * must kill, restart or run several of it: crash safety, two instances, backups, load.
 */
export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SERVER_ENTRY = path.join(ROOT, 'dist/server/main.js');

/**
 * How the product runs node (package.json's `start` says the same; keep them together): a 512 MB
 * JavaScript heap. V8 lets the heap grow to a multiple of what is alive after a collection, up
 * to four times when its limit is large (4 GB here by default), so 2,000 page renders took the
 * heap from 110 to 250 MB of mostly garbage, kept. Under a 512 MB limit the multiple is at most
 * about 1.4 and the heap stayed near 120 MB (docs/performance.md, page cache memory). What is
 * alive is 60-130 MB: the limit leaves four times that.
 */
const SERVER_NODE_ARGS: readonly string[] = ['--max-old-space-size=512'];

export interface ServerProcess {
  /** `http://127.0.0.1:<port>`: where to send requests. */
  url: string;
  /** The PUBLIC_ORIGIN it was given: what a browser's `Origin` header says. */
  origin: string;
  pid: number;
  /** What it printed so far (standard output and error), for failure messages. */
  output(): string;
  /** Resolves when the process has exited, however. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends the signal and waits for the exit. */
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartOptions {
  /** Environment on top of a clean one (no DATABASE_URL, REDIS_URL or DATA_DIR is inherited). */
  env: Record<string, string | undefined>;
  /** Defaults to a free port. */
  port?: number;
  readyTimeoutMs?: number;
  /** Extra options for node itself (e.g. `--cpu-prof`), after {@link SERVER_NODE_ARGS}. */
  nodeArgs?: string[];
}

/** A TCP port nobody listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the built server and resolves once `/readyz` answers 200 (database reachable). */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`);
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'DATA_DIR', 'PUBLIC_ORIGIN', 'RATE_LIMIT_FACTOR']) delete env[name];
  Object.assign(env, { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PUBLIC_ORIGIN: url }, options.env);
  const child: ChildProcess = spawn(
    process.execPath,
    [...SERVER_NODE_ARGS, ...(options.nodeArgs ?? []), SERVER_ENTRY],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  const server: ServerProcess = {
    url,
    origin: env.PUBLIC_ORIGIN ?? url,
    pid: child.pid ?? 0,
    output: () => output,
    exited,
    kill: async (signal) => {
      if (!hasExited) child.kill(signal);
      return exited;
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`the server exited before it was ready:\n${output}`);
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill('SIGKILL');
  throw new Error(`the server was not ready in time:\n${output}`);
}
