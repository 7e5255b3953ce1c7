import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../db/client';
import { APP_ROOT } from '../lib/app-root';
import { seedJobs } from '../modules/jobs/jobs.seed';
import { createScratchPostgres } from './scratch-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteGoldenPath: string;
    /** The migrated and seeded PostgreSQL database each test file's database is copied from ('' without TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

/** What every test database starts with: the migrations applied and the job catalog loaded. */
async function prepare(database: Database): Promise<void> {
  await database.migrate();
  await seedJobs(database.db);
}

/**
 * Migrates and seeds one in-memory PGlite database once for the whole run and saves its data
 * folder, so each test file starts from a fresh copy in about a second instead of running initdb,
 * the migrations and the catalog's seed; with TEST_DATABASE_URL, the same once on PostgreSQL as a
 * template database that each test file's database is created from (dropped at the end).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await prepare(database);
  const dump = await database.dumpDataDir?.();
  if (!dump) throw new Error('the embedded database cannot be dumped');
  await database.close();
  const dir = path.join(APP_ROOT, 'node_modules/.cache/jinro-tests');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-golden-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteGoldenPath', file);

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('postgresTemplate', '');
    return async () => {};
  }
  const template = await createScratchPostgres(serverUrl, 'jinro_template');
  try {
    const postgres = await openDatabase({ databaseUrl: template.url });
    try {
      await prepare(postgres);
    } finally {
      // A template must have no connections while databases are created from it.
      await postgres.close();
    }
  } catch (err) {
    await template.drop();
    throw err;
  }
  project.provide('postgresTemplate', template.name);
  return () => template.drop();
}
