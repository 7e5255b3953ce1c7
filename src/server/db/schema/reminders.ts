import { boolean, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ownerIdColumn } from './auth';
import { createdAtColumn, idColumn, timestamptz, updatedAtColumn } from './columns';

/**
 * Values the server makes once and every instance shares, kept with the data: the Web Push VAPID
 * key pair (`vapid`), made at the first start. Never logged, never sent (but the public key).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAtColumn(),
});

/**
 * A person's daily reminder of today's missions (opt-in): the minute of the day (Asia/Seoul) they
 * chose, and the last day one was sent, which the scheduler claims with one row update so that
 * several instances send it once.
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: ownerIdColumn().primaryKey(),
    /** Minutes after midnight in Seoul, 07:00–21:59 (no reminder at night). */
    remindAtMinute: integer('remind_at_minute').notNull(),
    enabled: boolean('enabled').notNull(),
    /** When the person turned reminders on after the browser's permission: nothing is sent before. */
    consentedAt: timestamptz('consented_at').notNull(),
    lastSentOn: date('last_sent_on', { mode: 'string' }),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('reminder_settings_due_idx').on(table.enabled, table.remindAtMinute)],
);

/** A browser's Web Push subscription (one per installed app / browser) for a person's reminders. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    userId: ownerIdColumn(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);
