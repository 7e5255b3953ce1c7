/**
 * The rules of roadmaps as plain TypeScript (no zod): limits, Korean messages and the checks of a
 * roadmap's title and a mission's reflection, written once and used by the server's contract
 * (`shared/contracts/roadmaps.ts`) and by the web app's forms, which stay free of zod.
 */
export const ROADMAP_LIMITS = {
  titleMax: 40,
  jobNameMax: 100,
  maxRoadmaps: 20,
  reflectionMax: 1000,
  maxMissionsPerMilestone: 30,
} as const;

/** The messages the forms show; the contract adds the server-only ones to ROADMAP_FORM_MESSAGES. */
export const ROADMAP_FORM_MESSAGES = {
  titleRequired: '로드맵 이름을 입력해 주세요.',
  titleTooLong: `로드맵 이름은 ${ROADMAP_LIMITS.titleMax}자 이하로 입력해 주세요.`,
  reflectionTooLong: `소감은 ${ROADMAP_LIMITS.reflectionMax}자 이하로 써 주세요.`,
  titleHasSlash: '로드맵 이름에는 / 를 쓸 수 없어요.',
} as const;

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
export function lengthOf(text: string): number {
  return [...text].length;
}

/** The title's message, or null when the title (trimmed) is a valid roadmap name. */
export function validateTitle(title: string): string | null {
  const trimmed = title.trim();
  if (trimmed === '') return ROADMAP_FORM_MESSAGES.titleRequired;
  if (lengthOf(trimmed) > ROADMAP_LIMITS.titleMax) return ROADMAP_FORM_MESSAGES.titleTooLong;
  if (trimmed.includes('/')) return ROADMAP_FORM_MESSAGES.titleHasSlash;
  return null;
}

/** The reflection's message, or null when it fits (counted after trimming). */
export function validateReflection(text: string): string | null {
  return lengthOf(text.trim()) > ROADMAP_LIMITS.reflectionMax ? ROADMAP_FORM_MESSAGES.reflectionTooLong : null;
}
