import { z } from 'zod';
import { FEEDBACK_STARS } from '../../../shared/constants';
import type { VocFeedbackBody } from '../../../shared/contracts/assessments';
import {
  FEEDBACK_LIMITS,
  FEEDBACK_MESSAGES,
  improvementSuggestionsRule,
  satisfactionLevelRule,
} from '../../../shared/validation/feedback-rules';
import { ruled, ruleMessage } from '../../../shared/validation/ruled';

/**
 * The body of `POST /api/voc-feedback` (spec §3 Feedback), checked by the dialog's own rules
 * (shared/validation/feedback-rules.ts), so the server answers with the form's Korean messages.
 */
export const vocFeedbackBodySchema = z
  .object({
    expectedJobFound: z.boolean({ error: FEEDBACK_MESSAGES.expectedJobFound }).describe('기대한 직업을 찾았나요?'),
    satisfactionLevel: z
      .number({ error: FEEDBACK_MESSAGES.satisfactionLevel })
      .superRefine((level, ctx) => {
        const message = ruleMessage(satisfactionLevelRule, level);
        if (message) ctx.addIssue({ code: 'custom', message });
      })
      .meta({ type: 'integer', minimum: FEEDBACK_STARS.min, maximum: FEEDBACK_STARS.max })
      .describe('만족도 (별 1–5개)'),
    improvementSuggestions: z
      .string({ error: FEEDBACK_MESSAGES.improvementSuggestions })
      .pipe(ruled(improvementSuggestionsRule, { maxLength: FEEDBACK_LIMITS.suggestionsMax }))
      .transform((text) => text.trim())
      .optional()
      .describe('더 좋아졌으면 하는 점 (선택, 2000자 이하; 비우면 저장하지 않아요)'),
  })
  .meta({ id: 'VocFeedbackBody' });
export type VocFeedbackInput = z.output<typeof vocFeedbackBodySchema>;

// The client sends the contract's shape; this schema must accept exactly that.
// biome-ignore lint/correctness/noUnusedVariables: a compile-time check, read by the compiler only
const acceptsContractBody: VocFeedbackBody extends z.input<typeof vocFeedbackBodySchema> ? true : never = true;
