import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ownerIdColumn } from './auth';
import { timestamptz } from './columns';

/** Achievements a person has earned (defined in src/shared/achievements.ts), once each, with when. */
export const earnedAchievements = pgTable(
  'earned_achievements',
  {
    userId: ownerIdColumn(),
    achievementId: text('achievement_id').notNull(),
    earnedAt: timestamptz('earned_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.achievementId] })],
);
