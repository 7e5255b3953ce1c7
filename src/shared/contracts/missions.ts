import { z } from 'zod';
import { MISSION_LIST_LIMITS } from '../plain/missions';
import { ruled } from '../validation/ruled';
import { SEARCH_MESSAGES, SEARCH_QUERY_MAX, searchQueryRule } from '../validation/search-rules';
import { cursorQuerySchema } from './common';

/**
 * The mission market (CONTRACT.md, "Roadmaps and missions"): read-only missions from
 * content/missions, by category, sub-category and search, a random or personalised set, and
 * today's suggestions. The web app imports only the types of this file (no zod in its pages).
 */
export const MISSION_LIMITS = { ...MISSION_LIST_LIMITS, queryMax: SEARCH_QUERY_MAX } as const;

export const MISSION_MESSAGES = {
  missionNotFound: '미션 마켓에 없는 미션이에요. 미션을 다시 골라 주세요.',
  unknownCategory: '미션 마켓에 없는 분야예요.',
  unknownSub: '이 분야에 없는 세부 분야예요.',
  subWithoutCategory: '세부 분야(sub)는 분야(category)와 함께 보내 주세요.',
  queryTooLong: SEARCH_MESSAGES.queryTooLong,
  badCursor: '목록 위치(cursor)가 올바르지 않아요. 처음부터 다시 불러와 주세요.',
  countNotNumber: '미션 개수는 숫자로 보내 주세요.',
  countRange: `미션 개수는 1개부터 ${MISSION_LIMITS.randomMax}개까지 고를 수 있어요.`,
  limitNotNumber: '한 번에 가져올 개수는 숫자로 보내 주세요.',
  limitRange: `한 번에 1개부터 ${MISSION_LIMITS.listMax}개까지 가져올 수 있어요.`,
  seedInvalid: `seed는 ${MISSION_LIMITS.seedMax}자 이하의 영문·숫자로 보내 주세요.`,
} as const;

const nameRefSchema = z.object({ id: z.string(), name: z.string() });

/** One mission in a list: enough to choose it. */
export const missionSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    category: nameRefSchema.describe('분야'),
    sub: nameRefSchema.describe('세부 분야'),
    minutes: z.number().int().describe('걸리는 시간(분)'),
    difficulty: z.number().int().min(1).max(3).describe('1 쉬움, 2 보통, 3 도전'),
    xp: z.number().int().describe('완료하면 받는 경험치'),
    cost: z.string().nullable().describe('드는 비용이나 필요한 것; 없으면 null'),
  })
  .meta({ id: 'MissionSummary' });
export type MissionSummary = z.infer<typeof missionSummarySchema>;

/** The whole mission: what to do and how to tell it is done. */
const missionDetailSchema = missionSummarySchema
  .extend({
    description: z.string().describe('무엇을 하는지'),
    doneWhen: z.string().describe('다 했는지 알아보는 기준'),
    tags: z
      .object({
        riasec: z.array(z.string()).describe('잘 맞는 흥미 유형 (RIASEC)'),
        skills: z.array(z.string()).describe('써 보는 기술 (O*NET 기술 id)'),
        knowledge: z.array(z.string()).describe('다루는 지식 (O*NET 지식 id)'),
        industries: z.array(z.string()).describe('관련 산업 id'),
      })
      .describe('추천과 검색에 쓰는 꼬리표'),
  })
  .meta({ id: 'MissionDetail' });
export type MissionDetail = z.infer<typeof missionDetailSchema>;
export const missionDetailResponseSchema = z.object({ data: missionDetailSchema });

const missionCategorySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    count: z.number().int().describe('이 분야의 미션 수'),
    subs: z.array(nameRefSchema.extend({ count: z.number().int() })),
  })
  .meta({ id: 'MissionCategory' });
export type MissionCategory = z.infer<typeof missionCategorySchema>;

export const missionCategoriesResponseSchema = z.object({ data: z.array(missionCategorySchema) });

const limitSchema = z.coerce
  .number({ error: MISSION_MESSAGES.limitNotNumber })
  .int(MISSION_MESSAGES.limitRange)
  .min(1, MISSION_MESSAGES.limitRange)
  .max(MISSION_LIMITS.listMax, MISSION_MESSAGES.limitRange);

export const missionListQuerySchema = z.object({
  category: z.string().trim().max(40).optional().describe('분야 id (GET /api/missions/categories)'),
  sub: z.string().trim().max(40).optional().describe('세부 분야 id; category와 함께'),
  q: z
    .string()
    .trim()
    .pipe(ruled(searchQueryRule, { maxLength: MISSION_LIMITS.queryMax }))
    .optional()
    .describe('미션 이름, 초성(ㅈㄱㅅ), 설명으로 찾아요'),
  limit: limitSchema.default(MISSION_LIMITS.listDefault),
  cursor: cursorQuerySchema(100, MISSION_MESSAGES.badCursor),
});
export type MissionListQuery = z.infer<typeof missionListQuerySchema>;

export const missionListResponseSchema = z.object({
  data: z.array(missionSummarySchema),
  nextCursor: z.string().nullable().describe('다음 페이지가 없으면 null'),
  total: z.number().int().describe('조건에 맞는 미션 전체 개수'),
});
export type MissionListResponse = z.infer<typeof missionListResponseSchema>;

export const missionIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const randomMissionsQuerySchema = z.object({
  count: z.coerce
    .number({ error: MISSION_MESSAGES.countNotNumber })
    .int(MISSION_MESSAGES.countRange)
    .min(1, MISSION_MESSAGES.countRange)
    .max(MISSION_LIMITS.randomMax, MISSION_MESSAGES.countRange)
    .default(MISSION_LIMITS.randomDefault),
  seed: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, MISSION_MESSAGES.seedInvalid)
    .optional()
    .describe('같은 seed면 같은 목록 (새로고침해도 그대로 보려면 응답의 seed를 다시 보내요)'),
});
export type RandomMissionsQuery = z.infer<typeof randomMissionsQuerySchema>;

const suggestedMissionSchema = missionSummarySchema
  .extend({ why: z.string().nullable().describe('이 미션을 고른 이유 (한국어); 무작위면 null') })
  .meta({ id: 'SuggestedMission' });

export const randomMissionsResponseSchema = z.object({
  data: z.array(suggestedMissionSchema),
  mode: z
    .enum(['personalised', 'random'])
    .describe('personalised: 로그인한 사람의 흥미·로드맵 직업에 맞춰 골랐어요; random: 무작위예요'),
  seed: z.string().describe('이 목록의 seed'),
});
export type RandomMissionsResponse = z.infer<typeof randomMissionsResponseSchema>;

const dailyMissionSchema = z
  .object({
    mission: missionSummarySchema,
    why: z.string().describe("왜 오늘 이 미션인지 (예: '흥미 유형 I(탐구형)와 잘 맞아요')"),
    roadmap: z
      .object({ _id: z.string(), title: z.string(), milestoneTitle: z.string() })
      .nullable()
      .describe('로드맵의 다음 마일스톤에서 고른 미션이면 그 로드맵과 마일스톤'),
    isCompleted: z.boolean().describe('오늘 고른 뒤에 완료했으면 true (목록은 하루 동안 그대로예요)'),
  })
  .meta({ id: 'DailyMission' });
export type DailyMission = z.infer<typeof dailyMissionSchema>;

export const dailyMissionsResponseSchema = z.object({
  data: z.array(dailyMissionSchema),
  day: z.string().describe('오늘 날짜 (Asia/Seoul, YYYY-MM-DD); 다음 날 새로 골라요'),
});
export type DailyMissionsResponse = z.infer<typeof dailyMissionsResponseSchema>;
