/**
 * The rules of the dream list ('꿈 목록') as plain TypeScript (no zod): its limits, its Korean
 * messages and the custom-job checks, written once and used by the server's contract
 * (`shared/contracts/dream-list.ts`) and by the web app's forms, which stay free of zod.
 */
export const DREAM_LIST_LIMITS = { customNameMax: 40, noteMax: 500, maxItems: 50 } as const;

/** The messages the forms show; the contract adds the server-only ones to DREAM_LIST_FORM_MESSAGES. */
export const DREAM_LIST_FORM_MESSAGES = {
  customNameRequired: '꿈 직업 이름을 입력해 주세요.',
  customNameTooLong: `꿈 직업 이름은 ${DREAM_LIST_LIMITS.customNameMax}자 이하로 입력해 주세요.`,
  noteTooLong: `메모는 ${DREAM_LIST_LIMITS.noteMax}자 이하로 입력해 주세요.`,
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
  if (name.length === 0) errors.name = DREAM_LIST_FORM_MESSAGES.customNameRequired;
  else if (characterCount(name) > DREAM_LIST_LIMITS.customNameMax)
    errors.name = DREAM_LIST_FORM_MESSAGES.customNameTooLong;
  const note = validateNote(input.note);
  if (note) errors.note = note;
  return errors;
}

export function validateNote(note: string | null | undefined): string | undefined {
  if (note && characterCount(note.trim()) > DREAM_LIST_LIMITS.noteMax) return DREAM_LIST_FORM_MESSAGES.noteTooLong;
  return undefined;
}
