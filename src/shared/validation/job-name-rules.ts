/**
 * The rule of a job name asked for by a person ('이 직업은 왜 없을까요?', `GET /api/job-rec/:jobName`):
 * its limit, its Korean messages and its `zod/mini` schema, written once and used by the server's
 * params schema (shared/contracts/recommendations.ts) and by the web app's form (docs/decisions/014).
 */
import * as z from 'zod/mini';

export const JOB_NAME_MAX = 100;

const JOB_NAME_MESSAGES = {
  required: '직업 이름을 입력하거나 목록에서 골라 주세요.',
  tooLong: `직업 이름은 ${JOB_NAME_MAX}자 이하로 입력해 주세요.`,
} as const;

/** A job name, trimmed: filled and at most 100 characters. */
export const jobNameRule = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: JOB_NAME_MESSAGES.required, abort: true }),
    z.maxLength(JOB_NAME_MAX, JOB_NAME_MESSAGES.tooLong),
  );

/** The '왜 없을까요?' form: one job name. */
export const whyNotFormSchema = z.object({ jobName: jobNameRule });
