import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Answers to the feedback dialog shown once all six steps are complete (spec §4). */
export const vocFeedback = pgTable(
  'voc_feedback',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expectedJobFound: boolean('expected_job_found').notNull(),
    satisfactionLevel: integer('satisfaction_level').notNull(),
    improvementSuggestions: text('improvement_suggestions'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('voc_feedback_user_idx').on(table.userId),
    check('voc_feedback_satisfaction_range', sql`satisfaction_level between 1 and 5`),
  ],
);

/** The person has seen the feedback dialog (answered, cancelled or clicked outside): never show it again. */
export const vocFeedbackDialogs = pgTable('voc_feedback_dialogs', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  shownAt: timestamp('shown_at', { withTimezone: true }).notNull().defaultNow(),
});
