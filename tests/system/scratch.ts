import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { restoreDataDir } from '../../src/server/db/backup';
import { createScratchPostgres, type ScratchPostgres } from '../../src/server/test/scratch-postgres';

/** PostgreSQL and Redis of the machine, when the run has them (CI sets both). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

/** A new, empty folder for an embedded database, removed by the returned function. */
export function scratchDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'jinro-system-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A DATA_DIR holding an already-initialised, migrated and seeded embedded database (the run's
 * golden copy, see src/server/test/global-setup.ts), so a test's server starts without
 * PostgreSQL's initdb.
 * The browser journeys start from a truly empty folder; these tests are about what comes after.
 */
export async function migratedDataDir(): Promise<{ dir: string; remove: () => void }> {
  const scratch = scratchDataDir();
  await restoreDataDir(scratch.dir, new Blob([readFileSync(inject('pgliteGoldenPath'))]), { force: false });
  return scratch;
}

/** A new, empty database on TEST_DATABASE_URL's server (the app migrates it), and its removal. */
export function scratchPostgres(serverUrl: string): Promise<ScratchPostgres> {
  return createScratchPostgres(serverUrl, 'jinro_system');
}

/** An address from the documentation range (RFC 3849) no one else's test shares: its own rate limits. */
export function uniqueClientIp(): string {
  const hex = randomBytes(8).toString('hex').match(/.{4}/g) ?? [];
  return `2001:db8:${hex.slice(0, 4).join(':')}:1:1`;
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

export const PASSWORD = 'SystemTest2026!';
