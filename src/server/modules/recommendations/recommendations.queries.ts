import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobRatings, jobs } from '../../db/schema/index';

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
