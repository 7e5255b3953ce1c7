import type { Step } from './contracts/assessments';

/**
 * Where each step's pages live (`${FLOW_BASES[step]}/${page}`). Here rather than in the
 * assessments feature, so a page that only links to a step (/job-rec) does not load that feature.
 */
export const FLOW_BASES: Record<Step, string> = {
  value: '/inner-und/value',
  strength: '/inner-und/strength',
  interest: '/inner-und/interest',
  'trt-phys-cond': '/trt-phys-cond',
  kskill: '/kskill',
  jpref: '/jpref',
};

/** The pages of the self-understanding flows, in the order a person goes through them. */
export const FLOW_PAGES = {
  innerUnderstanding: ['definition', 'comeup', 'miss-und', 'select', 'priority', 'submitted'],
  trtPhysCond: ['definition', 'miss-und', 'trait/survey', 'phys-cond/survey', 'submitted'],
  kskill: ['definition', 'miss-und', 'knw/select', 'skill/select', 'submitted'],
  jpref: ['definition', 'miss-und', 'survey', 'submitted'],
} as const;

/** Fills a route pattern's `:params`, encoding each value. */
export function toPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing route parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
