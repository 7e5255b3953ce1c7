// `npm run db:backup [-- --out <file or folder>]`: the embedded database (DATA_DIR) as one
// gzipped tarball, by default ./backups/jinro-backup-<UTC time>.tar.gz. Stop the server first.
// PostgreSQL (DATABASE_URL) is backed up with pg_dump instead: see README, "Backups".
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config';
import { BackupError, backupDataDir, backupFileName } from '../src/server/db/backup';
import { DataDirBusyError } from '../src/server/db/data-dir-lock';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new BackupError('DATABASE_URL(PostgreSQL)을 쓰고 있어요. pg_dump로 백업해 주세요(README의 "백업" 참고).');
  }
  const out = path.resolve(values.out ?? 'backups');
  const isFolder = values.out === undefined || (statSync(out, { throwIfNoEntry: false })?.isDirectory() ?? false);
  const file = isFolder ? path.join(out, backupFileName()) : out;
  const tarball = await backupDataDir(config.dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, tarball, { flag: 'wx' });
  process.stdout.write(`백업했어요: ${file} (${(tarball.length / 1024).toFixed(0)} KB, 원본 ${config.dataDir})\n`);
}

main().catch((err: unknown) => {
  const known = err instanceof BackupError || err instanceof ConfigError || err instanceof DataDirBusyError;
  const message = err instanceof Error ? (known ? err.message : (err.stack ?? err.message)) : String(err);
  process.stderr.write(`백업하지 못했어요: ${message}\n`);
  process.exit(1);
});
