import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, pgliteFolder } from './client';
import { dataDirHolder } from './data-dir-lock';

/**
 * Backups of the embedded database (`npm run db:backup`, `npm run db:restore`): the whole PGlite
 * folder as one gzipped tarball, taken and put back while no server runs on it (the folder lock
 * refuses otherwise). PostgreSQL is backed up with pg_dump instead (README, "Backups").
 */
export class BackupError extends Error {}

/** True when DATA_DIR holds an embedded database (it has been started at least once). */
function hasDatabase(dataDir: string): boolean {
  return existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'));
}

/** The embedded database in `dataDir` as a gzipped tarball. */
export async function backupDataDir(dataDir: string): Promise<Uint8Array> {
  if (!hasDatabase(dataDir)) throw new BackupError(`${dataDir} 에 데이터베이스가 없어요. DATA_DIR을 확인해 주세요.`);
  const busy = dataDirHolder(dataDir);
  if (busy !== undefined) {
    throw new BackupError(`서버(pid ${busy})가 ${dataDir} 를 쓰고 있어요. 서버를 멈춘 뒤 백업해 주세요.`);
  }
  // Opening runs PostgreSQL's recovery first, so even a folder left by a crash backs up consistent.
  const database = await openDatabase({ dataDir });
  try {
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new BackupError('이 데이터베이스는 파일로 백업할 수 없어요.');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await database.close();
  }
}

export interface RestoreResult {
  /** Where the database that was there before went (`--force`), if there was one. */
  previousMovedTo: string | undefined;
}

/**
 * Puts a backup into `dataDir`. Refuses while a server runs on it, and refuses to replace an
 * existing database unless `force` (which keeps the old one aside, renamed, rather than deleting it).
 */
export async function restoreDataDir(
  dataDir: string,
  archive: Blob,
  options: { force: boolean; now?: Date },
): Promise<RestoreResult> {
  const busy = dataDirHolder(dataDir);
  if (busy !== undefined) {
    throw new BackupError(`서버(pid ${busy})가 ${dataDir} 를 쓰고 있어요. 서버를 멈춘 뒤 복원해 주세요.`);
  }
  const folder = pgliteFolder(dataDir);
  const occupied = existsSync(folder) && readdirSync(folder).length > 0;
  if (occupied && !options.force) {
    throw new BackupError(
      `${dataDir} 에 이미 데이터가 있어요. 덮어쓰려면 --force 를 붙여 주세요(지금 데이터는 지우지 않고 옆에 옮겨 둬요).`,
    );
  }
  let previousMovedTo: string | undefined;
  if (occupied) {
    const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
    previousMovedTo = `${folder}.before-restore-${stamp}`;
    renameSync(folder, previousMovedTo);
  }
  try {
    const database = await openDatabase({ dataDir, loadDataDir: archive });
    try {
      await database.ping();
    } finally {
      await database.close();
    }
  } catch (err) {
    rmSync(folder, { recursive: true, force: true });
    if (previousMovedTo) renameSync(previousMovedTo, folder);
    if (err instanceof BackupError) throw err;
    throw new BackupError(
      `백업 파일을 복원하지 못했어요(${err instanceof Error ? err.message : String(err)}). 원래 데이터는 그대로예요.`,
    );
  }
  return { previousMovedTo };
}

/** `jinro-backup-2026-11-23T12-00-00Z.tar.gz` */
export function backupFileName(now: Date = new Date()): string {
  return `jinro-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.tar.gz`;
}
