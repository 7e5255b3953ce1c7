import { z } from 'zod';
import {
  customJobNameRule,
  DREAM_LIST_FORM_MESSAGES,
  DREAM_LIST_LIMITS,
  noteRule,
} from '../validation/dream-list-rules';
import { ruleMessage } from '../validation/ruled';
import { jobSummarySchema } from './jobs';

export { DREAM_LIST_LIMITS } from '../validation/dream-list-rules';

export const DREAM_LIST_MESSAGES = {
  ...DREAM_LIST_FORM_MESSAGES,
  jobNameRequired: '담을 직업의 이름을 보내 주세요.',
  exactlyOneKind: '직업 이름(jobName)과 나만의 직업(custom) 가운데 하나만 보내 주세요.',
  alreadyOnList: '이미 꿈 목록에 있는 직업이에요.',
  listFull: `꿈 목록에는 최대 ${DREAM_LIST_LIMITS.maxItems}개까지 담을 수 있어요. 다른 직업을 빼고 담아 주세요.`,
  orderMismatch: '꿈 목록의 모든 항목을 한 번씩 보내 주세요. 목록을 새로 불러온 뒤 다시 시도해 주세요.',
  itemNotFound: '꿈 목록에서 찾을 수 없는 항목이에요.',
} as const;

const noteSchema = z
  .string({ error: '메모는 글자로 보내 주세요.' })
  .nullish()
  .superRefine((note, ctx) => {
    const message = note ? ruleMessage(noteRule, note) : undefined;
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform((note) => (note?.trim() ? note.trim() : null))
  .describe(`메모 (${DREAM_LIST_LIMITS.noteMax}자 이하)`);

const customJobSchema = z
  .object({
    name: z
      .string({ error: DREAM_LIST_MESSAGES.customNameRequired })
      // Counted after trimming, in characters (code points, as JSON Schema's maxLength counts).
      .meta({ minLength: 1, maxLength: DREAM_LIST_LIMITS.customNameMax })
      .describe(`꿈 직업 이름 (1–${DREAM_LIST_LIMITS.customNameMax}자)`),
    note: noteSchema.optional(),
  })
  .superRefine((custom, ctx) => {
    const message = ruleMessage(customJobNameRule, custom.name);
    if (message) ctx.addIssue({ code: 'custom', path: ['name'], message });
  })
  .transform((custom) => ({ name: custom.name.trim(), note: custom.note ?? null }));

export const addDreamJobBodySchema = z
  .object({
    jobName: z
      .string({ error: DREAM_LIST_MESSAGES.jobNameRequired })
      .trim()
      .min(1, DREAM_LIST_MESSAGES.jobNameRequired)
      .max(100, DREAM_LIST_MESSAGES.jobNameRequired)
      .optional()
      .describe('직업 목록에 있는 직업의 이름'),
    custom: customJobSchema.optional().describe('목록에 없는 나만의 꿈 직업'),
  })
  .refine((body) => (body.jobName === undefined) !== (body.custom === undefined), {
    message: DREAM_LIST_MESSAGES.exactlyOneKind,
  })
  .describe('`{ jobName }` 또는 `{ custom: { name, note? } }`');
export type AddDreamJobInput = z.output<typeof addDreamJobBodySchema>;

export const updateDreamJobBodySchema = z.object({ note: noteSchema });

export const reorderDreamJobsBodySchema = z.object({
  ids: z
    .array(z.string({ error: DREAM_LIST_MESSAGES.orderMismatch }), { error: DREAM_LIST_MESSAGES.orderMismatch })
    .max(DREAM_LIST_LIMITS.maxItems, DREAM_LIST_MESSAGES.orderMismatch)
    .describe('내 꿈 목록 항목 id 전부, 원하는 순서대로 (하나도 빠짐없이, 한 번씩)'),
});

export const dreamJobIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

const dreamJobSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['catalog', 'custom']).describe('catalog: 직업 목록의 직업, custom: 내가 적은 직업'),
    name: z.string(),
    note: z.string().nullable(),
    job: jobSummarySchema
      .nullable()
      .describe('직업 목록의 직업이면 그 요약; 나만의 직업이거나 목록에서 빠진 직업이면 null'),
    createdAt: z.string(),
  })
  .meta({ id: 'DreamJob' });
export type DreamJob = z.infer<typeof dreamJobSchema>;

export const dreamJobResponseSchema = z.object({ data: dreamJobSchema });
export const dreamListResponseSchema = z.object({ data: z.array(dreamJobSchema).describe('내가 정한 순서대로') });
