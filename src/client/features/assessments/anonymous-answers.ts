import type { DraftByStep, Step } from '../../../shared/contracts/assessments';
import { readItem, readJson, removeItem, writeJson } from '../../lib/storage';
import { STEPS } from './steps';

/**
 * Answers of a visitor who is not logged in live in this browser only, one key per step, in the
 * shape `POST /api/assessments/import` takes, so they can move into an account after log-in.
 */
export interface AnonymousStep<S extends Step = Step> {
  answers: DraftByStep[S];
  submitted: boolean;
}

export const anonymousKey = (step: Step) => `anonymousAnswers:${step}`;

export function readAnonymousStep<S extends Step>(step: S): AnonymousStep<S> | null {
  const stored = readJson<AnonymousStep<S>>('local', anonymousKey(step));
  if (!stored || typeof stored !== 'object' || typeof stored.answers !== 'object' || stored.answers === null) {
    return null;
  }
  return { answers: stored.answers, submitted: stored.submitted === true };
}

export function writeAnonymousStep<S extends Step>(step: S, value: AnonymousStep<S>): void {
  writeJson('local', anonymousKey(step), value);
}

export function removeAnonymousStep(step: Step): void {
  removeItem('local', anonymousKey(step));
}

/** Every step this browser holds answers for, as the import body's `steps`. */
export function listAnonymousSteps(): Partial<{ [S in Step]: AnonymousStep<S> }> {
  const steps: Partial<Record<Step, AnonymousStep>> = {};
  for (const step of STEPS) {
    const stored = readAnonymousStep(step);
    if (stored) steps[step] = stored;
  }
  return steps as Partial<{ [S in Step]: AnonymousStep<S> }>;
}

/** Whether this browser holds a visitor's answers to any step (cheap: no parsing). */
export function hasAnonymousAnswers(): boolean {
  return STEPS.some((step) => readItem('local', anonymousKey(step)) !== null);
}
