import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { BackupError, backupDataDir, backupFileName, restoreDataDir } from './backup';
import { openDatabase, pgliteFolder } from './client';
import { DataDirBusyError, LOCK_FILE, lockDataDir } from './data-dir-lock';
import { users } from './schema/index';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'jinro-backup-test-'));
  dirs.push(dir);
  return dir;
}

const golden = () => new Blob([readFileSync(inject('pgliteGoldenPath'))]);

/** The process id of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

/** Marks `dataDir` as held by a live process other than this one (the test runner's parent). */
function holdByAnotherProcess(dataDir: string): number {
  writeFileSync(path.join(dataDir, LOCK_FILE), String(process.ppid));
  return process.ppid;
}

describe('the data folder lock', () => {
  it('refuses a folder a live process holds, and takes over one whose process is gone', () => {
    const dir = scratch();
    const holder = holdByAnotherProcess(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
    expect(() => lockDataDir(dir)).toThrow(`pid ${holder}`);

    writeFileSync(path.join(dir, LOCK_FILE), String(deadPid()));
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('keeps a second server off a folder another one runs on', async () => {
    const dir = scratch();
    holdByAnotherProcess(dir);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirBusyError);
  });
});

// Each case restores a real database up to three times (PGlite opening and checking it): 8–33 s
// per case on 2 cores while the rest of the suite runs beside it, so the project's 30 s is too
// little margin here (one run timed out at 33 s on 2026-11-29). A safety net, not a budget.
describe('restoreDataDir', { timeout: 90_000 }, () => {
  it('refuses while a server holds the folder, even with force, and touches nothing', async () => {
    const dir = scratch();
    mkdirSync(pgliteFolder(dir), { recursive: true });
    writeFileSync(path.join(pgliteFolder(dir), 'PG_VERSION'), '18');
    holdByAnotherProcess(dir);
    await expect(restoreDataDir(dir, golden(), { force: true })).rejects.toThrow(/서버를 멈춘 뒤/);
    expect(readdirSync(dir).sort()).toEqual([LOCK_FILE, 'pglite']);
    expect(readdirSync(pgliteFolder(dir))).toEqual(['PG_VERSION']);
  });

  it('refuses to replace a database without force; with force keeps the old one aside', async () => {
    const dir = scratch();
    await restoreDataDir(dir, golden(), { force: false });
    await expect(restoreDataDir(dir, golden(), { force: false })).rejects.toThrow(/--force/);

    const now = new Date('2026-11-23T12:00:00Z');
    const { previousMovedTo } = await restoreDataDir(dir, golden(), { force: true, now });
    expect(previousMovedTo).toBe(`${pgliteFolder(dir)}.before-restore-2026-11-23T12-00-00-000Z`);
    expect(existsSync(path.join(previousMovedTo ?? '', 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(pgliteFolder(dir), 'PG_VERSION'))).toBe(true);
  });

  it('keeps the folder as it was when the file is not a backup', async () => {
    const dir = scratch();
    await restoreDataDir(dir, golden(), { force: false });
    const before = readdirSync(pgliteFolder(dir), { recursive: true }).sort();
    await expect(restoreDataDir(dir, new Blob(['not a tarball']), { force: true })).rejects.toThrow(BackupError);
    expect(readdirSync(dir)).toEqual(['pglite']);
    expect(readdirSync(pgliteFolder(dir), { recursive: true }).sort()).toEqual(before);
    const database = await openDatabase({ dataDir: dir });
    const [row] = await database.db.select({ n: count() }).from(users);
    await database.close();
    expect(row?.n).toBe(0);
  });
});

describe('backupDataDir', () => {
  it('refuses a folder with no database or one a server holds', async () => {
    await expect(backupDataDir(scratch())).rejects.toThrow(/데이터베이스가 없어요/);
    const dir = scratch();
    await restoreDataDir(dir, golden(), { force: false });
    holdByAnotherProcess(dir);
    await expect(backupDataDir(dir)).rejects.toThrow(/서버를 멈춘 뒤/);
  });

  it('names files by UTC time, sortable and safe on every file system', () => {
    expect(backupFileName(new Date('2026-11-23T09:05:07.123Z'))).toBe('jinro-backup-2026-11-23T09-05-07Z.tar.gz');
  });
});
