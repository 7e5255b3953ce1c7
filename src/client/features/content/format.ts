/** '2026-06-01' → '2026년 6월 1일', read from the string itself so no time zone can shift the day. */
export function formatKoreanDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  return `${match[1]}년 ${Number(match[2])}월 ${Number(match[3])}일`;
}

/** The object particle for a Korean word: '처리방침을', '약관을', '안내를'. */
export function withObjectParticle(word: string): string {
  const last = word.charCodeAt(word.length - 1);
  const isSyllable = last >= 0xac00 && last <= 0xd7a3;
  return `${word}${isSyllable && (last - 0xac00) % 28 === 0 ? '를' : '을'}`;
}
