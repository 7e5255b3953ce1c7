import { z } from 'zod';
import {
  VOC_CATEGORIES,
  VOC_CATEGORY_LABELS,
  VOC_EMAIL_RETENTION_DAYS,
  VOC_LIMITS,
  VOC_MESSAGES,
  vocEmailRule,
  vocMessageRule,
} from '../../../shared/contracts/voc';
import { ruleMessage } from '../../../shared/validation/ruled';

/**
 * The request and response schemas of `POST /api/voc`, built from the shared `zod/mini` rules
 * (which the web app's form checks). They validate the route, type it and document it at /api/docs.
 */
export const vocBodySchema = z.object({
  category: z
    .enum(VOC_CATEGORIES, { error: VOC_MESSAGES.categoryRequired })
    .describe(VOC_CATEGORIES.map((id) => `${id}: ${VOC_CATEGORY_LABELS[id]}`).join(', ')),
  message: z
    .string({ error: VOC_MESSAGES.messageRequired })
    .superRefine((message, ctx) => {
      const problem = ruleMessage(vocMessageRule, message);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((message) => message.trim())
    .describe(`의견 내용 (${VOC_LIMITS.messageMin}–${VOC_LIMITS.messageMax}자)`),
  email: z
    .string({ error: '이메일은 글자로 보내 주세요.' })
    .trim()
    // Empty means "no reply wanted"; anything else follows the one e-mail rule of sign-up.
    .superRefine((email, ctx) => {
      const problem = ruleMessage(vocEmailRule, email);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((email) => email || undefined)
    .optional()
    .describe(
      `답장 받을 이메일 (선택). 답장에만 쓰고, 받은 날부터 ${VOC_EMAIL_RETENTION_DAYS}일이 지나면 저절로 지워요`,
    ),
});
export type VocInput = z.output<typeof vocBodySchema>;

export const vocResponseSchema = z.object({
  data: z
    .object({ id: z.string(), receivedAt: z.string().describe('받은 시각 (ISO 8601)') })
    .meta({ id: 'VocReceipt' }),
});
