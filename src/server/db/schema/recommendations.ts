import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ownerIdColumn } from './auth';
import { createdAtColumn, updatedAtColumn } from './columns';
import { jobs } from './jobs';

/**
 * A person's 👍/👎 on a recommended job: it re-ranks their list and is remembered. The rank and
 * score the job had when rated are kept, to measure how often people like their top match
 * versus a lower one.
 */
export const jobRatings = pgTable(
  'job_ratings',
  {
    userId: ownerIdColumn(),
    // CASCADE: a job that leaves the catalog (and nobody's dream list) takes its ratings along.
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    rating: text('rating').notNull(),
    reason: text('reason'),
    rankAtRating: integer('rank_at_rating'),
    scoreAtRating: integer('score_at_rating'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.jobId] }),
    index('job_ratings_job_idx').on(table.jobId),
    check('job_ratings_rating', sql`rating in ('up', 'down')`),
  ],
);

/**
 * How many times a person's recommendation input (their submitted assessment takes and their
 * ratings) has changed. Triggers (migration 0007) bump it in the same transaction as every such
 * write, whichever code or instance makes it, so a server can tell with one primary-key read
 * whether the recommendations it remembers are still that person's (recommendation-memory.ts).
 * No row means no change since the table was added: version 0.
 */
export const recommendationInputVersions = pgTable('recommendation_input_versions', {
  userId: ownerIdColumn().primaryKey(),
  version: integer('version').notNull().default(1),
});
