import { z } from 'zod';
import { RIASEC_ORDER, type Step, stepSchema, WORK_VALUE_IDS } from './assessments';

/**
 * `GET /api/report` (CONTRACT.md, "Report and recommendations"): my personal report. Every step
 * has its completion and, once submitted, the result of its latest submitted take with Korean
 * labels and a plain-Korean `summary`. `changes` compares the two latest takes of a retaken step.
 */

const score100 = z.number().int().min(0).max(100);
const labelled = z.object({ id: z.string(), label: z.string() });

const valueResultSchema = z.object({
  summary: z.string(),
  /** The six work values, rank 1 (most important) first. */
  ranks: z.array(z.object({ id: z.enum(WORK_VALUE_IDS), label: z.string(), score: score100, rank: z.number().int() })),
});

const strengthResultSchema = z.object({
  summary: z.string(),
  /** The priority cards, most confident first; `element` is the O*NET work style or ability. */
  top: z.array(
    z.object({
      id: z.string().describe('card id'),
      label: z.string(),
      description: z.string(),
      rank: z.number().int().min(1),
      kind: z.enum(['workStyle', 'ability']),
      element: z.string().describe('O*NET element id, 1.C.* or 1.A.*'),
    }),
  ),
});

const interestResultSchema = z.object({
  summary: z.string(),
  /** 1–3 letters, highest first, e.g. "IAS". */
  code: z.string(),
  codeLabels: z.array(z.string()).describe('코드 글자의 한국어 이름, 예: ["탐구형", "예술형", "사회형"]'),
  /** All six types in R-I-A-S-E-C order. */
  scores: z.array(z.object({ type: z.enum(RIASEC_ORDER), label: z.string(), score: score100 })),
});

const traitPhysResultSchema = z.object({
  summary: z.string(),
  /** The 16 work styles, highest first. */
  workStyles: z.array(labelled.extend({ score: score100 })),
  physCondSummary: z.string(),
  /** Comfort per physical condition, in item-bank order (higher = more comfortable). */
  physCond: z.array(z.object({ key: z.string(), label: z.string(), score: score100 })),
});

const kskillResultSchema = z.object({
  summary: z.string(),
  knowledge: z.array(labelled),
  skill: z.array(labelled),
});

const jprefResultSchema = z.object({
  summary: z.string(),
  /** Each single-choice or scale question: the answer's label and its 0–1 score (null = 상관없어요). */
  preferences: z.array(
    z.object({ questionId: z.string(), question: z.string(), answer: z.string(), score: z.number().nullable() }),
  ),
  maxJobZone: z.object({ level: z.number().int().min(1).max(5), label: z.string() }).nullable(),
  industries: z.array(labelled),
});

const resultSchemaByStep = {
  value: valueResultSchema,
  strength: strengthResultSchema,
  interest: interestResultSchema,
  'trt-phys-cond': traitPhysResultSchema,
  kskill: kskillResultSchema,
  jpref: jprefResultSchema,
} as const;
export type ResultByStep = { [S in Step]: z.infer<(typeof resultSchemaByStep)[S]> };

function stepReportSchema<S extends Step>(step: S) {
  return z.object({
    step: z.literal(step),
    label: z.string().describe('단계의 한국어 이름'),
    /** True once the step has a submitted take (a retake in progress does not undo it). */
    isComplete: z.boolean(),
    take: z.number().int().min(1).nullable().describe('결과를 보여 주는 제출 회차'),
    submittedAt: z.string().nullable(),
    result: resultSchemaByStep[step].nullable(),
  });
}

const changeSchema = z.object({
  step: stepSchema,
  label: z.string(),
  previous: z.object({ take: z.number().int(), submittedAt: z.string() }),
  current: z.object({ take: z.number().int(), submittedAt: z.string() }),
  /** The main results side by side, e.g. { label: '흥미 코드', before: 'RIA', after: 'IAS', changed: true }. */
  items: z.array(z.object({ label: z.string(), before: z.string(), after: z.string(), changed: z.boolean() })),
  summary: z.string(),
});
export type ReportChange = z.infer<typeof changeSchema>;

export const reportSchema = z
  .object({
    /** "참고용 결과": these item sets are not validated instruments. */
    notice: z.string(),
    completedSteps: z.array(stepSchema),
    /** The first step (in STEPS order) not yet complete; null when all six are. */
    nextStep: stepSchema.nullable(),
    steps: z.object({
      value: stepReportSchema('value'),
      strength: stepReportSchema('strength'),
      interest: stepReportSchema('interest'),
      'trt-phys-cond': stepReportSchema('trt-phys-cond'),
      kskill: stepReportSchema('kskill'),
      jpref: stepReportSchema('jpref'),
    }),
    /** Steps with two or more submitted takes: latest versus the one before. */
    changes: z.array(changeSchema),
  })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof reportSchema>;
/** One step of the report (the same shape as `Report['steps'][S]`, written so a generic step indexes it). */
export interface StepReport<S extends Step> {
  step: S;
  label: string;
  isComplete: boolean;
  take: number | null;
  submittedAt: string | null;
  result: ResultByStep[S] | null;
}

export const reportResponseSchema = z.object({ data: reportSchema });
