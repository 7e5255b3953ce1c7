import { z } from 'zod';
import { FEEDBACK_STARS } from '../../../shared/constants';
import type { VocFeedbackBody } from '../../../shared/contracts/assessments';

export const VOC_FEEDBACK_MESSAGES = {
  expectedJobFound: '기대한 직업을 찾았는지 네 또는 아니요로 골라 주세요.',
  satisfactionLevel: `만족도는 별 ${FEEDBACK_STARS.min}개에서 ${FEEDBACK_STARS.max}개 사이로 골라 주세요.`,
  improvementSuggestions: '더 좋아졌으면 하는 점은 2000자 이하의 글로 적어 주세요.',
} as const;

const SUGGESTIONS_MAX = 2000;

/** The body of `POST /api/voc-feedback` (spec §3 Feedback), with Korean messages for each field. */
export const vocFeedbackBodySchema = z
  .object({
    expectedJobFound: z.boolean({ error: VOC_FEEDBACK_MESSAGES.expectedJobFound }).describe('기대한 직업을 찾았나요?'),
    satisfactionLevel: z
      .number({ error: VOC_FEEDBACK_MESSAGES.satisfactionLevel })
      .int({ error: VOC_FEEDBACK_MESSAGES.satisfactionLevel })
      .min(FEEDBACK_STARS.min, { error: VOC_FEEDBACK_MESSAGES.satisfactionLevel })
      .max(FEEDBACK_STARS.max, { error: VOC_FEEDBACK_MESSAGES.satisfactionLevel })
      .describe('만족도 (별 1–5개)'),
    improvementSuggestions: z
      .string({ error: VOC_FEEDBACK_MESSAGES.improvementSuggestions })
      .trim()
      .max(SUGGESTIONS_MAX, { error: VOC_FEEDBACK_MESSAGES.improvementSuggestions })
      .optional()
      .describe('더 좋아졌으면 하는 점 (선택, 2000자 이하; 비우면 저장하지 않아요)'),
  })
  .meta({ id: 'VocFeedbackBody' });
export type VocFeedbackInput = z.output<typeof vocFeedbackBodySchema>;

// The client sends the contract's shape; this schema must accept exactly that.
// biome-ignore lint/correctness/noUnusedVariables: a compile-time check, read by the compiler only
const acceptsContractBody: VocFeedbackBody extends z.input<typeof vocFeedbackBodySchema> ? true : never = true;
