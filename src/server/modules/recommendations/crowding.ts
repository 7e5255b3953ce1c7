import { RIASEC_ORDER, type RiasecType, WORK_VALUE_IDS, type WorkValueId } from '../../../shared/contracts/assessments';
import { fitScore, preparePerson } from './engine';
import type { RecommendationInput } from './input';
import type { JobModel } from './job-model';
import { WORK_STYLE_IDS } from './labels';
import { PREFERENCE_DIMENSIONS } from './preferences';
import { CROWDING_NEIGHBOURS, CROWDING_STRENGTH } from './weights';

/**
 * The crowding correction (local scaling, as CSLS in cross-lingual word retrieval): some jobs
 * fit nearly everyone of a kind a little (전자 부품 조립원 for most hands-on people), so they
 * fill many lists and push aside the job that fits a person particularly. Each job whose
 * `CROWDING_NEIGHBOURS` best-fitting reference people fit it better on average than that average
 * over all jobs loses `CROWDING_STRENGTH` × the difference in points: a job in a crowded part of
 * the catalog loses a few points; the others keep their score.
 *
 * The reference people are the catalog's own jobs, each answered as a person whose answers are
 * that job's profile (`referenceInput`), never anyone's real answers: the correction is a fact of
 * the catalog, the same for everyone, computed once at start-up (about 50 000 fits). Measured
 * on the validity suite (docs/decisions/008-hub-targets.md, "What shipped"): it raises exact
 * hit@1 and the related rate of people outside the catalog while halving the most-listed share.
 */

export interface CrowdingOptions {
  neighbours: number;
  strength: number;
}

const DEFAULT_OPTIONS: CrowdingOptions = { neighbours: CROWDING_NEIGHBOURS, strength: CROWDING_STRENGTH };

/**
 * The personas answer a three-way preference by the job's z-score (above +½ SD one end, below −½
 * the other); the model keeps percentiles, and these are those of ±½ SD on a normal curve.
 */
const HIGH_LEVEL = 0.69;
const LOW_LEVEL = 0.31;
const REFERENCE_CARDS = 6;
const REFERENCE_PRIORITY = 3;
const REFERENCE_NEEDS = 6;

/** `values` rescaled to 0–1 between their lowest and highest (all 1 when flat). */
function spread(values: readonly number[]): number[] {
  const low = Math.min(...values);
  const range = Math.max(...values) - low;
  return values.map((x) => (range > 1e-9 ? (x - low) / range : 1));
}

type Ratings = Readonly<Record<string, { im: number }>>;

/** Mean and standard deviation of each element's importance over the catalog's jobs. */
function importanceNorms(ratings: readonly Ratings[]): Map<string, { mean: number; sd: number }> {
  const ids = new Set(ratings.flatMap((r) => Object.keys(r)));
  return new Map(
    [...ids].map((id) => {
      const all = ratings.map((r) => r[id]?.im ?? 0);
      const mean = all.reduce((s, x) => s + x, 0) / all.length;
      return [id, { mean, sd: Math.sqrt(all.reduce((s, x) => s + (x - mean) ** 2, 0) / all.length) }];
    }),
  );
}

/** The ids with the highest z-scores against the catalog, best first, ties by id. */
function topByZ(ratings: Ratings, norms: ReadonlyMap<string, { mean: number; sd: number }>): string[] {
  const z = (id: string) => {
    const norm = norms.get(id);
    return norm && norm.sd > 1e-9 ? ((ratings[id]?.im ?? 0) - norm.mean) / norm.sd : 0;
  };
  return Object.keys(ratings)
    .map((id) => ({ id, z: z(id) }))
    .sort((a, b) => b.z - a.z || a.id.localeCompare(b.id))
    .slice(0, REFERENCE_NEEDS)
    .map((entry) => entry.id);
}

interface CatalogNorms {
  knowledge: ReadonlyMap<string, { mean: number; sd: number }>;
  skills: ReadonlyMap<string, { mean: number; sd: number }>;
}

/**
 * A catalog job answered as a person would whose answers are its profile, by the rules of the
 * validity suite's personas (tests/validity/persona-answers.ts) with the catalog as the norm:
 * interests and values in proportion to where each stands between the job's lowest and highest,
 * the six most distinctive work styles as strength cards (three as priorities), each work style
 * answered 3 + its z-score on a 1–5 scale, the six most distinctive knowledge areas and skills,
 * the job's Job Zone as the preparation planned, and the matched preferences answered by where
 * the job stands (one end, the middle or the other). No physical discomfort, no industry.
 */
export function referenceInput(model: JobModel, job: number, norms: CatalogNorms): RecommendationInput {
  const profile = model.jobs[job];
  if (!profile) throw new Error(`no job ${job}`);
  const interest = spread(RIASEC_ORDER.map((letter) => profile.riasec[letter]));
  const valueZ = WORK_VALUE_IDS.map((_, k) => model.valueZ[job * WORK_VALUE_IDS.length + k] ?? 0);
  const value = spread(valueZ);
  const styleZ = WORK_STYLE_IDS.map((_, k) => model.styleZ[job * WORK_STYLE_IDS.length + k] ?? 0);
  const strengths = WORK_STYLE_IDS.map((id, k) => ({ id, z: styleZ[k] ?? 0 }))
    .sort((a, b) => b.z - a.z || a.id.localeCompare(b.id))
    .slice(0, REFERENCE_CARDS);
  const width = PREFERENCE_DIMENSIONS.length;
  const preferences = Object.fromEntries(
    PREFERENCE_DIMENSIONS.flatMap((preference, p) => {
      // The seated-work question is not asked of the personas (their occupations have no estimate),
      // nor the security question (most jobs' facts are silent on it).
      if (preference.dimension.kind === 'desk' || preference.dimension.kind === 'security') return [];
      const level = model.preferenceLevels[job * width + p] ?? 0.5;
      return [[preference.question, level > HIGH_LEVEL ? 1 : level < LOW_LEVEL ? 0 : 0.5]];
    }),
  );
  return {
    completedSteps: ['interest', 'value', 'strength', 'trt-phys-cond', 'kskill', 'jpref'],
    interest: {
      scores: Object.fromEntries(RIASEC_ORDER.map((letter, k) => [letter, interest[k] ?? 0])) as Record<
        RiasecType,
        number
      >,
    },
    value: {
      scores: Object.fromEntries(WORK_VALUE_IDS.map((id, k) => [id, value[k] ?? 0])) as Record<WorkValueId, number>,
      ranking: WORK_VALUE_IDS.map((id, k) => ({ id, score: value[k] ?? 0 }))
        .filter((entry) => entry.score > 0)
        .sort((a, b) => b.score - a.score)
        .map((entry) => entry.id),
    },
    strength: {
      cards: strengths.map((style, position) => ({
        label: style.id,
        workStyle: style.id,
        rank: position < REFERENCE_PRIORITY ? position + 1 : null,
      })),
    },
    trait: {
      workStyles: Object.fromEntries(
        WORK_STYLE_IDS.map((id, k) => [id, (Math.min(5, Math.max(1, 3 + Math.round(styleZ[k] ?? 0))) - 1) / 4]),
      ),
      physicalComfort: {},
    },
    kskill: {
      knowledge: topByZ(profile.knowledge, norms.knowledge),
      skills: topByZ(profile.skills, norms.skills),
    },
    jpref: { preferences, maxJobZone: profile.jobZone, industries: [] },
  };
}

/**
 * Each job's crowding correction in points, 0 or negative (see the module comment), from the
 * model's scores without any correction. The reference person of a job itself is left out of its
 * neighbours.
 */
export function crowdingOffsets(model: JobModel, options: CrowdingOptions = DEFAULT_OPTIONS): Float64Array {
  const plain: JobModel = { ...model, crowding: new Float64Array(model.size) };
  const norms = {
    knowledge: importanceNorms(model.jobs.map((job) => job.knowledge)),
    skills: importanceNorms(model.jobs.map((job) => job.skills)),
  };
  const people = model.jobs.map((_, job) => preparePerson(plain, referenceInput(plain, job, norms)));
  const local = new Float64Array(model.size);
  for (let job = 0; job < model.size; job++) {
    const fits = people
      .flatMap((person, index) => (index === job ? [] : [fitScore(plain, person, job)]))
      .sort((a, b) => b - a)
      .slice(0, options.neighbours);
    local[job] = fits.length > 0 ? fits.reduce((s, x) => s + x, 0) / fits.length : 0;
  }
  const mean = local.reduce((s, x) => s + x, 0) / Math.max(model.size, 1);
  // Only lowered: raising the isolated jobs too put them first for people they do not fit
  // particularly (사서 for a noisy 특수교사), and cost noise hit@1 for no fewer hubs (ADR 008).
  return local.map((x) => (x > mean ? -options.strength * (x - mean) : 0));
}

/** The model with its crowding correction: built once per catalog, at start-up. */
export function withCrowding(model: JobModel, options: CrowdingOptions = DEFAULT_OPTIONS): JobModel {
  return { ...model, crowding: crowdingOffsets(model, options) };
}
