import { useEffect, useState } from 'react';
import type { Step } from '../../../shared/contracts/assessments';
import { listAnonymousSteps, removeAnonymousStep } from './anonymous-answers';
import { requests } from './assessments-api';

/**
 * Moves the answers a visitor gave before logging in into the account (POST
 * /api/assessments/import) and forgets them in this browser only after the server has them: a
 * failure keeps them for the next try. Answers that are gone cannot be sent twice, and a call
 * already on its way is shared, so pages may ask as often as they like.
 */
export interface ImportOutcome {
  imported: Step[];
  kept: Step[];
}

const NOTHING: ImportOutcome = { imported: [], kept: [] };
let inFlight: { userId: string; done: Promise<ImportOutcome> } | null = null;
// What the last import moved, so a page that asks after it finished can still say so.
let lastOutcome: { userId: string; outcome: ImportOutcome } | null = null;

export function importAnonymousOnce(userId: string): Promise<ImportOutcome> {
  if (inFlight?.userId === userId) return inFlight.done;
  const steps = listAnonymousSteps();
  const names = Object.keys(steps) as Step[];
  if (names.length === 0) return Promise.resolve(lastOutcome?.userId === userId ? lastOutcome.outcome : NOTHING);

  const done = requests()
    .importAnonymousAnswers(steps)
    .then((outcome) => {
      for (const step of names) removeAnonymousStep(step);
      lastOutcome = { userId, outcome };
      return outcome;
    })
    .catch((error: unknown) => {
      console.warn('anonymous answers were not imported; kept for the next try', error);
      return NOTHING;
    })
    .finally(() => {
      inFlight = null;
    });
  inFlight = { userId, done };
  return done;
}

/** Tests start from a fresh page. */
export function forgetImportOutcome(): void {
  lastOutcome = null;
  inFlight = null;
}

/**
 * For the flow pages and /map: when a user is there, imports what this browser holds. Answers
 * what was moved, so the page can say so (null until an import has finished).
 */
export function useAnonymousImport(userId: string | null): ImportOutcome | null {
  const [outcome, setOutcome] = useState<{ userId: string; result: ImportOutcome } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    void importAnonymousOnce(userId).then((result) => {
      if (current) setOutcome({ userId, result });
    });
    return () => {
      current = false;
    };
  }, [userId]);

  return outcome && outcome.userId === userId ? outcome.result : null;
}
