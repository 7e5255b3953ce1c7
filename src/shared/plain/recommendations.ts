/**
 * The zod-free half of shared/contracts/recommendations.ts: the words the recommendation page
 * shows (fit levels, rating reasons and their labels, reason headings). The contract re-exports
 * them; the web app imports them from here so the page does not build zod's schemas.
 */
/** Fit levels, best first: words, so a score is never told by colour alone. */
export const FIT_LEVELS = ['매우 잘 맞아요', '잘 맞아요', '어느 정도 맞아요', '덜 맞아요'] as const;
export type FitLevel = (typeof FIT_LEVELS)[number];

/** Why a recommendation is not for someone (asked with 👎). */
export const RATING_REASONS = ['pay', 'hours', 'place', 'not-interested', 'not-for-me', 'other'] as const;
export type RatingReason = (typeof RATING_REASONS)[number];

export const RATING_REASON_LABELS: Record<RatingReason, string> = {
  pay: '보수가 기대와 달라요',
  hours: '근무 시간이 맞지 않아요',
  place: '일하는 곳이 맞지 않아요',
  'not-interested': '관심이 가지 않아요',
  'not-for-me': '나와 맞지 않는 것 같아요',
  other: '다른 이유예요',
};

/**
 * What a reason says, each shown under its own heading: how the job fits the person's answers,
 * where it differs from them (watch-outs included), and what the answers do not tell yet.
 */
export const REASON_KINDS = ['match', 'gap', 'unknown'] as const;
export type ReasonKind = (typeof REASON_KINDS)[number];
export const REASON_KIND_HEADINGS: Record<ReasonKind, string> = {
  match: '이렇게 맞아요',
  gap: '이 점은 달라요',
  unknown: '아직 모르는 점',
};
