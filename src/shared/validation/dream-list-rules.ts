/**
 * The rules of the dream list ('꿈 목록') as plain TypeScript (no zod): its limits, its Korean
 * messages and the custom-job checks, written once and used by the server's contract
 * (`shared/contracts/dream-list.ts`) and by the web app's forms, which stay free of zod.
 */
export const DREAM_LIST_LIMITS = { customNameMax: 40, noteMax: 500, maxItems: 50 } as const;

export const DREAM_LIST_MESSAGES = {
  customNameRequired: '꿈 직업 이름을 입력해 주세요.',
  customNameTooLong: `꿈 직업 이름은 ${DREAM_LIST_LIMITS.customNameMax}자 이하로 입력해 주세요.`,
  noteTooLong: `메모는 ${DREAM_LIST_LIMITS.noteMax}자 이하로 입력해 주세요.`,
  jobNameRequired: '담을 직업의 이름을 보내 주세요.',
  exactlyOneKind: '직업 이름(jobName)과 나만의 직업(custom) 가운데 하나만 보내 주세요.',
  alreadyOnList: '이미 꿈 목록에 있는 직업이에요.',
  listFull: `꿈 목록에는 최대 ${DREAM_LIST_LIMITS.maxItems}개까지 담을 수 있어요. 다른 직업을 빼고 담아 주세요.`,
  orderMismatch: '꿈 목록의 모든 항목을 한 번씩 보내 주세요. 목록을 새로 불러온 뒤 다시 시도해 주세요.',
  itemNotFound: '꿈 목록에서 찾을 수 없는 항목이에요.',
} as const;

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
export function characterCount(text: string): number {
  return [...text].length;
}

/**
 * The rules of a custom dream job, as field → Korean message (empty when valid). Plain
 * TypeScript so the web app's form can use it without bundling zod.
 */
export function validateCustomJob(input: { name: string; note?: string | null | undefined }): {
  name?: string;
  note?: string;
} {
  const errors: { name?: string; note?: string } = {};
  const name = input.name.trim();
  if (name.length === 0) errors.name = DREAM_LIST_MESSAGES.customNameRequired;
  else if (characterCount(name) > DREAM_LIST_LIMITS.customNameMax) errors.name = DREAM_LIST_MESSAGES.customNameTooLong;
  const note = validateNote(input.note);
  if (note) errors.note = note;
  return errors;
}

export function validateNote(note: string | null | undefined): string | undefined {
  if (note && characterCount(note.trim()) > DREAM_LIST_LIMITS.noteMax) return DREAM_LIST_MESSAGES.noteTooLong;
  return undefined;
}
