/**
 * The zod-free half of shared/contracts/assessments.ts: the step names, their Korean labels and
 * the interest types. The contract re-exports them; the web app imports them from here so a page
 * that only needs the words does not build zod's schemas.
 */
export const STEPS = ['value', 'strength', 'interest', 'trt-phys-cond', 'kskill', 'jpref'] as const;
export type Step = (typeof STEPS)[number];

export const STEP_LABELS: Record<Step, string> = {
  value: '가치관',
  strength: '강점',
  interest: '흥미',
  'trt-phys-cond': '성향·신체 조건',
  kskill: '지식·기술',
  jpref: '직업 선호',
};

/** Holland's six interest types, in the fixed order that also breaks ties. */
export const RIASEC_ORDER = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecType = (typeof RIASEC_ORDER)[number];

/** The longest own-words entry (떠올리기) a card-sort answer may hold, in characters once trimmed. */
export const COMEUP_ENTRY_MAX = 100;
