import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** One row per page view: the path and the time, nothing that identifies a person. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
  },
  (table) => [index('page_views_viewed_at_idx').on(table.viewedAt)],
);
