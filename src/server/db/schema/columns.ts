import { text, timestamp } from 'drizzle-orm/pg-core';

// Column shapes every table repeats. Functions, not shared instances: Drizzle binds a column
// builder to the one table it is used in.

/** A text primary key named `id` (ids are made by the service, never by the database). */
export const idColumn = () => text('id').primaryKey();

/** A timestamp with time zone; `.notNull()`, `.defaultNow()` as the column needs. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written: `created_at`, set by the database. */
export const createdAtColumn = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed: `updated_at`, set by the database on insert and by the service after. */
export const updatedAtColumn = () => timestamptz('updated_at').notNull().defaultNow();
