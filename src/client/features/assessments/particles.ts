/** Korean particles that depend on whether the word ends in a final consonant (받침). */
function hasFinalConsonant(word: string): boolean {
  // A closing quote or bracket does not count: ‘성장’ takes 을 like 성장.
  const spoken = word.replace(/[\s'"’”」』)\]]+$/u, '');
  const code = spoken.charCodeAt(spoken.length - 1);
  if (code < 0xac00 || code > 0xd7a3) return false;
  return (code - 0xac00) % 28 !== 0;
}

/** 을/를 */
export const objectParticle = (word: string) => `${word}${hasFinalConsonant(word) ? '을' : '를'}`;
/** 은/는 */
export const topicParticle = (word: string) => `${word}${hasFinalConsonant(word) ? '은' : '는'}`;
/** 과/와 */
export const andParticle = (word: string) => `${word}${hasFinalConsonant(word) ? '과' : '와'}`;
