/** Korean readers get through about 500 characters a minute (spaces not counted). */
const KOREAN_CHARS_PER_MINUTE = 500;

/** Whole minutes to read a text, at least 1. */
export function readingMinutes(text: string): number {
  const characters = [...text.replace(/\s+/g, '')].length;
  return Math.max(1, Math.round(characters / KOREAN_CHARS_PER_MINUTE));
}
