import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dreamJobs, jobs } from '../../db/schema/index';

export interface DreamJobRow {
  id: string;
  jobId: string | null;
  /** The catalog job's name (kept for jobs that have left the catalog), or null for a custom job. */
  jobName: string | null;
  customName: string | null;
  note: string | null;
  position: number;
  createdAt: Date;
}

const rowColumns = {
  id: dreamJobs.id,
  jobId: dreamJobs.jobId,
  jobName: jobs.name,
  customName: dreamJobs.customName,
  note: dreamJobs.note,
  position: dreamJobs.position,
  createdAt: dreamJobs.createdAt,
};

export async function listDreamJobRows(db: Db, userId: string): Promise<DreamJobRow[]> {
  return db
    .select(rowColumns)
    .from(dreamJobs)
    .leftJoin(jobs, eq(jobs.id, dreamJobs.jobId))
    .where(eq(dreamJobs.userId, userId))
    .orderBy(asc(dreamJobs.position), asc(dreamJobs.createdAt), asc(dreamJobs.id));
}

export async function findDreamJobRow(db: Db, userId: string, id: string): Promise<DreamJobRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(dreamJobs)
    .leftJoin(jobs, eq(jobs.id, dreamJobs.jobId))
    .where(and(eq(dreamJobs.userId, userId), eq(dreamJobs.id, id)));
  return row;
}

// Any fixed number, different from other features' advisory locks (roadmaps 727_002, seed 727_001).
const DREAM_LIST_LOCK_KEY = 727_003;

/**
 * Serialises one person's additions to the dream list until the transaction ends, so that the
 * count and the insert see the same list: parallel requests (two tabs, a script) cannot all pass
 * the cap. Works with no rows to lock, on PostgreSQL and PGlite.
 */
export async function lockPersonDreamList(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${DREAM_LIST_LOCK_KEY}, hashtext(${userId}))`);
}

export async function countDreamJobs(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(dreamJobs).where(eq(dreamJobs.userId, userId));
  return row?.value ?? 0;
}

export interface NewDreamJob {
  id: string;
  userId: string;
  jobId: string | null;
  customName: string | null;
  note: string | null;
}

/** Adds the item at the end of the person's list. Throws the database's unique violation for a duplicate. */
export async function insertDreamJob(db: Db, item: NewDreamJob): Promise<void> {
  await db.insert(dreamJobs).values({
    ...item,
    position: sql`(select coalesce(max(${dreamJobs.position}) + 1, 0) from ${dreamJobs} where ${dreamJobs.userId} = ${item.userId})`,
  });
}

export async function updateDreamJobNote(db: Db, userId: string, id: string, note: string | null): Promise<boolean> {
  const updated = await db
    .update(dreamJobs)
    .set({ note, updatedAt: sql`now()` })
    .where(and(eq(dreamJobs.userId, userId), eq(dreamJobs.id, id)))
    .returning({ id: dreamJobs.id });
  return updated.length > 0;
}

/** Numbers the person's items 0..n-1 in the order of `ids`, in one statement. */
export async function setDreamJobPositions(db: Db, userId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id} then ${index}::integer`),
    sql` `,
  );
  await db
    .update(dreamJobs)
    .set({ position: sql`case ${dreamJobs.id} ${cases} end`, updatedAt: sql`now()` })
    .where(and(eq(dreamJobs.userId, userId), inArray(dreamJobs.id, ids)));
}

export async function deleteDreamJobRow(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(dreamJobs)
    .where(and(eq(dreamJobs.userId, userId), eq(dreamJobs.id, id)))
    .returning({ id: dreamJobs.id });
  return deleted.length > 0;
}

/** True for PostgreSQL's unique_violation, whichever driver (pg, PGlite) and wrapper raised it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
