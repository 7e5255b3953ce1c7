import type { Step } from '../../../shared/contracts/assessments';
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

/**
 * Job recommendations need enough to go on (the brief of /map): values and interests, and one
 * more step. Answers the steps still missing for that, empty when recommendations are ready.
 */
export function missingForJobRec(statuses: readonly StepStatus[]): { ready: boolean; message: string } {
  const done = new Set(statuses.filter((status) => status.state === 'complete').map((status) => status.step));
  const required = (['value', 'interest'] as const).filter((step) => !done.has(step));
  const others = STEPS.filter((step) => step !== 'value' && step !== 'interest');
  const hasAnother = others.some((step) => done.has(step));
  if (required.length === 0 && hasAnother) return { ready: true, message: '' };

  const parts: string[] = [];
  if (required.length > 0) parts.push(`${required.map((step) => STEP_LABELS[step]).join('·')} 단계`);
  if (!hasAnother) parts.push(`${others.map((step) => STEP_LABELS[step]).join(', ')} 중 한 단계`);
  // Both parts end in 단계, which takes 와 and 를.
  return { ready: false, message: `${parts.join('와 ')}를 마치면 추천 직업을 볼 수 있어요.` };
}
