/**
 * Scores in the report are told in words and drawn relative to the person's own highest, never as
 * a bare number: "관계 0점" or "예술형 0" read as a verdict, when they only mean "less than the rest
 * in these answers".
 */

/** A score (0–100) among the person's own: its word, by its share of their highest. */
export function relativeWord(score: number, max: number): string {
  if (max <= 0 || score <= 0) return '덜 드러났어요';
  const share = score / max;
  if (share >= 0.9) return '가장 두드러져요';
  if (share >= 0.6) return '두드러지는 편이에요';
  if (share >= 0.3) return '중간 정도예요';
  return '조금 드러나요';
}

/** How comfortable a working condition is (0–100, higher is more comfortable), in words. */
export function comfortWord(score: number): string {
  if (score >= 75) return '편해요';
  if (score >= 50) return '괜찮은 편이에요';
  if (score > 25) return '조금 부담돼요';
  return '확인해 보면 좋아요';
}

/** A bar's length in percent of the person's highest score (the highest is full). */
export function relativeWidth(score: number, max: number): number {
  if (max <= 0) return 0;
  return Math.round((Math.max(score, 0) / max) * 100);
}
