import type { Step } from '../../../shared/contracts/assessments';
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

/** What finishing each step adds to the list (the accuracy meter's "what the next step improves"). */
export const STEP_GAINS: Record<Step, string> = {
  value: '일에서 중요하게 여기는 것과 맞는 직업을 골라요',
  strength: '내 강점을 살릴 수 있는 직업을 더 잘 알아봐요',
  interest: '끌리는 활동이 많은 직업을 골라요',
  'trt-phys-cond': '일하는 성향과 편한 근무 환경을 살펴 확인할 점을 알려 드려요',
  kskill: '같은 분야 안에서도 내 지식과 기술이 쓰이는 직업을 가려내요',
  jpref: '바라는 근무 조건과 준비 기간, 관심 산업을 반영해요',
};
