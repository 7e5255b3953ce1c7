import type { VocFeedbackBody } from '../../../shared/contracts/assessments';
import { STEPS } from '../../../shared/plain/assessments';
import { api } from '../../lib/api';
import { http } from '../../lib/http';

/** The feedback dialog's calls (spec §7). A failed send is only logged, as the spec says. */

/** All six `GET /api/{step}/is-complete`; a failed check counts as not complete. */
export async function areAllStepsComplete(): Promise<boolean> {
  const answers = await Promise.all(
    STEPS.map((step) =>
      http
        .get<{ data: { isComplete: boolean } }>(`/api/${step}/is-complete`)
        .then(({ data }) => data.isComplete === true)
        .catch(() => false),
    ),
  );
  return answers.every(Boolean);
}

export async function hasShownFeedbackModal(): Promise<boolean> {
  const { data } = await http.get<{ data: { hasShownModal: boolean } }>('/api/voc-feedback/check-modal');
  return data.hasShownModal;
}

const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendFeedback: build.mutation<null, VocFeedbackBody>({
      query: (body) => ({ url: '/api/voc-feedback', method: 'POST', body }),
    }),
    markFeedbackModalShown: build.mutation<null, void>({
      query: () => ({ url: '/api/voc-feedback/update-modal-status', method: 'POST' }),
    }),
  }),
});

export const { useSendFeedbackMutation, useMarkFeedbackModalShownMutation } = feedbackApi;
