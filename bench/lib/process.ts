import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../scripts/lib/server-process';

export { ROOT } from '../../scripts/lib/server-process';

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The production server (`dist/server/main.js`, built by `npm run build`) on a free port with a
 * fresh PGlite data directory, as `npm start` runs it.
 */
export async function startBuiltServer(): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jinro-bench-'));
  const server = await startServer({ env: { DATA_DIR: dataDir }, readyTimeoutMs: 120_000 });
  return {
    origin: server.url,
    stop: async () => {
      await server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
