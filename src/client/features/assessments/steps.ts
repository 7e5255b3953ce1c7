import type { RiasecType, Step } from '../../../shared/contracts/assessments';

/**
 * The step names, labels and interest types of shared/contracts/assessments.ts, repeated here
 * because importing that module builds its zod schemas, which would put zod (26 KB gzip) in
 * every assessment page. The types keep the copies honest; steps.test.ts compares the values.
 */
export const STEPS = [
  'value',
  'strength',
  'interest',
  'trt-phys-cond',
  'kskill',
  'jpref',
] as const satisfies readonly Step[];

export const STEP_LABELS: Record<Step, string> = {
  value: '가치관',
  strength: '강점',
  interest: '흥미',
  'trt-phys-cond': '성향·신체 조건',
  kskill: '지식·기술',
  jpref: '직업 선호',
};

export const RIASEC_ORDER = ['R', 'I', 'A', 'S', 'E', 'C'] as const satisfies readonly RiasecType[];

// Fails to compile if the contract gains a step or a type that is not listed above.
export const listsEveryStep: Exclude<Step, (typeof STEPS)[number]> extends never ? true : never = true;
export const listsEveryType: Exclude<RiasecType, (typeof RIASEC_ORDER)[number]> extends never ? true : never = true;
