import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Per table of the public schema: its row count and an md5 of all its rows, in a stable order. */
export type DbSnapshot = Record<string, string>;

/** `db.execute` answers `{ rows }` on both drivers; typed loosely by Drizzle. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function listTables(db: Db): Promise<string[]> {
  const rows = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  return rows.map((row) => row.table_name).filter((name) => name !== CHANGE_TABLE);
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Takes snapshots of every table (whichever feature's migration made it), so a test can assert
 * that a refused request changed nothing: one query over all tables (or `only` these) per snapshot.
 */
export async function createSnapshotter(db: Db, only?: string[]): Promise<() => Promise<DbSnapshot>> {
  const tables = (await listTables(db)).filter((name) => !only || only.includes(name));
  if (tables.length === 0) throw new Error('no tables to snapshot');
  const query = tables
    .map(
      (name) =>
        `select '${name}' as t, count(*)::text || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${quote(name)} x`,
    )
    .join(' union all ');
  return async () => {
    const snapshot: DbSnapshot = {};
    for (const row of rowsOf<{ t: string; h: string }>(await db.execute(sql.raw(query)))) snapshot[row.t] = row.h;
    return snapshot;
  };
}

const CHANGE_TABLE = 'test_row_changes';

/**
 * Counts every row inserted, updated or deleted in any table, with a row-level trigger on each
 * (test databases only): cheap enough to read around each of thousands of requests, where a full
 * snapshot would not be. Returns a function that reads the running count.
 */
export async function installChangeCounter(db: Db): Promise<() => Promise<number>> {
  const tables = await listTables(db);
  await db.execute(sql.raw(`create table if not exists ${CHANGE_TABLE} (n bigint not null)`));
  await db.execute(
    sql.raw(`insert into ${CHANGE_TABLE} (n) select 0 where not exists (select 1 from ${CHANGE_TABLE})`),
  );
  await db.execute(
    sql.raw(`create or replace function test_count_row_change() returns trigger language plpgsql as $$
      begin update ${CHANGE_TABLE} set n = n + 1; return null; end $$`),
  );
  for (const name of tables) {
    await db.execute(
      sql.raw(`create or replace trigger test_count_row_change after insert or update or delete on ${quote(name)}
        for each row execute function test_count_row_change()`),
    );
    await db.execute(
      sql.raw(`create or replace trigger test_count_truncate after truncate on ${quote(name)}
        for each statement execute function test_count_row_change()`),
    );
  }
  return async () => {
    const [row] = rowsOf<{ n: string | number }>(await db.execute(sql.raw(`select n from ${CHANGE_TABLE}`)));
    return Number(row?.n ?? Number.NaN);
  };
}
