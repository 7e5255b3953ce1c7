/** What the voice tests look for, shared by the source scan (tests/voice) and the page scan (e2e/routes.spec.ts). */

/** "을(를)", "은(는)", "(이)가" …: a particle that gives up on choosing. */
export const PARTICLE_FALLBACK = /\((?:을|를|은|는|이|가|와|과|로|으로|으)\)/;

/** 합니다체: a sentence ending in -ㅂ니다/-습니다 (or its question, -ㅂ니까). */
export function formalEnding(text: string): string | null {
  // Quoted speech may be formal ("저는 책임감이 강합니다"): only the page's own voice counts.
  const own = text.replace(/"[^"\n]*"|“[^”\n]*”/g, '');
  for (const match of own.matchAll(/([\uAC00-\uD7A3])니[다까]/g)) {
    const syllable = match[1] ?? '';
    const hasFinalBieup = (syllable.charCodeAt(0) - 0xac00) % 28 === 17;
    if (syllable === '습' || hasFinalBieup) return match[0];
  }
  return null;
}

/**
 * The Korean sentences spec §5 quotes word for word: they stay as quoted, 합니다체 and
 * "입력해주세요" included. (§8 quotes its messages in English, so their Korean is ours and
 * follows the house voice.) The test below reads them back out of the spec when it is at hand.
 */
export const SPEC_QUOTES = [
  '이메일을 입력해주세요.',
  '올바른 이메일 형식이 아닙니다.',
  '비밀번호를 입력해주세요.',
  '비밀번호는 최소 8자 이상, 영문/숫자/특수문자를 포함해야 합니다.',
  '비밀번호 확인을 입력해주세요.',
  '비밀번호가 일치하지 않습니다.',
];
