import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownerIdColumn } from './auth';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns';
import { jobs } from './jobs';

/**
 * A person's dream list ('꿈 목록'): catalog jobs (by id, so a renamed job stays on the
 * list) and custom jobs the person named, in the person's order.
 */
export const dreamJobs = pgTable(
  'dream_jobs',
  {
    id: idColumn(),
    userId: ownerIdColumn(),
    // RESTRICT: the seed never deletes a job that is on someone's list (it retires it instead).
    jobId: text('job_id').references(() => jobs.id, { onDelete: 'restrict' }),
    customName: text('custom_name'),
    note: text('note'),
    position: integer('position').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('dream_jobs_user_position_idx').on(table.userId, table.position),
    uniqueIndex('dream_jobs_user_job_idx').on(table.userId, table.jobId),
    uniqueIndex('dream_jobs_user_custom_name_idx').on(table.userId, table.customName),
    index('dream_jobs_job_idx').on(table.jobId),
    check('dream_jobs_one_kind', sql`(job_id is null) <> (custom_name is null)`),
  ],
);
