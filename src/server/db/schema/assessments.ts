import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownerIdColumn } from './auth';
import { createdAtColumn, idColumn, timestamptz, updatedAtColumn } from './columns';

/**
 * One take of one self-assessment step by one person. A person's takes of a step are numbered
 * 1, 2, …; only the latest may be a draft. A submitted take is never changed again: a retake
 * is a new row, so history and "how did my results change" read old rows as they were.
 *
 * `answers` is the step's answer object (src/shared/contracts/assessments.ts); `scores` is what
 * scoring.ts computed at submit time, kept so that a later change of the item bank or the
 * formulas does not silently rewrite a result someone has already seen.
 */
export const assessmentTakes = pgTable(
  'assessment_takes',
  {
    id: idColumn(),
    userId: ownerIdColumn(),
    step: text('step').notNull(),
    take: integer('take').notNull(),
    status: text('status').notNull(),
    answers: jsonb('answers').notNull(),
    scores: jsonb('scores'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    submittedAt: timestamptz('submitted_at'),
  },
  (table) => [
    // Also serves lookups by user (its first column), and makes concurrent first saves,
    // retakes and imports safe: one of them wins.
    uniqueIndex('assessment_takes_user_step_take_idx').on(table.userId, table.step, table.take),
    check('assessment_takes_status', sql`status in ('draft', 'submitted')`),
    check(
      'assessment_takes_submitted_has_scores',
      sql`(status = 'draft') = (submitted_at is null) and (status = 'draft') = (scores is null)`,
    ),
  ],
);
