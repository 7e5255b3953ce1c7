import { RIASEC_ORDER, type RiasecType, STEPS, type Step, WORK_VALUE_IDS } from '../../../shared/contracts/assessments';
import { type IndustryId, PHYSICAL_KEYS, type PhysicalKey } from '../../../shared/contracts/jobs';
import type { RecommendationInput } from './input';
import type { JobProfile } from './job-model';
import { WORK_STYLE_IDS } from './labels';

/** Factories for engine tests: hand-made jobs and people, average unless told otherwise. */

const KNOWLEDGE_IDS = ['2.C.1.a', '2.C.3.a', '2.C.4.a', '2.C.5.a', '2.C.6', '2.C.7.c'];
const SKILL_IDS = ['2.A.1.a', '2.B.3.e', '2.B.1.e', '2.B.3.l', '2.B.1.c', '2.A.1.e'];

export interface JobOverrides {
  name: string;
  industry?: IndustryId;
  riasec?: Partial<Record<RiasecType, number>>;
  workValues?: Record<string, number>;
  workStyles?: Record<string, number>;
  knowledge?: Record<string, number>;
  skills?: Record<string, number>;
  jobZone?: number;
  physical?: Partial<Record<PhysicalKey, number>>;
}

export function jobProfile(overrides: JobOverrides): JobProfile {
  const riasec = Object.fromEntries(RIASEC_ORDER.map((l) => [l, overrides.riasec?.[l] ?? 3])) as Record<
    RiasecType,
    number
  >;
  const code = [...RIASEC_ORDER]
    .sort((a, b) => riasec[b] - riasec[a])
    .slice(0, 2)
    .join('');
  const scores = (ids: string[], given: Record<string, number> | undefined) =>
    Object.fromEntries(ids.map((id) => [id, { im: given?.[id] ?? 2.5, lv: 3 }]));
  return {
    id: `job-${overrides.name}`,
    name: overrides.name,
    industry: overrides.industry ?? 'business',
    riasec: { ...riasec, code },
    workValues: Object.fromEntries(WORK_VALUE_IDS.map((id) => [id, overrides.workValues?.[id] ?? 4.5])),
    workStyles: Object.fromEntries(WORK_STYLE_IDS.map((id) => [id, overrides.workStyles?.[id] ?? 4])),
    knowledge: scores(KNOWLEDGE_IDS, overrides.knowledge),
    skills: scores(SKILL_IDS, overrides.skills),
    jobZone: overrides.jobZone ?? 3,
    physical: Object.fromEntries(PHYSICAL_KEYS.map((key) => [key, overrides.physical?.[key] ?? 0])) as Record<
      PhysicalKey,
      number
    >,
  };
}

/** A person who finished `steps` (all six by default) with the given parts. */
export function personInput(parts: Omit<RecommendationInput, 'completedSteps'>, steps: readonly Step[] = STEPS) {
  return { completedSteps: steps, ...parts } satisfies RecommendationInput;
}
