/**
 * The feedback dialog's rules (spec §3 Feedback, §5; `POST /api/voc-feedback`): its limits, its
 * Korean messages and the `zod/mini` schemas, written once and used by the server's request
 * schema (server/modules/voc-feedback/voc-feedback.schemas.ts) and by the dialog's form
 * (docs/decisions/014).
 */
import * as z from 'zod/mini';
import { FEEDBACK_STARS } from '../constants';

export const FEEDBACK_LIMITS = { suggestionsMax: 2000 } as const;

export const FEEDBACK_MESSAGES = {
  expectedJobFound: '기대한 직업을 찾았는지 네 또는 아니요로 골라 주세요.',
  satisfactionLevel: `만족도는 별 ${FEEDBACK_STARS.min}개에서 ${FEEDBACK_STARS.max}개 사이로 골라 주세요.`,
  improvementSuggestions: `더 좋아졌으면 하는 점은 ${FEEDBACK_LIMITS.suggestionsMax}자 이하의 글로 적어 주세요.`,
} as const;

/** Stars: a whole number from 1 to 5. */
export const satisfactionLevelRule = z.number(FEEDBACK_MESSAGES.satisfactionLevel).check(
  z.refine((level) => Number.isInteger(level), { error: FEEDBACK_MESSAGES.satisfactionLevel, abort: true }),
  z.gte(FEEDBACK_STARS.min, FEEDBACK_MESSAGES.satisfactionLevel),
  z.lte(FEEDBACK_STARS.max, FEEDBACK_MESSAGES.satisfactionLevel),
);

/** What to make better: optional, at most 2000 characters once trimmed. */
export const improvementSuggestionsRule = z
  .string(FEEDBACK_MESSAGES.improvementSuggestions)
  .check(
    z.refine((text) => text.trim().length <= FEEDBACK_LIMITS.suggestionsMax, FEEDBACK_MESSAGES.improvementSuggestions),
  );

/** The answers as the dialog's radios hold them: '' until one is chosen. */
const EXPECTED_JOB_CHOICES = ['yes', 'no'] as const;

/**
 * The dialog's form. The radios hold text ('yes'/'no', '1'–'5'); the output is the request body's
 * values, checked by the same rules as the server's. Spec §5: it is sendable once the expected-job
 * question is answered and at least one star chosen; the suggestion is optional.
 */
export const feedbackFormSchema = z.object({
  expectedJobFound: z.pipe(
    z.enum(EXPECTED_JOB_CHOICES, FEEDBACK_MESSAGES.expectedJobFound),
    z.transform((answer) => answer === 'yes'),
  ),
  satisfactionLevel: z.pipe(
    z.pipe(
      z.string(),
      z.transform((stars) => Number(stars)),
    ),
    satisfactionLevelRule,
  ),
  improvementSuggestions: z.pipe(
    improvementSuggestionsRule,
    z.transform((text) => text.trim()),
  ),
});
