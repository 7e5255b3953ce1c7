import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobRatings, jobs, recommendationInputVersions } from '../../db/schema/index';

export interface RatingRow {
  jobId: string;
  jobName: string;
  rating: string;
  reason: string | null;
  rankAtRating: number | null;
  scoreAtRating: number | null;
  updatedAt: Date;
}

const rowColumns = {
  jobId: jobRatings.jobId,
  jobName: jobs.name,
  rating: jobRatings.rating,
  reason: jobRatings.reason,
  rankAtRating: jobRatings.rankAtRating,
  scoreAtRating: jobRatings.scoreAtRating,
  updatedAt: jobRatings.updatedAt,
};

export async function listRatingRows(db: Db, userId: string): Promise<RatingRow[]> {
  return db
    .select(rowColumns)
    .from(jobRatings)
    .innerJoin(jobs, eq(jobs.id, jobRatings.jobId))
    .where(eq(jobRatings.userId, userId))
    .orderBy(asc(jobRatings.createdAt), asc(jobRatings.jobId));
}

export interface NewRating {
  userId: string;
  jobId: string;
  rating: 'up' | 'down';
  reason: string | null;
  rankAtRating: number | null;
  scoreAtRating: number | null;
}

/** Inserts or replaces the person's rating of the job; returns the stored row's time. */
export async function upsertRating(db: Db, rating: NewRating): Promise<Date> {
  const [row] = await db
    .insert(jobRatings)
    .values(rating)
    .onConflictDoUpdate({
      target: [jobRatings.userId, jobRatings.jobId],
      set: {
        rating: rating.rating,
        reason: rating.reason,
        rankAtRating: rating.rankAtRating,
        scoreAtRating: rating.scoreAtRating,
        updatedAt: sql`now()`,
      },
    })
    .returning({ updatedAt: jobRatings.updatedAt });
  return row?.updatedAt ?? new Date();
}

export async function deleteRatingRow(db: Db, userId: string, jobId: string): Promise<boolean> {
  const deleted = await db
    .delete(jobRatings)
    .where(and(eq(jobRatings.userId, userId), eq(jobRatings.jobId, jobId)))
    .returning({ jobId: jobRatings.jobId });
  return deleted.length > 0;
}

function prepareInputVersions(db: Db) {
  return db
    .select({ userId: recommendationInputVersions.userId, version: recommendationInputVersions.version })
    .from(recommendationInputVersions)
    .where(sql`${recommendationInputVersions.userId} = any(${sql.placeholder('userIds')})`)
    .prepare('list_recommendation_input_versions');
}

// Prepared once per database: it runs before every recommendation read on PostgreSQL.
const inputVersionQueries = new WeakMap<Db, ReturnType<typeof prepareInputVersions>>();

/**
 * How many times each person's recommendation input has changed (kept by triggers, see the
 * schema); someone without a row has version 0.
 */
export async function listInputVersions(db: Db, userIds: string[]): Promise<Map<string, number>> {
  let query = inputVersionQueries.get(db);
  if (!query) {
    query = prepareInputVersions(db);
    inputVersionQueries.set(db, query);
  }
  const rows = await query.execute({ userIds });
  return new Map(rows.map((row) => [row.userId, row.version]));
}
