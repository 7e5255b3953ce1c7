import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchPostgres {
  /** The new database's name. */
  name: string;
  /** The new database's connection string. */
  url: string;
  /** Drops the database, ending any connection still open to it. */
  drop(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server at `serverUrl`, for one test file, system test or
 * benchmark run: empty, or a copy of the database `template` (which nobody may be connected to).
 * `prefix` names who made it (`jinro_test`, `jinro_system`, `jinro_bench`, `jinro_template`).
 */
export async function createScratchPostgres(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchPostgres> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
