import type { FitLevel, RatingReason, ReasonKind } from '../../../shared/contracts/recommendations';

/**
 * The words of shared/contracts/recommendations.ts the page shows, repeated here because
 * importing that module builds its zod schemas (zod would break the page's JavaScript budget).
 * labels.test.ts checks the copies against the contract.
 */
export const RATING_REASON_LABELS: Record<RatingReason, string> = {
  pay: '보수가 기대와 달라요',
  hours: '근무 시간이 맞지 않아요',
  place: '일하는 곳이 맞지 않아요',
  'not-interested': '관심이 가지 않아요',
  'not-for-me': '나와 맞지 않는 것 같아요',
  other: '다른 이유예요',
};

export const RATING_REASONS = Object.keys(RATING_REASON_LABELS) as RatingReason[];

/** Best first; the index gives each level its own look, the text says it. */
export const FIT_LEVELS: readonly FitLevel[] = ['매우 잘 맞아요', '잘 맞아요', '어느 정도 맞아요', '덜 맞아요'];

/** A reason's heading by what it says, in the order the card shows them. */
export const REASON_KIND_HEADINGS: Record<ReasonKind, string> = {
  match: '이렇게 맞아요',
  gap: '이 점은 달라요',
  unknown: '아직 모르는 점',
};
