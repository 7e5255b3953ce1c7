/**
 * The roadmap forms' limits and messages, the same as the server's
 * (`shared/contracts/roadmaps.ts`, checked equal by roadmap-rules.test.ts). Repeated here because
 * importing the contract would put zod into the page and break its 120 KB budget.
 */
export const ROADMAP_FORM_LIMITS = { titleMax: 40, reflectionMax: 1000 } as const;

export const ROADMAP_FORM_MESSAGES = {
  titleRequired: '로드맵 이름을 입력해 주세요.',
  titleTooLong: `로드맵 이름은 ${ROADMAP_FORM_LIMITS.titleMax}자 이하로 입력해 주세요.`,
  reflectionTooLong: `소감은 ${ROADMAP_FORM_LIMITS.reflectionMax}자 이하로 써 주세요.`,
} as const;

/** Characters as a person counts them (an emoji is one). */
export function lengthOf(text: string): number {
  return [...text].length;
}

export function validateTitle(title: string): string | null {
  const trimmed = title.trim();
  if (trimmed === '') return ROADMAP_FORM_MESSAGES.titleRequired;
  if (lengthOf(trimmed) > ROADMAP_FORM_LIMITS.titleMax) return ROADMAP_FORM_MESSAGES.titleTooLong;
  if (trimmed.includes('/')) return '로드맵 이름에는 / 를 쓸 수 없어요.';
  return null;
}

export function validateReflection(text: string): string | null {
  return lengthOf(text.trim()) > ROADMAP_FORM_LIMITS.reflectionMax ? ROADMAP_FORM_MESSAGES.reflectionTooLong : null;
}
