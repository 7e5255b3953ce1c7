import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ownerIdColumn } from './auth';
import { createdAtColumn, idColumn, timestamptz } from './columns';

/** Answers to the feedback dialog shown once all six steps are complete (spec §4). */
export const vocFeedback = pgTable(
  'voc_feedback',
  {
    id: idColumn(),
    userId: ownerIdColumn(),
    expectedJobFound: boolean('expected_job_found').notNull(),
    satisfactionLevel: integer('satisfaction_level').notNull(),
    improvementSuggestions: text('improvement_suggestions'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('voc_feedback_user_idx').on(table.userId),
    check('voc_feedback_satisfaction_range', sql`satisfaction_level between 1 and 5`),
  ],
);

/** The person has seen the feedback dialog (answered, cancelled or clicked outside): never show it again. */
export const vocFeedbackDialogs = pgTable('voc_feedback_dialogs', {
  userId: ownerIdColumn().primaryKey(),
  shownAt: timestamptz('shown_at').notNull().defaultNow(),
});
