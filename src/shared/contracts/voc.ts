/**
 * A message from the 고객의 목소리 page (`POST /api/voc`). The rules are `zod/mini` schemas, so
 * the form and the server say the same thing; `zod/mini` and not full zod because the web app
 * imports this module (docs/decisions/014). The server wraps these rules in its request schema
 * (server/modules/voc/voc.schemas.ts).
 */
import * as z from 'zod/mini';
import { AUTH_MESSAGES, emailRule } from '../validation/auth-rules';

export const VOC_CATEGORIES = ['bug', 'suggestion', 'content', 'account', 'other'] as const;
export type VocCategory = (typeof VOC_CATEGORIES)[number];

export const VOC_CATEGORY_LABELS: Record<VocCategory, string> = {
  bug: '오류 신고',
  suggestion: '기능 제안',
  content: '콘텐츠 의견',
  account: '계정·개인정보',
  other: '기타',
};

export const VOC_LIMITS = { messageMin: 10, messageMax: 2000 } as const;

/** Days a reply address is kept after the message arrives; then the server erases it (not the message). */
export const VOC_EMAIL_RETENTION_DAYS = 90;

export const VOC_MESSAGES = {
  categoryRequired: '의견 종류를 골라 주세요.',
  messageRequired: '내용을 입력해 주세요.',
  messageTooShort: `내용을 ${VOC_LIMITS.messageMin}자 이상 적어 주세요.`,
  messageTooLong: `내용은 ${VOC_LIMITS.messageMax}자 이하로 적어 주세요.`,
} as const;

/** Characters as a person counts them (an emoji is one), after trimming the ends. */
export function vocMessageLength(message: string): number {
  return [...message.trim()].length;
}

export const vocMessageRule = z.string().check(
  z.refine((message) => vocMessageLength(message) > 0, { error: VOC_MESSAGES.messageRequired, abort: true }),
  z.refine((message) => vocMessageLength(message) >= VOC_LIMITS.messageMin, {
    error: VOC_MESSAGES.messageTooShort,
    abort: true,
  }),
  z.refine((message) => vocMessageLength(message) <= VOC_LIMITS.messageMax, VOC_MESSAGES.messageTooLong),
);

/** The reply address: optional (empty); when given, the one e-mail rule of sign-up. */
export const vocEmailRule = z
  .string()
  .check(
    z.refine(
      (email) => email.trim() === '' || z.safeParse(emailRule, email.trim()).success,
      AUTH_MESSAGES.emailInvalid,
    ),
  );

/** The form of the 고객의 목소리 page. */
export const vocFormSchema = z.object({
  category: z.enum(VOC_CATEGORIES, VOC_MESSAGES.categoryRequired),
  message: vocMessageRule,
  email: vocEmailRule,
});

/** The body of `POST /api/voc`. */
export interface VocBody {
  category: VocCategory;
  /** 10–2000 characters once trimmed. */
  message: string;
  /** Where to reply; optional. */
  email?: string;
}

/** The answer of `POST /api/voc` (inside `{ data }`). */
export interface VocReceipt {
  id: string;
  /** ISO 8601. */
  receivedAt: string;
}
