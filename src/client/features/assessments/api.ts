import type { BankByStep, DraftByStep, HistoryEntry, Step, TakeMeta } from '../../../shared/contracts/assessments';
import { http } from '../../lib/http';
import type { AnonymousStep } from './anonymous-answers';

/** The assessment calls of CONTRACT.md ("The six self-assessment steps"), typed by step. */

export interface SavedTake<S extends Step> {
  answers: DraftByStep[S] | null;
  meta: TakeMeta | null;
}

export async function fetchItemBank<S extends Step>(step: S): Promise<BankByStep[S]> {
  const { data } = await http.get<{ data: BankByStep[S] }>(`/api/${step}/items`);
  return data;
}

export async function fetchSavedTake<S extends Step>(step: S): Promise<SavedTake<S>> {
  const { data, meta } = await http.get<{ data: DraftByStep[S] | null; meta: TakeMeta | null }>(`/api/${step}`);
  return { answers: data, meta };
}

/** Saves the draft; `keepalive` lets the last save outlive a page that is closing. */
export async function saveDraft<S extends Step>(
  step: S,
  answers: DraftByStep[S],
  options: { keepalive?: boolean } = {},
): Promise<DraftByStep[S]> {
  const { data } = await http.put<{ data: DraftByStep[S] }>(`/api/${step}`, answers, options);
  return data;
}

/** Throws an `HttpError` with `fields` (what is missing) when the server refuses. */
export async function submitStep(step: Step): Promise<void> {
  await http.post<{ data: { isComplete: true } }>(`/api/${step}/submit`);
}

export async function retakeStep(step: Step): Promise<number> {
  const { data } = await http.post<{ data: { take: number } }>(`/api/${step}/retake`);
  return data.take;
}

export async function fetchHistory<S extends Step>(step: S): Promise<HistoryEntry<S>[]> {
  const { data } = await http.get<{ data: HistoryEntry<S>[] }>(`/api/${step}/history`);
  return data;
}

export async function importAnonymousAnswers(
  steps: Partial<{ [S in Step]: AnonymousStep<S> }>,
): Promise<{ imported: Step[]; kept: Step[] }> {
  const { data } = await http.post<{ data: { imported: Step[]; kept: Step[] } }>('/api/assessments/import', {
    steps,
  });
  return data;
}
