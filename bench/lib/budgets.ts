/**
 * The performance budgets (issue 8, re-set by issue 15 for React rendered on the server), in one
 * place: `npm run bench -- --check` fails when a measured figure misses one, and
 * `bench/bundle-budget.test.ts` (in `npm test`) guards the bundle part, which is deterministic.
 * `performance` holds for every page, `medianPerformance` for the median over the pages.
 */
export const PAGE_BUDGET = {
  performance: 95,
  medianPerformance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 150,
  cls: 0.02,
} as const;

export const API_BUDGET = {
  /** Requests/s of the route as a share of the bare route's, per route that has one. */
  minRatio: { '/api/jobs': 0.7, '/api/auth/check': 0.5 } as Record<string, number>,
  p99Ms: 25,
} as const;

export const GROWTH_BUDGET = { ranking20kMs: 50 } as const;

/**
 * Issue 15: every key typed in the job browser's search answers within 100 ms (Event Timing, CPU
 * slowed 4×), and a server-rendered job page answers at least half the requests/s of the job's
 * API answer at 50 connections.
 */
export const RENDER_BUDGET = { typingWorstMs: 100, pageToApiRatio: 0.5 } as const;

/**
 * The recommendation validity targets of issue 17 (shares 0–1; tests/validity/suite.ts says how each is counted).
 * The two hub shares were missed at first; since the crowding correction and the jobs added at 242 they
 * are met on the full suite (9.4 % and 2.7 %, a margin of about three lists on the first):
 * docs/decisions/008-hub-targets.md says what was done.
 * `maxVarietyShare`: the variety section (the diversity rule's picks) must not bring hubs back.
 */
export const VALIDITY_BUDGET = {
  exactHit1: 0.9,
  exactHit10: 1,
  noiseHit10: 0.95,
  outsideRelated: 0.92,
  maxListedShare: 0.1,
  maxFirstShare: 0.03,
  maxVarietyShare: 0.1,
  contradictions: 0,
  outOfOrder: 0,
} as const;

export interface BudgetCheck {
  what: string;
  value: string;
  budget: string;
  ok: boolean;
}
