/**
 * The step names, labels and interest types, from the zod-free shared module (the contract
 * re-exports the same ones), so assessment pages get the words without zod.
 */
export { RIASEC_ORDER, STEP_LABELS, STEPS } from '../../../shared/plain/assessments';
