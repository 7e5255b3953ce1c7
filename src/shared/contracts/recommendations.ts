import { z } from 'zod';
import { FIT_LEVELS, RATING_REASONS, REASON_KINDS } from '../plain/recommendations';
import { JOB_NAME_MAX, jobNameRule } from '../validation/job-name-rules';
import { ruled } from '../validation/ruled';
import { stepSchema } from './assessments';
import { errorBodySchema } from './common';
import { industryIdSchema, jobListLimitSchema, jobSummarySchema, NEAREST_JOBS_MAX } from './jobs';

export {
  FIT_LEVELS,
  type FitLevel,
  RATING_REASON_LABELS,
  RATING_REASONS,
  type RatingReason,
  REASON_KIND_HEADINGS,
  type ReasonKind,
} from '../plain/recommendations';

/**
 * Job recommendations (CONTRACT.md, "Report and recommendations"): `/api/job-rec` and its
 * 'why not X?', ratings. Scores and reasons come from the engine in
 * src/server/modules/recommendations/ (weights and why in weights.ts).
 */

const RATINGS = ['up', 'down'] as const;

export const RECOMMENDATION_MESSAGES = {
  reasonOnlyWithDown: '이유는 추천이 마음에 들지 않을 때(down)만 고를 수 있어요.',
  badRating: "평가는 'up' 또는 'down'으로 보내 주세요.",
  badReason: '이유를 목록에서 골라 주세요.',
} as const;

const recommendationReasonSchema = z
  .object({
    step: stepSchema
      .nullable()
      .describe(
        '이 이유가 나온 검사 단계. null은 검사 답이 아니라 추천 방식에서 나온 이유예요(여러 사람에게 두루 맞는 직업을 조금 낮춘 보정).',
      ),
    kind: z
      .enum(REASON_KINDS)
      .describe(
        "이유의 갈래: match '이렇게 맞아요', gap '이 점은 달라요'(확인해 볼 점 포함), unknown '아직 모르는 점'",
      ),
    text: z.string().describe('사용자가 읽는 한국어 문장'),
    weight: z
      .number()
      .describe('이 이유가 점수에 더한 점수(0–100 척도). 음수는 확인해 볼 점(신체 조건, 준비 기간)이 뺀 점수예요.'),
  })
  .meta({ id: 'RecommendationReason' });
export type RecommendationReason = z.infer<typeof recommendationReasonSchema>;

const myRatingSchema = z
  .object({
    rating: z.enum(RATINGS),
    reason: z.enum(RATING_REASONS).nullable(),
  })
  .meta({ id: 'MyRating' });
export type MyRating = z.infer<typeof myRatingSchema>;

const recommendationSchema = z
  .object({
    job: jobSummarySchema,
    score: z
      .number()
      .int()
      .min(0)
      .max(100)
      .describe('답에 따른 적합도 0–100 (평가는 점수를 바꾸지 않고 순서만 바꿔요)'),
    fitLevel: z.enum(FIT_LEVELS),
    rank: z.number().int().min(1).describe('전체 추천 순위 (산업 필터와 관계없이, 내 평가를 반영한 순서)'),
    reasons: z.array(recommendationReasonSchema).describe('점수에 크게 기여한 것부터, 확인해 볼 점은 맨 뒤'),
    myRating: myRatingSchema.nullable().describe('내가 남긴 평가, 없으면 null'),
  })
  .meta({ id: 'Recommendation' });
export type Recommendation = z.infer<typeof recommendationSchema>;

const recommendationMetaSchema = z
  .object({
    completedSteps: z.array(stepSchema),
    missingSteps: z.array(stepSchema),
    enough: z.boolean().describe('가치관과 흥미 단계를 마쳤는지. 아니면 data는 빈 목록이에요.'),
    isDraft: z
      .boolean()
      .describe(
        '첫 추천(초안)인지: 추천할 만큼은 알지만 여섯 단계를 다 마치지 않았어요. 남은 단계를 마치면 같은 목록이 다듬어져요.',
      ),
    coverage: z
      .array(
        z.object({
          step: stepSchema,
          share: z.number().min(0).max(1).describe('여섯 단계를 모두 마쳤을 때 이 단계가 추천 점수에서 차지하는 몫'),
          isComplete: z.boolean(),
        }),
      )
      .describe('단계마다 추천에 더하는 몫, 검사 순서대로 (몫을 모두 더하면 1)'),
    total: z.number().int().describe('순위를 매긴 직업 수 (산업 필터를 적용한 뒤)'),
    notes: z.array(z.string()).describe('추천의 한계에 대한 안내 (예: 직업 자료가 없어 쓰지 않은 선호)'),
    sharedReasons: z
      .array(recommendationReasonSchema)
      .describe(
        "목록의 모든 직업에 똑같이 붙는 '아직 모르는 점'(점수 0: 마치지 않은 단계, 자료가 없는 가치관 카드). 직업마다 되풀이하지 않고 여기에 한 번 보내요: 각 직업의 이유는 reasons와 이것을 합친 거예요. 직업 하나를 묻는 'why not X?'에서는 빈 목록이고 reasons에 다 있어요.",
      ),
  })
  .meta({ id: 'RecommendationMeta' });
export type RecommendationMeta = z.infer<typeof recommendationMetaSchema>;

export const jobRecQuerySchema = z.object({
  limit: jobListLimitSchema,
  industry: industryIdSchema.optional().describe('이 산업의 직업만'),
});
export type JobRecQuery = z.infer<typeof jobRecQuerySchema>;

export const jobRecListResponseSchema = z.object({
  data: z.array(recommendationSchema).describe('잘 맞는 순서대로 (언제나 점수 순서예요)'),
  meta: recommendationMetaSchema,
  variety: z
    .array(recommendationSchema)
    .describe(
      '다른 분야에서 함께 볼 만한 직업(순위 순서): 상위 10개에 한 산업이 많을 때, 점수 차이가 작은 다른 산업 직업. 모두 10위 밖이고, limit이 10보다 크면 data에도 있을 수 있어요. 산업 필터를 쓰면 빈 목록이에요.',
    ),
  kept: z
    .array(recommendationSchema)
    .describe(
      '내가 👍한 직업 가운데 data에 없는 것 (순위 순서). 👍한 직업 자체는 순서가 바뀌지 않고 이렇게 계속 보여 줘요(비슷한 직업은 조금 앞으로 와요).',
    ),
});
export type JobRecListResponse = z.infer<typeof jobRecListResponseSchema>;

export const jobRecDetailResponseSchema = z.object({
  data: recommendationSchema.nullable().describe('단계를 충분히 마치지 않았으면 null'),
  meta: recommendationMetaSchema,
});
export type JobRecDetailResponse = z.infer<typeof jobRecDetailResponseSchema>;

/**
 * The 404 of 'why not X?': the contract's error body, and for a name the catalog does not have
 * the nearest catalog jobs, as `fields` carries a 400's details.
 */
export const jobRecNotFoundBodySchema = z
  .object({
    error: errorBodySchema.shape.error.extend({
      nearest: z
        .array(jobSummarySchema)
        .max(NEAREST_JOBS_MAX)
        .optional()
        .describe(
          `직업 목록에서 가장 가까운 직업(가까운 순서, ${NEAREST_JOBS_MAX}개까지). 이름이 직업 목록에 없을 때 언제나 있고, 가까운 직업을 찾지 못하면 빈 목록이에요.`,
        ),
    }),
  })
  .meta({ id: 'JobRecNotFoundBody' });
export type JobRecNotFoundBody = z.infer<typeof jobRecNotFoundBodySchema>;

export const jobRecParamsSchema = z.object({
  jobName: ruled(jobNameRule, { minLength: 1, maxLength: JOB_NAME_MAX }).describe('URL 인코딩한 한국어 직업 이름'),
});

export const ratingBodySchema = z
  .object({
    rating: z.enum(RATINGS, { error: RECOMMENDATION_MESSAGES.badRating }),
    reason: z.enum(RATING_REASONS, { error: RECOMMENDATION_MESSAGES.badReason }).optional(),
  })
  .refine((body) => body.reason === undefined || body.rating === 'down', {
    message: RECOMMENDATION_MESSAGES.reasonOnlyWithDown,
    path: ['reason'],
  });
export type RatingBody = z.infer<typeof ratingBodySchema>;

const ratingSchema = z
  .object({
    jobName: z.string(),
    rating: z.enum(RATINGS),
    reason: z.enum(RATING_REASONS).nullable(),
    rankAtRating: z.number().int().nullable().describe('평가할 때 이 직업의 추천 순위 (추천이 없었으면 null)'),
    scoreAtRating: z.number().int().nullable(),
    ratedAt: z.string(),
  })
  .meta({ id: 'JobRating' });
export type JobRating = z.infer<typeof ratingSchema>;

export const ratingResponseSchema = z.object({ data: ratingSchema });
