import { use, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import type { DraftByStep, Step } from '../../../shared/contracts/assessments';
import { stepSubmitted } from './assessments-slice';
import { type DraftSnapshot, getStepDraft } from './draft-store';

export interface StepDraftApi<S extends Step> extends DraftSnapshot<S> {
  update: (change: (answers: DraftByStep[S]) => DraftByStep[S]) => void;
  flush: () => Promise<void>;
  submit: () => Promise<void>;
  retake: () => Promise<void>;
}

/**
 * The person's answers to `step` and what can be done with them. Suspends until a logged-in
 * user's saved take is in (a visitor's answers are read at once).
 */
export function useStepDraft<S extends Step>(step: S, userId: string | null): StepDraftApi<S> {
  const draft = getStepDraft(step, userId);
  use(draft.ready());
  const snapshot = useSyncExternalStore(draft.subscribe, draft.getSnapshot);
  const dispatch = useDispatch();

  return {
    ...snapshot,
    update: draft.update,
    flush: () => draft.flush(),
    submit: async () => {
      await draft.submit();
      dispatch(stepSubmitted(step));
    },
    retake: draft.retake,
  };
}
