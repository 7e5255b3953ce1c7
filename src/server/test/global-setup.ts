import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { APP_ROOT } from '../lib/app-root';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteGoldenPath: string;
  }
}

/**
 * Migrates one in-memory PGlite database once for the whole run and saves its data folder, so
 * each test file starts from a fresh copy in well under a second instead of running initdb.
 */
export default async function setup(project: TestProject): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const dump = await database.dumpDataDir?.();
  if (!dump) throw new Error('the embedded database cannot be dumped');
  await database.close();
  const dir = path.join(APP_ROOT, 'node_modules/.cache/jinro-tests');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-golden-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteGoldenPath', file);
}
