import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpUser } from '../../scripts/lib/http-user';
import { ROOT, type ServerProcess, startServer } from '../../scripts/lib/server-process';
import { LOCK_FILE } from '../../src/server/db/data-dir-lock';
import { migratedDataDir, PASSWORD, scratchDataDir, uniqueEmail } from './scratch';

/**
 * Backups of the embedded database, end to end through the npm scripts a person runs:
 * data written → `npm run db:backup` → `npm run db:restore` into a fresh folder → a server
 * started there has the data. (The refusals of restore, running or non-empty, are in
 * src/server/db/backup.test.ts.)
 */
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function track(server: ServerProcess): ServerProcess {
  cleanups.push(() => server.kill('SIGKILL'));
  return server;
}

/** `npm run <script> -- <args>` with DATA_DIR set; its exit code and output. */
function npmRun(script: string, args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: ROOT, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('db:backup and db:restore (embedded database)', () => {
  it('round-trips the data into a fresh folder, and refuses to back up a folder a server runs on', async () => {
    const source = await migratedDataDir();
    const target = scratchDataDir();
    const backups = scratchDataDir();
    cleanups.push(source.remove, target.remove, backups.remove);

    const first = track(await startServer({ env: { DATA_DIR: source.dir } }));
    const user = new HttpUser(first.url, first.origin);
    const email = uniqueEmail('backup');
    expect((await user.post('/api/auth/register', { email, password: PASSWORD })).status).toBe(201);
    expect((await user.post('/api/my-job', { custom: { name: '백업에서 돌아온 꿈' } })).status).toBe(201);
    expect((await user.put('/api/value', { comeup: ['복원해도 남는 답'] })).status).toBe(200);

    const whileRunning = await npmRun('db:backup', ['--out', backups.dir], source.dir);
    expect(whileRunning.code).not.toBe(0);
    expect(whileRunning.output).toContain('서버를 멈춘 뒤');
    expect(readdirSync(backups.dir)).toEqual([]);

    expect((await first.kill('SIGTERM')).code).toBe(0);
    expect(existsSync(path.join(source.dir, LOCK_FILE)), 'a graceful stop releases the folder').toBe(false);

    const backedUp = await npmRun('db:backup', ['--out', backups.dir], source.dir);
    expect(backedUp.code, backedUp.output).toBe(0);
    const files = readdirSync(backups.dir);
    expect(files).toEqual([expect.stringMatching(/^jinro-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/)]);
    const file = path.join(backups.dir, files[0] ?? '');

    const restored = await npmRun('db:restore', [file], target.dir);
    expect(restored.code, restored.output).toBe(0);

    const second = track(await startServer({ env: { DATA_DIR: target.dir } }));
    const sameUser = new HttpUser(second.url, second.origin);
    // Logging in again proves the account (and its password hash) came back, not just rows.
    expect((await sameUser.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    const list = await sameUser.get('/api/my-job');
    expect(list.body.data.map((item: { name: string }) => item.name)).toEqual(['백업에서 돌아온 꿈']);
    const draft = await sameUser.get('/api/value');
    expect(draft.body.data.comeup).toEqual(['복원해도 남는 답']);
  });
});
