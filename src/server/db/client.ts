import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../lib/app-root';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema/index';

/** The Drizzle database every query takes, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a gzipped tarball (test fixtures, backups). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PGlite only: calls `onPayload` with the payload of each `pg_notify(channel, …)` as its
   * transaction commits, before that commit's query resolves. PGlite serves one process (the data
   * folder lock), so this hears every write made to the database. Resolves to the unsubscribe.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder, or `memory://`. */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests start from a migrated copy). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir ?? 'memory://', options.loadDataDir);
}

/** Where PGlite keeps its files inside DATA_DIR. */
export function pgliteFolder(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  let location = dataDir;
  let unlock = () => {};
  if (!dataDir.startsWith('memory://')) {
    location = pgliteFolder(dataDir);
    mkdirSync(location, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(location, loadDataDir ? { loadDataDir } : {});
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
    dumpDataDir: async () => (await client.dumpDataDir('gzip')) as Blob,
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      // Called with no argument: PGlite's unsubscribe takes an optional transaction.
      return () => stop();
    },
  };
}

/** The session-level advisory lock that serialises migrations across instances ('jinro-migrate'). */
const MIGRATION_LOCK_KEY = 7_142_030_911;

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection that the server ends (a restart, a failover, an administrator) must not
  // crash the process: the pool drops it and the next query opens a new one; /readyz reports a
  // database that stays away.
  pool.on('error', (err) => {
    process.emitWarning(`PostgreSQL connection ended: ${err.message}`);
  });
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: async () => {
      // Several instances may start at once (a deploy): one migrates, the others wait for it and
      // then find nothing left to do, instead of racing to create the same tables.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lock.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
