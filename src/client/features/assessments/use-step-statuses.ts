import { use, useCallback, useRef, useSyncExternalStore } from 'react';
import { type DraftSnapshot, getStepDraft } from './draft-store';
import { FIRST_VISIT_STATUSES, type StepStatus, statusOf } from './step-status';
import { STEPS } from './steps';

const noSubscription = () => () => {};

/**
 * The state of all six steps for the person on the page, kept current as steps are answered and
 * submitted in this visit. Suspends until a logged-in user's takes are in (read in parallel).
 *
 * With `live: false` (the server's render and the render that hydrates it, `useHydrated`) it
 * reads no answer and gives a first visit's statuses: the answers are in this browser, not on
 * the server. The same component then renders the person's own statuses in place.
 */
export function useStepStatuses(userId: string | null, { live = true }: { live?: boolean } = {}): StepStatus[] {
  const subscribeLive = useCallback(
    (listener: () => void) => {
      const unsubscribers = STEPS.map((step) => getStepDraft(step, userId).subscribe(listener));
      return () => {
        for (const unsubscribe of unsubscribers) unsubscribe();
      };
    },
    [userId],
  );
  const subscribe = live ? subscribeLive : noSubscription;

  // useSyncExternalStore needs the same array back while nothing changed.
  const last = useRef<{ snapshots: DraftSnapshot<(typeof STEPS)[number]>[]; statuses: StepStatus[] } | null>(null);
  const getStatuses = () => {
    if (!live) return FIRST_VISIT_STATUSES;
    // Not all read yet: this render suspends below and its answer is never shown.
    if (!STEPS.every((step) => getStepDraft(step, userId).isLoaded)) return FIRST_VISIT_STATUSES;
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

  const statuses = useSyncExternalStore(subscribe, getStatuses, getStatuses);
  // Suspends last, and calls `use` for every step on every live render, loaded or not: when a load
  // settles React replays this render with the hooks it has kept, and a hook first met in a replay
  // that did not call `use` again fails (React error #467, "검사를 불러오지 못했어요" on /test, CI
  // 2026-11-28; draft-store.ts `ready`).
  if (live) {
    for (const step of STEPS) use(getStepDraft(step, userId).ready());
  }
  return statuses;
}
