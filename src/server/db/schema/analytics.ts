import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per page view: the path and the time, nothing that identifies a person. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('page_views_viewed_at_idx').on(table.viewedAt)],
);
