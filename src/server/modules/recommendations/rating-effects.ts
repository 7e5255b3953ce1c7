import { josa } from 'es-hangul';
import type { RecommendationReason } from '../../../shared/contracts/recommendations';
import type { JobModel } from './job-model';
import type { RatingRow } from './recommendations.queries';
import {
  RATING_DOWN_POINTS,
  RATING_RELATED_DOWN_CAP,
  RATING_RELATED_DOWN_POINTS,
  RATING_RELATED_UP_CAP,
  RATING_RELATED_UP_POINTS,
} from './weights';

/**
 * What a person's 👍 and 👎 do to the order of the jobs they did not rate (issue 28: ratings that
 * generalise; docs/decisions/004-recommendation-memory.md). A rated job itself: 👎 goes far down,
 * 👍 keeps its place (and stays in view, `kept`). The jobs *related* to a rated one move a little:
 *
 * - 👎 "관심이 가지 않아요" rejects the subject: related jobs go down;
 * - 👎 "일하는 곳이 맞지 않아요" rejects the setting: jobs of the same industry go down;
 * - 👎 for pay, hours, "나와 맞지 않는 것 같아요" or another reason says nothing about other jobs
 *   that the catalog can tell (no pay or hours facts), so only the rated job moves;
 * - 👍 lifts related jobs.
 *
 * Related: the same industry and at least one Basic Interest in common, or two Basic Interests in
 * common whatever the industry. Each effect is bounded (a few ratings never wipe out a list, a 👍
 * never puts an unrelated job first), changes only the order, never the fit score shown, and
 * each moved job says which rated job moved it.
 */
export interface RatingEffect {
  /** Points added to the job's place in the order (not to its score). */
  points: number;
  /** The rated jobs that lowered it, by name. */
  loweredBy: string[];
  /** The rated jobs that lifted it, by name. */
  liftedBy: string[];
}

export interface RatingEffects {
  /** Job index → points for the order (rated jobs and the jobs they moved). */
  adjustments: Map<number, number>;
  /** Job index → what related ratings did to it (rated jobs themselves are not in it). */
  related: Map<number, RatingEffect>;
}

type Relation = 'subject' | 'industry';

function relationOf(row: RatingRow): Relation | null {
  if (row.rating === 'up') return 'subject';
  if (row.reason === 'not-interested') return 'subject';
  if (row.reason === 'place') return 'industry';
  return null;
}

function shared(a: readonly number[], b: readonly number[]): number {
  let count = 0;
  for (const id of a) if (b.includes(id)) count++;
  return count;
}

export function isRelated(model: JobModel, a: number, b: number, relation: Relation): boolean {
  const sameIndustry = model.jobs[a]?.industry === model.jobs[b]?.industry;
  if (relation === 'industry') return sameIndustry;
  const common = shared(model.jobBasics[a] ?? [], model.jobBasics[b] ?? []);
  return (sameIndustry && common >= 1) || common >= 2;
}

export function ratingEffects(
  model: JobModel,
  indexOf: ReadonlyMap<string, number>,
  ratings: ReadonlyMap<string, RatingRow>,
): RatingEffects {
  const adjustments = new Map<number, number>();
  const related = new Map<number, RatingEffect>();
  const rated = new Set<number>();
  const sources: { index: number; row: RatingRow; relation: Relation | null }[] = [];
  for (const [jobId, row] of ratings) {
    const index = indexOf.get(jobId);
    if (index === undefined || (row.rating !== 'up' && row.rating !== 'down')) continue;
    rated.add(index);
    if (row.rating === 'down') adjustments.set(index, RATING_DOWN_POINTS);
    sources.push({ index, row, relation: relationOf(row) });
  }
  for (let job = 0; job < model.size; job++) {
    if (rated.has(job)) continue;
    const effect: RatingEffect = { points: 0, loweredBy: [], liftedBy: [] };
    for (const { index, row, relation } of sources) {
      if (!relation || !isRelated(model, job, index, relation)) continue;
      const name = model.jobs[index]?.name ?? '';
      (row.rating === 'up' ? effect.liftedBy : effect.loweredBy).push(name);
    }
    if (effect.loweredBy.length === 0 && effect.liftedBy.length === 0) continue;
    const down = Math.max(RATING_RELATED_DOWN_CAP, effect.loweredBy.length * RATING_RELATED_DOWN_POINTS);
    const up = Math.min(RATING_RELATED_UP_CAP, effect.liftedBy.length * RATING_RELATED_UP_POINTS);
    effect.points = down + up;
    related.set(job, effect);
    if (effect.points !== 0) adjustments.set(job, effect.points);
  }
  return { adjustments, related };
}

/** Names as a person reads them, with the particle that follows: "'간호사'·'치과위생사'와", "'A'·'B' 등 3개 직업과". */
function namesWith(names: readonly string[], particle: '와/과'): string {
  const shown = names
    .slice(0, 2)
    .map((name) => `'${name}'`)
    .join('·');
  if (names.length > 2) return `${shown} 등 ${names.length}개 직업${josa.pick('직업', particle)}`;
  return `${shown}${josa.pick(names.at(-1) ?? '', particle)}`;
}

/** The reasons a moved job shows: which rated jobs moved it, and that only the order changed. */
export function ratingEffectReasons(effect: RatingEffect | undefined): RecommendationReason[] {
  if (!effect) return [];
  const reasons: RecommendationReason[] = [];
  if (effect.loweredBy.length > 0)
    reasons.push({
      step: null,
      kind: 'gap',
      text: `맞지 않다고 한 ${namesWith(effect.loweredBy, '와/과')} 비슷한 직업이라 순서를 조금 뒤로 보냈어요. 점수는 그대로예요.`,
      weight: 0,
    });
  if (effect.liftedBy.length > 0)
    reasons.push({
      step: null,
      kind: 'match',
      text: `좋다고 한 ${namesWith(effect.liftedBy, '와/과')} 비슷한 직업이라 순서를 조금 앞으로 올렸어요. 점수는 그대로예요.`,
      weight: 0,
    });
  return reasons;
}
