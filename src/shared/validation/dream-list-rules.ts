/**
 * The rules of the dream list ('꿈 목록'): its limits, its Korean messages and the `zod/mini`
 * schemas of a custom job, written once and used by the server's contract
 * (`shared/contracts/dream-list.ts`) and by the web app's forms (docs/decisions/014).
 */
import * as z from 'zod/mini';

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

/** A custom dream job's name, trimmed: filled and at most 40 characters. */
export const customJobNameRule = z.string().check(
  z.trim(),
  z.minLength(1, { error: DREAM_LIST_FORM_MESSAGES.customNameRequired, abort: true }),
  z.refine(
    (name) => characterCount(name) <= DREAM_LIST_LIMITS.customNameMax,
    DREAM_LIST_FORM_MESSAGES.customNameTooLong,
  ),
);

/** A note: at most 500 characters once trimmed (empty is fine). */
export const noteRule = z
  .string()
  .check(
    z.refine((note) => characterCount(note.trim()) <= DREAM_LIST_LIMITS.noteMax, DREAM_LIST_FORM_MESSAGES.noteTooLong),
  );

/** The forms: a custom dream job with its note, and a note alone. */
export const customJobFormSchema = z.object({ name: customJobNameRule, note: noteRule });
export const noteFormSchema = z.object({ note: noteRule });
