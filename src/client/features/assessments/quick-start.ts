import { listAnonymousSteps } from './anonymous-answers';
import { flowPath } from './flows';
import type { StepStatus } from './step-status';

/**
 * The quick path to a first list of recommendations (issue 19): the two card sorts the
 * recommendations need (values, then interests, in the six steps' order), each entered at its
 * select page. Its pages are the steps' own; finishing the other four refines the same list.
 */
export const QUICK_START_STEPS = ['value', 'interest'] as const;
export type QuickStartStep = (typeof QUICK_START_STEPS)[number];

/**
 * The product's time estimate per item on a phone: one card read and chosen or passed over, or
 * one card put in order. Cards have a label and one short sentence; six seconds each gives the
 * card sorts' own estimates (7–8 minutes) once the free writing and the two reading pages the
 * quick path leaves out are added back. The /map panel shows the minutes this gives, and the
 * browser journey (e2e/quick-start.spec.ts) counts the items it answers against it.
 */
export const SECONDS_PER_ITEM = 6;
/** The promise of the quick path: a first list within this many minutes of answering. */
export const QUICK_START_MAX_MINUTES = 10;

/** What the estimate reads of a card sort's bank: its cards, and how many it asks to put in order. */
type CardCount = { cards: readonly unknown[]; priority: { max: number } };
type QuickStartBanks = Record<QuickStartStep, CardCount>;

/** Every card the quick path shows, and the most it asks to put in order. */
export function quickStartItems(banks: QuickStartBanks): { cards: number; items: number } {
  let cards = 0;
  let items = 0;
  for (const step of QUICK_START_STEPS) {
    cards += banks[step].cards.length;
    items += banks[step].cards.length + banks[step].priority.max;
  }
  return { cards, items };
}

/** Minutes, rounded up, for this many items at `SECONDS_PER_ITEM`. */
export function minutesForItems(items: number): number {
  return Math.ceil((items * SECONDS_PER_ITEM) / 60);
}

export interface QuickStartPlan {
  /** Values and interests are done: the first list is there to see. */
  isReady: boolean;
  /** All six steps are done: the list is no longer a draft and the quick path has nothing to offer. */
  isAllDone: boolean;
  /** The quick step to do next, and where it continues (its select page when not begun). */
  next: { step: QuickStartStep; path: string; isStarted: boolean } | null;
  done: QuickStartStep[];
}

export function quickStartPlan(statuses: readonly StepStatus[]): QuickStartPlan {
  const byStep = new Map(statuses.map((status) => [status.step, status]));
  const done = QUICK_START_STEPS.filter((step) => byStep.get(step)?.state === 'complete');
  const nextStep = QUICK_START_STEPS.find((step) => !done.includes(step));
  const nextStatus = nextStep ? byStep.get(nextStep) : undefined;
  const next =
    nextStep && nextStatus
      ? {
          step: nextStep,
          // A step not begun (or begun no further than its first page) starts at its cards.
          path:
            nextStatus.state === 'in-progress' && !nextStatus.continuePath.endsWith('/definition')
              ? nextStatus.continuePath
              : flowPath(nextStep, 'select'),
          isStarted: nextStatus.state === 'in-progress',
        }
      : null;
  return {
    isReady: done.length === QUICK_START_STEPS.length,
    isAllDone: statuses.length > 0 && statuses.every((status) => status.state === 'complete'),
    next,
    done,
  };
}

/**
 * How far a visitor who is not signed in has come, from the answers this browser holds: the
 * quick path's steps submitted (their first list is there to see), some answers, or none.
 */
export type VisitorProgress = 'first-list' | 'started' | 'none';

export function visitorProgress(): VisitorProgress {
  const steps = listAnonymousSteps();
  if (QUICK_START_STEPS.every((step) => steps[step]?.submitted === true)) return 'first-list';
  return Object.keys(steps).length > 0 ? 'started' : 'none';
}
