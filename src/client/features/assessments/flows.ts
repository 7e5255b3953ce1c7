import type { Step } from '../../../shared/contracts/assessments';
import { FLOW_BASES, FLOW_PAGES } from '../../lib/paths';
import { STEP_LABELS, STEPS } from './steps';

/**
 * Where each step's pages live and in which order a person goes through them (spec §2). The
 * route table builds its routes from the same `FLOW_PAGES`, so the two cannot drift apart.
 */
export type CardSortStep = 'value' | 'strength' | 'interest';
const CARD_SORT_STEPS: readonly CardSortStep[] = ['value', 'strength', 'interest'];

export function isCardSortStep(step: Step): step is CardSortStep {
  return (CARD_SORT_STEPS as readonly Step[]).includes(step);
}

export type FlowPage =
  | (typeof FLOW_PAGES.innerUnderstanding)[number]
  | (typeof FLOW_PAGES.trtPhysCond)[number]
  | (typeof FLOW_PAGES.kskill)[number]
  | (typeof FLOW_PAGES.jpref)[number];

const FLOW_BASE = FLOW_BASES;

function flowPages(step: Step): readonly FlowPage[] {
  if (isCardSortStep(step)) return FLOW_PAGES.innerUnderstanding;
  if (step === 'trt-phys-cond') return FLOW_PAGES.trtPhysCond;
  if (step === 'kskill') return FLOW_PAGES.kskill;
  return FLOW_PAGES.jpref;
}

/** Short names of the pages, for the progress indicator. */
export const PAGE_LABELS: Record<FlowPage, string> = {
  definition: '안내',
  comeup: '떠올리기',
  'miss-und': '흔한 오해',
  select: '고르기',
  priority: '순위 정하기',
  'trait/survey': '성향 설문',
  'phys-cond/survey': '근무 환경 설문',
  'knw/select': '지식 고르기',
  'skill/select': '기술 고르기',
  survey: '설문',
  submitted: '완료',
};

export function flowPath(step: Step, page: FlowPage): string {
  return `${FLOW_BASE[step]}/${page}`;
}

/** The step and page a route pattern of the route table belongs to, or null for other routes. */
export function parseFlowRoute(pattern: string | undefined): { step: Step; page: FlowPage } | null {
  if (!pattern) return null;
  for (const step of STEPS) {
    const prefix = `${FLOW_BASE[step]}/`;
    if (!pattern.startsWith(prefix)) continue;
    const page = pattern.slice(prefix.length);
    const found = flowPages(step).find((candidate) => candidate === page);
    if (found) return { step, page: found };
  }
  return null;
}

/**
 * The pages in the order this person sees them. The comeup page is left out for a person who
 * skipped it once (spec §3, skipComeup keys): it is optional, and asking every time would nag;
 * opened on purpose, it is in.
 */
export function visiblePages(step: Step, page: FlowPage, skipComeup: boolean): FlowPage[] {
  return flowPages(step).filter((candidate) => !(skipComeup && candidate === 'comeup' && page !== 'comeup'));
}

export function nextPage(step: Step, page: FlowPage, skipComeup: boolean): FlowPage | null {
  const pages = visiblePages(step, page, skipComeup);
  return pages[pages.indexOf(page) + 1] ?? null;
}

export function previousPage(step: Step, page: FlowPage, skipComeup: boolean): FlowPage | null {
  const pages = visiblePages(step, page, skipComeup);
  const index = pages.indexOf(page);
  return index > 0 ? (pages[index - 1] ?? null) : null;
}

export function stepLabel(step: Step): string {
  return STEP_LABELS[step];
}
