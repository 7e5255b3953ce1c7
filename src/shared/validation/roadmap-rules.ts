/**
 * The rules of roadmaps: limits, Korean messages and the `zod/mini` schemas of a roadmap's title
 * and a mission's reflection, written once and used by the server's contract
 * (`shared/contracts/roadmaps.ts`) and by the web app's forms (docs/decisions/014).
 */
import * as z from 'zod/mini';

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

/** A roadmap's name, trimmed: filled, at most 40 characters, no `/`. */
export const roadmapTitleRule = z.string().check(
  z.trim(),
  z.minLength(1, { error: ROADMAP_FORM_MESSAGES.titleRequired, abort: true }),
  z.refine((title) => lengthOf(title) <= ROADMAP_LIMITS.titleMax, {
    error: ROADMAP_FORM_MESSAGES.titleTooLong,
    abort: true,
  }),
  z.refine((title) => !title.includes('/'), ROADMAP_FORM_MESSAGES.titleHasSlash),
);

/** A mission's reflection: at most 1000 characters once trimmed (empty is fine). */
export const reflectionRule = z
  .string()
  .check(
    z.refine((text) => lengthOf(text.trim()) <= ROADMAP_LIMITS.reflectionMax, ROADMAP_FORM_MESSAGES.reflectionTooLong),
  );

/** The forms: a roadmap's name (create, rename) and a mission's completion. */
export const roadmapTitleFormSchema = z.object({ title: roadmapTitleRule });
export const completeMissionFormSchema = z.object({ reflection: reflectionRule });
