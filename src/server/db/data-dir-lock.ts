import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One process at a time on an embedded-database folder. PGlite is not a server: two processes
 * opening the same folder would both write to it and corrupt it, and a backup or restore taken
 * while the server writes would be torn. So whoever opens the folder (the server, `db:backup`,
 * `db:restore`) first takes `<dataDir>/jinro.lock`, which holds its process id. A lock left by a
 * process that no longer runs (killed, crashed) is stale and simply taken over.
 */
export const LOCK_FILE = 'jinro.lock';

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `데이터 폴더 ${dataDir} 를 다른 프로세스(pid ${pid})가 쓰고 있어요. 그 서버를 먼저 멈춰 주세요. ` +
        `그런 프로세스가 없다면 ${path.join(dataDir, LOCK_FILE)} 파일을 지우고 다시 시도해 주세요.`,
    );
  }
}

/** The id of the live process that holds the folder, or `undefined` when it is free. */
export function dataDirHolder(dataDir: string): number | undefined {
  const pid = readLockPid(path.join(dataDir, LOCK_FILE));
  return pid !== undefined && pid !== process.pid && isAlive(pid) ? pid : undefined;
}

/** Takes the folder for this process; throws DataDirBusyError when a live process holds it. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => release(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = dataDirHolder(dataDir);
      if (holder !== undefined) throw new DataDirBusyError(dataDir, holder);
      // Stale (its process is gone) or our own: take it over.
      unlinkSync(file);
    }
  }
  throw new Error(`could not take the lock ${file}`);
}

function release(file: string): void {
  try {
    if (readLockPid(file) === process.pid) unlinkSync(file);
  } catch {
    // Already gone: nothing to release.
  }
}

function readLockPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
