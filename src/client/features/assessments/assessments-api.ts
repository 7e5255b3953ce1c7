import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { BankByStep, DraftByStep, Step, TakeMeta } from '../../../shared/contracts/assessments';
import { answerOf, api, dataOf } from '../../lib/api';
import type { AnonymousStep } from './anonymous-answers';

/** The assessment calls of CONTRACT.md ("The six self-assessment steps"), typed by step. */

export interface SavedTake<S extends Step> {
  answers: DraftByStep[S] | null;
  meta: TakeMeta | null;
}

type AnyBank = BankByStep[Step];
type AnyDraft = DraftByStep[Step];
type AnonymousSteps = Partial<{ [S in Step]: AnonymousStep<S> }>;

/** A step's answers changed on the server: its take, the report and the recommendations built from it. */
const changedBy = (step: Step) =>
  [{ type: 'Take', id: step }, 'Report', { type: 'Recommendation', id: 'LIST' }] as const;

export const assessmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Item banks change only with a deploy: kept for the visit, shared by every page of a flow. */
    getItemBank: build.query<AnyBank, Step>({
      query: (step) => `/api/${step}/items`,
      transformResponse: dataOf<AnyBank>,
      keepUnusedDataFor: 3600,
    }),
    getSavedTake: build.query<SavedTake<Step>, Step>({
      query: (step) => `/api/${step}`,
      transformResponse: ({ data, meta }: { data: AnyDraft | null; meta: TakeMeta | null }) => ({
        answers: data,
        meta,
      }),
      providesTags: (_result, _error, step) => [{ type: 'Take', id: step }],
    }),
    /**
     * Saves the draft: the autosave, debounced by the draft (`draft-store.ts`). `keepalive` lets
     * the last save outlive a page that is closing. The draft keeps its own copy of the answers,
     * so nothing is invalidated.
     */
    saveDraft: build.mutation<AnyDraft, { step: Step; answers: AnyDraft; keepalive?: boolean }>({
      query: ({ step, answers, keepalive }) => ({
        url: `/api/${step}`,
        method: 'PUT',
        body: answers,
        ...(keepalive ? { keepalive } : {}),
      }),
      transformResponse: dataOf<AnyDraft>,
    }),
    /** Fails with `fields` (what is missing) when the server refuses. */
    submitStep: build.mutation<void, Step>({
      query: (step) => ({ url: `/api/${step}/submit`, method: 'POST' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error, step) => (error ? [] : [...changedBy(step)]),
    }),
    retakeStep: build.mutation<number, Step>({
      query: (step) => ({ url: `/api/${step}/retake`, method: 'POST' }),
      transformResponse: (answer: { data: { take: number } }) => answer.data.take,
      invalidatesTags: (_result, error, step) => (error ? [] : [...changedBy(step)]),
    }),
    importAnonymousAnswers: build.mutation<{ imported: Step[]; kept: Step[] }, AnonymousSteps>({
      query: (steps) => ({ url: '/api/assessments/import', method: 'POST', body: { steps } }),
      transformResponse: dataOf<{ imported: Step[]; kept: Step[] }>,
      invalidatesTags: (result) => (result ? result.imported.flatMap((step) => [...changedBy(step)]) : []),
    }),
  }),
});

export const { useGetItemBankQuery } = assessmentsApi;

/** Dispatch that runs RTK Query's thunks (features must not import the app's store type). */
export type ApiDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** The calls the drafts make, through the store's data layer, as promises that throw `HttpError`. */
function assessmentRequests(dispatch: ApiDispatch) {
  const { endpoints } = assessmentsApi;
  return {
    fetchSavedTake: async <S extends Step>(step: S): Promise<SavedTake<S>> =>
      (await answerOf(
        dispatch(endpoints.getSavedTake.initiate(step, { subscribe: false, forceRefetch: true })),
      )) as SavedTake<S>,
    saveDraft: <S extends Step>(step: S, answers: DraftByStep[S], options: { keepalive?: boolean } = {}) =>
      answerOf(dispatch(endpoints.saveDraft.initiate({ step, answers, ...options }))),
    submitStep: async (step: Step): Promise<void> => {
      await answerOf(dispatch(endpoints.submitStep.initiate(step)));
    },
    retakeStep: (step: Step): Promise<number> => answerOf(dispatch(endpoints.retakeStep.initiate(step))),
    importAnonymousAnswers: (steps: AnonymousSteps) =>
      answerOf(dispatch(endpoints.importAnonymousAnswers.initiate(steps))),
  };
}

export type AssessmentRequests = ReturnType<typeof assessmentRequests>;

/**
 * The drafts (`draft-store.ts`) live outside React, one per step for the page's visit: they reach
 * the data layer through the store the app made (`makeStore` connects it).
 */
let connected: AssessmentRequests | null = null;

export function connectAssessmentRequests(dispatch: ApiDispatch): void {
  connected = assessmentRequests(dispatch);
}

export function requests(): AssessmentRequests {
  if (!connected) throw new Error('assessment requests used before a store was made (makeStore)');
  return connected;
}
