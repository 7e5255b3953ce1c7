// `npm run db:restore -- <backup file> [--force]`: puts a `db:backup` tarball into DATA_DIR.
// Refuses while a server runs on DATA_DIR, and refuses to replace an existing database unless
// --force (the old one is then moved aside, never deleted). Start the server afterwards.
import { existsSync, openAsBlob } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config';
import { BackupError, restoreDataDir } from '../src/server/db/backup';
import { DataDirBusyError } from '../src/server/db/data-dir-lock';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [given] = positionals;
  if (!given || positionals.length > 1)
    throw new BackupError('복원할 백업 파일 하나를 알려 주세요: npm run db:restore -- <파일> [--force]');
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new BackupError('DATABASE_URL(PostgreSQL)을 쓰고 있어요. pg_restore로 복원해 주세요(README의 "백업" 참고).');
  }
  const file = path.resolve(given);
  if (!existsSync(file)) throw new BackupError(`백업 파일 ${file} 이 없어요.`);
  const { previousMovedTo } = await restoreDataDir(config.dataDir, await openAsBlob(file), { force: values.force });
  process.stdout.write(`복원했어요: ${file} → ${config.dataDir}\n`);
  if (previousMovedTo) process.stdout.write(`원래 있던 데이터는 ${previousMovedTo} 에 옮겨 뒀어요.\n`);
}

main().catch((err: unknown) => {
  const known = err instanceof BackupError || err instanceof ConfigError || err instanceof DataDirBusyError;
  const message = err instanceof Error ? (known ? err.message : (err.stack ?? err.message)) : String(err);
  process.stderr.write(`복원하지 못했어요: ${message}\n`);
  process.exit(1);
});
