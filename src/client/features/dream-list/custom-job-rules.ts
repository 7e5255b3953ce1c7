/**
 * The dream list's input rules for the form, the same as the server's
 * (`shared/contracts/dream-list.ts`, checked equal by custom-job-rules.test.ts). They are
 * repeated here because importing the contract would put zod (24 KB gzip) into the page and
 * break its 120 KB budget.
 */
export const CUSTOM_JOB_LIMITS = { customNameMax: 40, noteMax: 500 } as const;

export const CUSTOM_JOB_MESSAGES = {
  customNameRequired: '꿈 직업 이름을 입력해 주세요.',
  customNameTooLong: `꿈 직업 이름은 ${CUSTOM_JOB_LIMITS.customNameMax}자 이하로 입력해 주세요.`,
  noteTooLong: `메모는 ${CUSTOM_JOB_LIMITS.noteMax}자 이하로 입력해 주세요.`,
} as const;

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
export function characterCount(text: string): number {
  return [...text.trim()].length;
}

export function validateNote(note: string | null | undefined): string | undefined {
  if (note && characterCount(note) > CUSTOM_JOB_LIMITS.noteMax) return CUSTOM_JOB_MESSAGES.noteTooLong;
  return undefined;
}

export function validateCustomJob(input: { name: string; note?: string | null | undefined }): {
  name?: string;
  note?: string;
} {
  const errors: { name?: string; note?: string } = {};
  const name = input.name.trim();
  if (name.length === 0) errors.name = CUSTOM_JOB_MESSAGES.customNameRequired;
  else if (characterCount(name) > CUSTOM_JOB_LIMITS.customNameMax) errors.name = CUSTOM_JOB_MESSAGES.customNameTooLong;
  const note = validateNote(input.note);
  if (note) errors.note = note;
  return errors;
}
