import { z } from 'zod';

/** Achievements (GET /api/achievements); the table of them is src/shared/achievements.ts. */

/** An achievement as a celebration shows it. */
export const earnedAchievementSchema = z
  .object({
    id: z.string(),
    emoji: z.string(),
    title: z.string(),
    howTo: z.string().describe('얻는 방법'),
  })
  .meta({ id: 'EarnedAchievement' });
export type EarnedAchievement = z.infer<typeof earnedAchievementSchema>;

const achievementSchema = earnedAchievementSchema
  .extend({
    earnedAt: z.string().nullable().describe('얻은 때 (ISO 8601); 아직이면 null'),
    progress: z
      .object({ current: z.number().int(), target: z.number().int() })
      .describe('지금까지(current)와 목표(target): 얻은 뒤에는 current가 줄어도 그대로 얻은 거예요'),
  })
  .meta({ id: 'Achievement' });
export type Achievement = z.infer<typeof achievementSchema>;

export const achievementListResponseSchema = z.object({
  data: z.array(achievementSchema).describe('모든 업적, 정해진 순서대로: 얻은 것과 아직 얻지 않은 것'),
});
