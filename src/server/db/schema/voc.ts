import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAtColumn, idColumn } from './columns';

/**
 * Messages from the 고객의 목소리 page. A signed-in sender's messages go with the account
 * (ON DELETE CASCADE on withdrawal); the optional reply address is erased after a while.
 */
export const vocMessages = pgTable(
  'voc_messages',
  {
    id: idColumn(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    message: text('message').notNull(),
    email: text('email'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('voc_messages_user_idx').on(table.userId),
    index('voc_messages_created_at_idx').on(table.createdAt),
  ],
);
