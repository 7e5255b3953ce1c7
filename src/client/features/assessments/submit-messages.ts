import type { FieldErrors } from '../../../shared/assessment-rules';
import type { BankByStep, Step } from '../../../shared/contracts/assessments';

/**
 * The lines a step page lists when a take cannot be submitted, from the shared rules' fields (or
 * the server's 400 `fields`, the same rules): one per field, and a job-preference question's led
 * by the question itself, since its field (`answers.<question id>`) names it only by id.
 */
export function submitMessages(step: Step, bank: BankByStep[Step], fields: FieldErrors): string[] {
  const questions = step === 'jpref' && 'questions' in bank ? bank.questions : [];
  return Object.entries(fields).map(([field, message]) => {
    const question = questions.find((candidate) => field === `answers.${candidate.id}`);
    return question ? `${question.text} ${message}` : message;
  });
}
