/**
 * What every text the API stores must be, whatever field it is in: PostgreSQL's text and JSON
 * types cannot hold U+0000, and its JSON type refuses a lone UTF-16 surrogate (half of an emoji,
 * which a browser makes when a length cap cuts a pair). One rule for every field of every route,
 * applied by the server's text guard and written into the OpenAPI document as a pattern.
 */

export const TEXT_MESSAGES = {
  nul: '보이지 않는 제어 문자(NUL)는 쓸 수 없어요.',
  loneSurrogate: '깨진 글자(반쪽만 남은 이모지 등)가 있어요. 그 글자를 지우고 다시 입력해 주세요.',
} as const;

/** A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this rule refuses.
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The same rule as a JSON Schema `pattern` (ECMA-262 syntax, without the `u` flag). */
export const STORABLE_TEXT_PATTERN = '^(?:[^\\u0000\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$';

/** Why `text` cannot be stored, as the Korean sentence a person sees, or `null` when it can. */
export function unstorableTextReason(text: string): string | null {
  const found = FORBIDDEN.exec(text);
  if (!found) return null;
  return found[0] === '\u0000' ? TEXT_MESSAGES.nul : TEXT_MESSAGES.loneSurrogate;
}

/**
 * Text in one Unicode form (NFC), so that '가' typed as one syllable and as two jamo is the same
 * name, the same duplicate and the same length. Lone surrogates are left for the rule above.
 */
export function normaliseText(text: string): string {
  return text.normalize('NFC');
}
