import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, updatedAtColumn } from './columns';

/**
 * The job catalog, loaded from content/jobs/catalog.json at start-up (jobs.seed.ts). `profile`
 * holds the catalog entry as it is; the columns are what other tables join on. A job that
 * left the catalog but is still on someone's dream list stays, with `in_catalog = false`, so
 * the list keeps its name.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    name: text('name').notNull(),
    industry: text('industry').notNull(),
    summary: text('summary').notNull(),
    profile: jsonb('profile').notNull(),
    /** SHA-256 of the catalog entry: the seed rewrites only rows whose entry changed. */
    contentHash: text('content_hash').notNull(),
    inCatalog: boolean('in_catalog').notNull().default(true),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    // Names are unique among current jobs; a retired job may share a name with its successor.
    uniqueIndex('jobs_name_in_catalog_idx').on(table.name).where(sql`in_catalog`),
    index('jobs_industry_idx').on(table.industry),
  ],
);
