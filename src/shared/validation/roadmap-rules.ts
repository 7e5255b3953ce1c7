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

export const ROADMAP_MESSAGES = {
  roadmapNotFound: '로드맵을 찾을 수 없어요. 목록에서 다시 골라 주세요.',
  milestoneNotFound: '이 로드맵에 없는 마일스톤이에요.',
  missionNotInRoadmap: '이 로드맵에 없는 미션이에요. 먼저 마일스톤에 담아 주세요.',
  missionAlreadyInRoadmap: '이미 이 로드맵에 있는 미션이에요.',
  milestoneFull: `한 마일스톤에는 미션을 ${ROADMAP_LIMITS.maxMissionsPerMilestone}개까지 담을 수 있어요.`,
  jobOrTitleRequired: '직업 이름(jobName)이나 로드맵 이름(title)을 보내 주세요.',
  titleRequired: '로드맵 이름을 입력해 주세요.',
  titleTooLong: `로드맵 이름은 ${ROADMAP_LIMITS.titleMax}자 이하로 입력해 주세요.`,
  jobNameInvalid: '직업 이름을 다시 확인해 주세요.',
  jobAlreadyHasRoadmap: '이 직업의 로드맵이 이미 있어요. 로드맵 목록에서 열어 주세요.',
  tooManyRoadmaps: `로드맵은 ${ROADMAP_LIMITS.maxRoadmaps}개까지 만들 수 있어요. 쓰지 않는 로드맵을 지우고 만들어 주세요.`,
  nothingToUpdate: '바꿀 내용(title, rank, examPause)을 하나 이상 보내 주세요.',
  rankInvalid: '순위는 1 이상의 정수로 보내 주세요.',
  rankTooHigh: '순위는 내 로드맵 개수보다 클 수 없어요.',
  examPauseInvalid: '시험 기간 쉬어 가기는 true 또는 false로 보내 주세요.',
  missionIdRequired: '담을 미션의 id(missionId)를 보내 주세요.',
  reflectionTooLong: `소감은 ${ROADMAP_LIMITS.reflectionMax}자 이하로 써 주세요.`,
  titleHasSlash: '로드맵 이름에는 / 를 쓸 수 없어요.',
  reflectionNotText: '소감은 글자로 보내 주세요.',
} as const;

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
export function lengthOf(text: string): number {
  return [...text].length;
}

/** The title's message, or null when the title (trimmed) is a valid roadmap name. */
export function validateTitle(title: string): string | null {
  const trimmed = title.trim();
  if (trimmed === '') return ROADMAP_MESSAGES.titleRequired;
  if (lengthOf(trimmed) > ROADMAP_LIMITS.titleMax) return ROADMAP_MESSAGES.titleTooLong;
  if (trimmed.includes('/')) return ROADMAP_MESSAGES.titleHasSlash;
  return null;
}

/** The reflection's message, or null when it fits (counted after trimming). */
export function validateReflection(text: string): string | null {
  return lengthOf(text.trim()) > ROADMAP_LIMITS.reflectionMax ? ROADMAP_MESSAGES.reflectionTooLong : null;
}
