/**
 * Which job-preference questions (content/assessments/jpref.json) can be matched to the job
 * catalog, and through which of its dimensions. The catalog has O*NET work values, work styles,
 * knowledge, Job Zone and the team's physical estimates, but no O*NET Work Context, so several
 * questions have no honest counterpart: those are listed in `UNMATCHED_PREFERENCES` and left out
 * of the score (the page says so) instead of being guessed.
 */

export type JobDimension =
  /** A work-style importance (1.C.*, IM 1–5). `invert`: the question's score 1 means *low*. */
  | { kind: 'workStyle'; id: string; invert?: boolean }
  /** A work-value extent (1.B.2.*, EX 1–7). */
  | { kind: 'workValue'; id: string }
  /** A knowledge importance (2.C.*, IM 1–5). */
  | { kind: 'knowledge'; id: string }
  /** How much of the day is spent seated, from the team's standing/outdoors/lifting estimates. */
  | { kind: 'desk' }
  /**
   * What the job's Korean facts say about security (jobs/job-security.ts `jobSecurity`: a public
   * servant's status, a licensed profession, work on one's own account), as offered 0–1; unknown
   * for the other jobs, and then the answer is left out of that job's fit instead of guessed.
   * One-sided: wanting security is met by a secure job; not wanting it first ("성장이나 도전이 더
   * 중요해요") says nothing against one, so that answer is not scored.
   */
  | { kind: 'security' };

export interface PreferenceDimension {
  question: string;
  /** What the question is about, for reasons: '리더 역할', '팀워크' … */
  topic: string;
  dimension: JobDimension;
}

/**
 * Symmetric questions: the answer's score (0, 0.5, 1) is compared with the job's standing on the
 * dimension among all catalog jobs (its percentile, 0–1); fit = 1 − |score − percentile|.
 * How much each counts is in weights.ts (`PREFERENCE_WEIGHTS`).
 */
export const PREFERENCE_DIMENSIONS: readonly PreferenceDimension[] = [
  // O*NET 1.C.3.c Social Orientation: "preferring to work with others rather than alone".
  { question: 'jp-team', topic: '함께 일하는 방식', dimension: { kind: 'workStyle', id: '1.C.3.c' } },
  // The question is tagged with the work value 1.B.2.f Independence itself.
  { question: 'jp-autonomy', topic: '일의 독립성', dimension: { kind: 'workValue', id: '1.B.2.f' } },
  // O*NET 1.C.2.b Leadership: "willingness to lead, take charge, and offer opinions".
  { question: 'jp-lead', topic: '이끄는 역할', dimension: { kind: 'workStyle', id: '1.C.2.b' } },
  // Score 1 = prefers routine; O*NET 1.C.7.a Innovation (creative, alternative thinking) is its opposite.
  {
    question: 'jp-routine',
    topic: '반복과 새로움의 정도',
    dimension: { kind: 'workStyle', id: '1.C.7.a', invert: true },
  },
  // O*NET 1.C.5.b Attention to Detail: "being careful about detail and thorough".
  { question: 'jp-precision', topic: '정확성', dimension: { kind: 'workStyle', id: '1.C.5.b' } },
  // Tagged 1.B.2.d (need 1.B.2.d.2 Social Service); only the value level is rated per job.
  { question: 'jp-helping', topic: '사람을 돕는 일', dimension: { kind: 'workValue', id: '1.B.2.d' } },
  // Tagged with the work value 1.B.2.c Recognition itself.
  { question: 'jp-recognition', topic: '인정과 보상', dimension: { kind: 'workValue', id: '1.B.2.c' } },
  // No Work Context "deal with external customers" in our data; O*NET knowledge 2.C.1.e Customer
  // and Personal Service is the closest rated dimension (a proxy).
  { question: 'jp-public', topic: '고객을 만나는 정도', dimension: { kind: 'knowledge', id: '2.C.1.e' } },
  // The team's physical estimates (standing, outdoors, lifting), not O*NET.
  { question: 'jp-desk', topic: '앉아서 하는 일과 움직이는 일', dimension: { kind: 'desk' } },
  // The job's Korean facts (a law or the facts' own words), where they speak to it.
  { question: 'jp-stability', topic: '고용 안정성', dimension: { kind: 'security' } },
];

/**
 * How well a job's level on a dimension (0–1; `NaN` where nothing is known) meets an answer's
 * score (0, 0.5, 1): one less their distance; for security, what the job offers, or null when
 * its facts are silent, and the answer then counts for nothing in that job's fit.
 */
export function preferenceFit(dimension: JobDimension, target: number, level: number): number | null {
  if (dimension.kind === 'security') return Number.isNaN(level) ? null : level;
  return 1 - Math.abs(target - level);
}

/**
 * How much an answer counts (weights.ts `PREFERENCE_WEIGHTS`): for security, in proportion to how
 * much it was said to matter (가장 중요해요 1, 다른 조건과 함께 ½, 성장이나 도전이 더 중요해요 0).
 */
export function preferenceWeight(dimension: JobDimension, target: number, weight: number): number {
  return dimension.kind === 'security' ? weight * target : weight;
}

/**
 * jp-education: the highest Job Zone someone will prepare for, against the job's Job Zone.
 * jp-schedule: a regular schedule wanted, against the team's night/shift-work estimate.
 */
export const EDUCATION_QUESTION = 'jp-education';
export const SCHEDULE_QUESTION = 'jp-schedule';

/** Questions the catalog has no data for: not used, and the page says so. */
export const UNMATCHED_PREFERENCES: ReadonlyArray<{ question: string; topic: string }> = [
  { question: 'jp-pace', topic: '일의 속도' },
  { question: 'jp-remote', topic: '원격 근무' },
  { question: 'jp-competition', topic: '경쟁' },
];
