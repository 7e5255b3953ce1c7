import type { Step } from '../../../shared/contracts/assessments';

export {
  FIT_LEVELS,
  RATING_REASON_LABELS,
  RATING_REASONS,
  REASON_KIND_HEADINGS,
} from '../../../shared/plain/recommendations';

/** What finishing each step adds to the list (the accuracy meter's "what the next step improves"). */
export const STEP_GAINS: Record<Step, string> = {
  value: '일에서 중요하게 여기는 것과 맞는 직업을 골라요',
  strength: '내 강점을 살릴 수 있는 직업을 더 잘 알아봐요',
  interest: '끌리는 활동이 많은 직업을 골라요',
  'trt-phys-cond': '일하는 성향과 편한 근무 환경을 살펴 확인할 점을 알려 드려요',
  kskill: '같은 분야 안에서도 내 지식과 기술이 쓰이는 직업을 가려내요',
  jpref: '바라는 근무 조건과 준비 기간, 관심 산업을 반영해요',
};
