import type { Step, VocFeedbackBody } from '../../../shared/contracts/assessments';
import { http } from '../../lib/http';

/** The feedback dialog's calls (spec §7). Each failure is only logged, as the spec says. */

// The contract's STEPS, repeated: importing the contract module would bring zod into this chunk.
const STEPS = ['value', 'strength', 'interest', 'trt-phys-cond', 'kskill', 'jpref'] as const satisfies readonly Step[];
// biome-ignore lint/correctness/noUnusedVariables: a compile-time check, read by the compiler only
const checksEveryStep: Exclude<Step, (typeof STEPS)[number]> extends never ? true : never = true;

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

export async function sendFeedback(body: VocFeedbackBody): Promise<void> {
  try {
    await http.post('/api/voc-feedback', body);
  } catch (error) {
    console.warn('feedback was not sent', error);
  }
}

export async function markFeedbackModalShown(): Promise<void> {
  try {
    await http.post('/api/voc-feedback/update-modal-status');
  } catch (error) {
    console.warn('feedback dialog status was not saved', error);
  }
}
