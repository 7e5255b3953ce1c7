import { index, jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { ShareCard } from '../../../shared/contracts/share';
import { ownerIdColumn } from './auth';
import { createdAtColumn, idColumn } from './columns';

/**
 * A person's share links (issue 21, '결과 카드 공유하기'): a snapshot of exactly the parts of the
 * report they chose, readable by anyone with the unguessable id. Revoking deletes the row.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    /** 128 random bits, base64url (22 characters). */
    id: idColumn(),
    userId: ownerIdColumn(),
    card: jsonb('card').$type<ShareCard>().notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('share_links_user_created_idx').on(table.userId, table.createdAt)],
);
