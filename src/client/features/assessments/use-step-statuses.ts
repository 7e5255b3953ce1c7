import { use, useCallback, useRef, useSyncExternalStore } from 'react';
import { type DraftSnapshot, getStepDraft } from './draft-store';
import { type StepStatus, statusOf } from './step-status';
import { STEPS } from './steps';

/**
 * The state of all six steps for the person on the page, kept current as steps are answered and
 * submitted in this visit. Suspends until a logged-in user's takes are in (read in parallel).
 */
export function useStepStatuses(userId: string | null): StepStatus[] {
  const drafts = STEPS.map((step) => getStepDraft(step, userId));
  const loads = drafts.map((draft) => (draft.isLoaded ? null : draft.load()));
  for (const load of loads) if (load) use(load);

  const subscribe = useCallback(
    (listener: () => void) => {
      const unsubscribers = STEPS.map((step) => getStepDraft(step, userId).subscribe(listener));
      return () => {
        for (const unsubscribe of unsubscribers) unsubscribe();
      };
    },
    [userId],
  );

  // useSyncExternalStore needs the same array back while nothing changed.
  const last = useRef<{ snapshots: DraftSnapshot<(typeof STEPS)[number]>[]; statuses: StepStatus[] } | null>(null);
  const getStatuses = () => {
    const snapshots = STEPS.map((step) => getStepDraft(step, userId).getSnapshot());
    const previous = last.current;
    if (previous?.snapshots.every((snapshot, index) => snapshot === snapshots[index])) {
      return previous.statuses;
    }
    const statuses = STEPS.map((step, index) => {
      const snapshot = snapshots[index];
      if (!snapshot) throw new Error(`no answers for ${step}`);
      return statusOf(step, snapshot);
    });
    last.current = { snapshots, statuses };
    return statuses;
  };

  return useSyncExternalStore(subscribe, getStatuses);
}
