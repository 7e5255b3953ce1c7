/**
 * Roadmaps (CONTRACT.md, "Roadmaps and missions"): a person's paths of milestones and missions,
 * with experience, levels and a forgiving streak. The web app imports only the types of this file.
 */
import { z } from 'zod';
import { ROADMAP_FORM_MESSAGES, ROADMAP_LIMITS, reflectionRule, roadmapTitleRule } from '../validation/roadmap-rules';
import { ruled } from '../validation/ruled';
import { earnedAchievementSchema } from './achievements';
import { missionSummarySchema } from './missions';

export { ROADMAP_LIMITS } from '../validation/roadmap-rules';

export const ROADMAP_MESSAGES = {
  ...ROADMAP_FORM_MESSAGES,
  roadmapNotFound: '로드맵을 찾을 수 없어요. 목록에서 다시 골라 주세요.',
  milestoneNotFound: '이 로드맵에 없는 마일스톤이에요.',
  missionNotInRoadmap: '이 로드맵에 없는 미션이에요. 먼저 마일스톤에 담아 주세요.',
  missionAlreadyInRoadmap: '이미 이 로드맵에 있는 미션이에요.',
  milestoneFull: `한 마일스톤에는 미션을 ${ROADMAP_LIMITS.maxMissionsPerMilestone}개까지 담을 수 있어요.`,
  jobOrTitleRequired: '직업 이름(jobName)이나 로드맵 이름(title)을 보내 주세요.',
  jobNameInvalid: '직업 이름을 다시 확인해 주세요.',
  jobAlreadyHasRoadmap: '이 직업의 로드맵이 이미 있어요. 로드맵 목록에서 열어 주세요.',
  tooManyRoadmaps: `로드맵은 ${ROADMAP_LIMITS.maxRoadmaps}개까지 만들 수 있어요. 쓰지 않는 로드맵을 지우고 만들어 주세요.`,
  nothingToUpdate: '바꿀 내용(title, rank, examPause)을 하나 이상 보내 주세요.',
  rankInvalid: '순위는 1 이상의 정수로 보내 주세요.',
  rankTooHigh: '순위는 내 로드맵 개수보다 클 수 없어요.',
  examPauseInvalid: '시험 기간 쉬어 가기는 true 또는 false로 보내 주세요.',
  missionIdRequired: '담을 미션의 id(missionId)를 보내 주세요.',
  reflectionNotText: '소감은 글자로 보내 주세요.',
} as const;

/**
 * The most XP a person can earn in one day (Asia/Seoul), across all their roadmaps. Missions give
 * 10–50 XP and take 20–60 minutes, so 100 XP is a few hours of real work; completions beyond it
 * still count (progress, streak, achievements) but give no more XP that day. Shown where XP is.
 */
export const DAILY_XP_CAP = 100;

const titleSchema = z
  .string({ error: ROADMAP_MESSAGES.titleRequired })
  .trim()
  .pipe(ruled(roadmapTitleRule))
  // Counted after trimming, in characters (code points, as JSON Schema's maxLength counts).
  .meta({ minLength: 1, maxLength: ROADMAP_LIMITS.titleMax, pattern: '^[^/]*$' })
  .describe(`로드맵 이름 (1–${ROADMAP_LIMITS.titleMax}자, / 없이)`);

export const createRoadmapBodySchema = z
  .object({
    jobName: z
      .string({ error: ROADMAP_MESSAGES.jobNameInvalid })
      .trim()
      .min(1, ROADMAP_MESSAGES.jobNameInvalid)
      .max(ROADMAP_LIMITS.jobNameMax, ROADMAP_MESSAGES.jobNameInvalid)
      .optional()
      .describe('직업 목록에 있는 직업의 이름: 그 직업 가족의 템플릿으로 만들어요'),
    title: titleSchema.optional().describe('로드맵 이름; jobName 없이 보내면 누구에게나 맞는 기본 템플릿으로 만들어요'),
  })
  .refine((body) => body.jobName !== undefined || body.title !== undefined, {
    message: ROADMAP_MESSAGES.jobOrTitleRequired,
  })
  .describe('`{ jobName }` 또는 `{ title }` (둘 다 보내면 title이 이름이 돼요)');

export const updateRoadmapBodySchema = z
  .object({
    title: titleSchema.optional(),
    rank: z
      .number({ error: ROADMAP_MESSAGES.rankInvalid })
      .int(ROADMAP_MESSAGES.rankInvalid)
      .min(1, ROADMAP_MESSAGES.rankInvalid)
      .optional()
      .describe('새 순위 (1이 가장 먼저); 다른 로드맵의 순위는 1..n이 되도록 다시 매겨져요'),
    examPause: z
      .boolean({ error: ROADMAP_MESSAGES.examPauseInvalid })
      .optional()
      .describe('시험 기간 쉬어 가기: 켜 둔 날들은 연속 기록에서 빼고 세요(기록이 끊기지 않아요)'),
  })
  .refine((body) => body.title !== undefined || body.rank !== undefined || body.examPause !== undefined, {
    message: ROADMAP_MESSAGES.nothingToUpdate,
  });

export const roadmapIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const milestoneParamsSchema = roadmapIdParamsSchema.extend({
  milestoneTitle: z.string().min(1).max(100).describe('URL 인코딩한 마일스톤 이름'),
});
export const roadmapMissionParamsSchema = roadmapIdParamsSchema.extend({ missionId: z.string().min(1).max(64) });

export const addMissionBodySchema = z.object({
  missionId: z
    .string({ error: ROADMAP_MESSAGES.missionIdRequired })
    .trim()
    .min(1, ROADMAP_MESSAGES.missionIdRequired)
    .max(64, ROADMAP_MESSAGES.missionIdRequired)
    .describe('미션 마켓의 미션 id'),
});

export const completeMissionBodySchema = z
  .object({
    reflection: z
      .string({ error: ROADMAP_MESSAGES.reflectionNotText })
      .pipe(ruled(reflectionRule))
      .transform((text) => (text.trim() === '' ? null : text.trim()))
      .nullish()
      .describe(`해 보고 느낀 점 (선택, ${ROADMAP_LIMITS.reflectionMax}자 이하)`),
  })
  // A completion without a note may come with no body at all.
  .nullish();

const progressSchema = z
  .object({
    completed: z.number().int(),
    total: z.number().int(),
    percent: z.number().int().min(0).max(100),
  })
  .meta({ id: 'RoadmapProgress' });
export type RoadmapProgress = z.infer<typeof progressSchema>;

const streakSchema = z
  .object({
    current: z.number().int().describe('지금 이어지고 있는 연속 기록: 미션을 완료한 날의 수'),
    isActiveToday: z.boolean().describe('오늘 미션을 완료했는지'),
    restDaysPerWeek: z.number().int().describe('한 주(월–일)에 쉬어도 기록이 이어지는 날 수'),
    restDayUsedThisWeek: z.boolean().describe('이번 주의 쉬는 날을 이미 썼는지'),
    isPaused: z.boolean().describe('시험 기간 쉬어 가기를 켜 두었는지'),
    pausedSince: z.string().nullable().describe('쉬어 가기를 켠 날 (YYYY-MM-DD)'),
  })
  .meta({ id: 'Streak' });
export type Streak = z.infer<typeof streakSchema>;

const gameStateSchema = z
  .object({
    xp: z.number().int().describe('이 로드맵에서 모은 경험치'),
    level: z.number().int().min(1),
    levelStartXp: z.number().int().describe('지금 레벨이 시작되는 경험치'),
    nextLevelXp: z.number().int().describe('다음 레벨이 되는 경험치 (레벨 n은 25·n·(n−1) 경험치부터)'),
    streak: streakSchema,
    dailyXp: z
      .object({
        earned: z.number().int().describe('오늘 (서울 시간) 내 모든 로드맵에서 받은 경험치'),
        cap: z.number().int().describe('하루에 받을 수 있는 경험치 (DAILY_XP_CAP)'),
      })
      .describe('하루 경험치 한도: 한도에 닿은 뒤의 완료는 진행과 연속 기록에는 들어가지만 경험치는 없어요'),
  })
  .meta({ id: 'GameState' });
export type GameState = z.infer<typeof gameStateSchema>;

const roadmapSummarySchema = z
  .object({
    _id: z.string(),
    rank: z.number().int().describe('1이 가장 먼저 할 로드맵'),
    title: z.string(),
    jobName: z.string().nullable().describe('직업에서 만든 로드맵이면 그 직업 이름'),
    level: z.number().int(),
    xp: z.number().int(),
    progress: progressSchema,
  })
  .meta({ id: 'RoadmapSummary' });
export type RoadmapSummary = z.infer<typeof roadmapSummarySchema>;

const roadmapMissionSchema = missionSummarySchema
  .extend({
    description: z.string(),
    doneWhen: z.string(),
    isCompleted: z.boolean(),
    completedAt: z.string().nullable(),
    reflection: z.string().nullable(),
    addedBy: z.enum(['template', 'person']).describe('template: 로드맵과 함께 왔어요; person: 미션 마켓에서 담았어요'),
    earnedXp: z
      .number()
      .int()
      .nullable()
      .describe('이 완료로 받은 경험치 (하루 한도에 닿으면 xp보다 적어요); 완료 전이면 null'),
  })
  .meta({ id: 'RoadmapMission' });
export type RoadmapMission = z.infer<typeof roadmapMissionSchema>;

const milestoneSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    position: z.number().int().describe('1부터, 길 위의 순서'),
    progress: progressSchema,
    missions: z.array(roadmapMissionSchema),
  })
  .meta({ id: 'Milestone' });
export type Milestone = z.infer<typeof milestoneSchema>;

const nextStepSchema = z
  .object({ milestoneTitle: z.string(), missionId: z.string(), missionTitle: z.string() })
  .meta({ id: 'NextStep' });
export type NextStep = z.infer<typeof nextStepSchema>;

const roadmapDetailSchema = roadmapSummarySchema
  .extend({
    isSample: z.boolean().describe('GET /api/roadmap/sample의 예시면 true (진행 상황 없음)'),
    family: z.object({ id: z.string(), name: z.string() }).describe('이 로드맵을 만든 직업 가족 템플릿'),
    createdAt: z.string(),
    game: gameStateSchema,
    nextStep: nextStepSchema.nullable().describe('다음에 할 미션: 아직 안 한 첫 미션; 다 했으면 null'),
    milestones: z.array(milestoneSchema),
  })
  .meta({ id: 'RoadmapDetail' });
export type RoadmapDetail = z.infer<typeof roadmapDetailSchema>;

export const roadmapListResponseSchema = z.object({
  data: z.array(roadmapSummarySchema).describe('순위대로 (1이 먼저)'),
});
export const roadmapDetailResponseSchema = z.object({ data: roadmapDetailSchema });

const completionResultSchema = z
  .object({
    missionId: z.string(),
    isCompleted: z.boolean(),
    completedAt: z.string().nullable(),
    reflection: z.string().nullable(),
    xpChange: z.number().int().describe('이번 요청으로 바뀐 경험치 (완료 +, 되돌리기 −, 이미 그 상태면 0)'),
    wasAlreadyInState: z
      .boolean()
      .describe('이미 완료된(또는 완료 전인) 미션이었으면 true: 아무것도 두 번 세지 않아요'),
    leveledUp: z.boolean(),
    game: gameStateSchema,
    progress: progressSchema,
    newAchievements: z.array(earnedAchievementSchema).describe('이 완료로 새로 얻은 업적 (없으면 빈 배열)'),
  })
  .meta({ id: 'CompletionResult' });
export type CompletionResult = z.infer<typeof completionResultSchema>;

export const completionResponseSchema = z.object({ data: completionResultSchema });
