import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dreamJobs, jobs } from '../../db/schema/index';

export interface StoredJob {
  id: string;
  name: string;
  contentHash: string;
  inCatalog: boolean;
}

export type JobRow = typeof jobs.$inferInsert;

// Any fixed number: several servers starting at once seed one after the other.
const SEED_LOCK_KEY = 727_001;

export async function lockJobSeed(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
}

export async function listStoredJobs(db: Db): Promise<StoredJob[]> {
  return db
    .select({ id: jobs.id, name: jobs.name, contentHash: jobs.contentHash, inCatalog: jobs.inCatalog })
    .from(jobs);
}

/** The ids among `ids` that some dream list points to. */
export async function listReferencedJobIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectDistinct({ jobId: dreamJobs.jobId }).from(dreamJobs).where(inArray(dreamJobs.jobId, ids));
  return new Set(rows.flatMap((row) => (row.jobId ? [row.jobId] : [])));
}

export async function deleteJobs(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(jobs).where(inArray(jobs.id, ids));
}

export async function retireJobs(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) {
    await db
      .update(jobs)
      .set({ inCatalog: false, updatedAt: sql`now()` })
      .where(and(inArray(jobs.id, ids), eq(jobs.inCatalog, true)));
  }
}

/**
 * Gives rows a name no job has (their id), so that names can move between rows (a swap, a
 * rename to a retired name) without tripping the unique index halfway through the upsert.
 */
export async function releaseJobNames(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.update(jobs).set({ name: jobs.id }).where(inArray(jobs.id, ids));
}

export async function upsertJobs(db: Db, rows: JobRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(jobs)
    .values(rows)
    .onConflictDoUpdate({
      target: jobs.id,
      set: {
        name: sql`excluded.name`,
        industry: sql`excluded.industry`,
        summary: sql`excluded.summary`,
        profile: sql`excluded.profile`,
        contentHash: sql`excluded.content_hash`,
        inCatalog: true,
        updatedAt: sql`now()`,
      },
    });
}
