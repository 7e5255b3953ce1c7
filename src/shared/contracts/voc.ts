/**
 * A message from the 고객의 목소리 page (`POST /api/voc`). The rules are plain functions that
 * answer the Korean message to show (or `null`), so the form and the server say the same thing.
 *
 * No zod here on purpose: the web app imports this module, and zod would add about 24 KB (gzip)
 * to the page. The server wraps these rules in its request schema (server/modules/voc/voc.schemas.ts).
 */
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

function isVocCategory(value: unknown): value is VocCategory {
  return typeof value === 'string' && (VOC_CATEGORIES as readonly string[]).includes(value);
}

/** Characters as a person counts them (an emoji is one), after trimming the ends. */
export function vocMessageLength(message: string): number {
  return [...message.trim()].length;
}

function validateVocCategory(value: string): string | null {
  return isVocCategory(value) ? null : VOC_MESSAGES.categoryRequired;
}

export function validateVocMessage(message: string): string | null {
  const length = vocMessageLength(message);
  if (length === 0) return VOC_MESSAGES.messageRequired;
  if (length < VOC_LIMITS.messageMin) return VOC_MESSAGES.messageTooShort;
  if (length > VOC_LIMITS.messageMax) return VOC_MESSAGES.messageTooLong;
  return null;
}

export interface VocFormErrors {
  category?: string;
  message?: string;
  email?: string;
}

/**
 * Every field's message, or none. The reply address is optional; when one is given it must pass
 * `validateEmail` (the sign-up e-mail rule of shared/validation/auth-rules.ts), passed in by the caller.
 */
export function validateVocForm(
  input: { category: string; message: string; email: string },
  validateEmail: (email: string) => string | null,
): VocFormErrors {
  const errors: VocFormErrors = {};
  const category = validateVocCategory(input.category);
  if (category) errors.category = category;
  const message = validateVocMessage(input.message);
  if (message) errors.message = message;
  const email = input.email.trim();
  const emailError = email === '' ? null : validateEmail(email);
  if (emailError) errors.email = emailError;
  return errors;
}

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
