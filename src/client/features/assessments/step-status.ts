import type { DraftByStep, Step } from '../../../shared/contracts/assessments';
import type { DraftSnapshot } from './draft-store';
import { type FlowPage, flowPath, isCardSortStep } from './flows';
import { STEP_LABELS, STEPS } from './steps';

/** Where a person stands in one step, for /map and /test. */
export type StepState = 'not-started' | 'in-progress' | 'complete';

export const STATE_LABELS: Record<StepState, string> = {
  'not-started': '시작 전',
  'in-progress': '진행 중',
  complete: '완료',
};

export interface StepStatus {
  step: Step;
  state: StepState;
  /** A retake of a completed step is on its way. */
  isRetaking: boolean;
  /** Where to go on: the start, the page after the last answered one, or the result. */
  continuePath: string;
}

function isFilled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value && typeof value === 'object') return Object.keys(value).length > 0;
  return false;
}

/** The furthest page with answers: a person picks up where they stopped. */
function resumePage(step: Step, answers: Record<string, unknown>): FlowPage {
  if (isCardSortStep(step)) {
    if (isFilled(answers.priority)) return 'priority';
    if (isFilled(answers.selected)) return 'select';
    return 'definition';
  }
  if (step === 'trt-phys-cond') {
    if (isFilled(answers.physCond)) return 'phys-cond/survey';
    if (isFilled(answers.trait)) return 'trait/survey';
    return 'definition';
  }
  if (step === 'kskill') {
    if (isFilled(answers.skill)) return 'skill/select';
    if (isFilled(answers.knowledge)) return 'knw/select';
    return 'definition';
  }
  return isFilled(answers.answers) ? 'survey' : 'definition';
}

export function statusOf<S extends Step>(step: S, draft: DraftSnapshot<S>): StepStatus {
  const isRetaking = draft.isComplete && !draft.isSubmitted;
  const state: StepState = draft.isComplete ? 'complete' : draft.isStarted ? 'in-progress' : 'not-started';
  const page: FlowPage =
    draft.isSubmitted || (draft.isComplete && !draft.isStarted)
      ? 'submitted'
      : resumePage(step, draft.answers as Record<string, unknown>);
  return { step, state, isRetaking, continuePath: flowPath(step, page) };
}

/** Every step not begun: a first visit's journey, as the server renders /map (`useStepStatuses`). */
export const FIRST_VISIT_STATUSES: StepStatus[] = STEPS.map((step) =>
  statusOf(step, {
    answers: {} as DraftByStep[typeof step],
    meta: null,
    isSubmitted: false,
    isComplete: false,
    isStarted: false,
    saveState: 'idle',
  }),
);

/**
 * Job recommendations need values and interests (the server's `REQUIRED_STEPS`): with those two a
 * first draft, refined by every further step. Answers the steps still missing for it.
 */
export function missingForJobRec(statuses: readonly StepStatus[]): { ready: boolean; message: string } {
  const done = new Set(statuses.filter((status) => status.state === 'complete').map((status) => status.step));
  const required = (['value', 'interest'] as const).filter((step) => !done.has(step));
  if (required.length === 0) return { ready: true, message: '' };
  // Both endings are fixed words: "가치관·흥미 단계를", "흥미 단계를".
  return {
    ready: false,
    message: `${required.map((step) => STEP_LABELS[step]).join('·')} 단계를 마치면 첫 추천 직업을 볼 수 있어요.`,
  };
}

/** What /map/fromJR says under its title: true whether steps are left or not (issue 19). */
export function fromJobRecLead(statuses: readonly StepStatus[]): string {
  const left = statuses.filter((status) => status.state !== 'complete').length;
  if (left === 0) {
    return '여섯 단계를 모두 마쳐서 추천 직업에 모든 답이 반영돼 있어요. 답이 달라졌다면 단계를 골라 다시 해 보세요.';
  }
  return `남은 ${left}단계를 마치면 추천 직업이 더 정확해져요.`;
}
