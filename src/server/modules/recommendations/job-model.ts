import { RIASEC_ORDER, type RiasecType, WORK_VALUE_IDS } from '../../../shared/contracts/assessments';
import { type IndustryId, PHYSICAL_KEYS, type PhysicalKey } from '../../../shared/contracts/jobs';
import { WORK_STYLE_IDS } from './labels';
import { namesTheJob } from './phrases';
import { type JobDimension, PREFERENCE_DIMENSIONS } from './preferences';
import { MIN_TERM_LENGTH, normaliseWords } from './subjects';
import type { SecurityFact } from './value-cards';
import { COMMON_TOP, GENERIC_DISCOUNT, KSKILL_TOP_KNOWLEDGE, KSKILL_TOP_SKILLS, WORK_WORD_MAX_JOBS } from './weights';

/**
 * The part of a catalog job (content/jobs/catalog.json) the engine reads. The catalog's own
 * type satisfies it; benchmarks build synthetic ones.
 */
export interface JobProfile {
  id: string;
  name: string;
  industry: IndustryId;
  riasec: Record<RiasecType, number> & { code: string };
  workValues: Readonly<Record<string, number>>;
  workStyles: Readonly<Record<string, number>>;
  knowledge: Readonly<Record<string, { im: number; lv: number }>>;
  skills: Readonly<Record<string, { im: number; lv: number }>>;
  jobZone: number;
  physical: Readonly<Record<PhysicalKey, number>>;
  /**
   * From the job's Korean facts and the subject data (`createRecommendationContext`); synthetic
   * models (tests, benchmarks) leave them out. `preparation` undefined: the Job Zone stands in
   * for it; null: the facts do not say, so nothing is said or scored about preparation.
   */
  basicInterests?: readonly string[];
  preparation?: Preparation | null;
  security?: SecurityFact | null;
  /** Other names and search words (the job's name is always part of its vocabulary). */
  aliases?: readonly string[];
  searchWords?: readonly string[];
  /** Words of the job's own work a person may write (work-words.ts); they name it where few jobs share them. */
  workWords?: readonly string[];
}

/** What the job usually asks before one starts, from its Korean facts. */
interface Preparation {
  /** On the scale of the preparation question (jp-education): 1 짧은 교육·훈련 … 5 대학원 이상. */
  level: number;
  /** The facts' own words: '전문대졸', '학력 무관' … */
  education: string;
  /** Licences the job requires (a required certificate in the facts). */
  licences: readonly string[];
}

/**
 * Every job turned into flat numeric vectors once, at start-up, so scoring a person against all
 * jobs is a few dot products per job with no allocation (ranking 200 jobs well under 2 ms).
 * Vectors are stored job after job in one typed array per dimension group.
 */
export interface JobModel {
  readonly jobs: readonly JobProfile[];
  readonly size: number;
  /** Position of each job in Korean alphabetical order of names: ties are broken by name. */
  readonly nameOrder: Int32Array;
  /** Six RIASEC OI values per job, centred and scaled to length 1 (a dot product is Pearson's r). */
  readonly interest: Float64Array;
  /** Six work-value EX values per job as z-scores across the catalog (for reasons). */
  readonly valueZ: Float64Array;
  /** The same, centred and scaled to length 1 (for Pearson's r). */
  readonly value: Float64Array;
  /** Six work-value percentiles per job (0–1): how much of each value the job offers among all jobs. */
  readonly valueLevel: Float64Array;
  /** Sixteen work-style IM values per job as z-scores across the catalog. */
  readonly styleZ: Float64Array;
  readonly style: Float64Array;
  /** Knowledge and skill element ids, in the order of `elementIndex`. */
  readonly elements: readonly string[];
  readonly elementIndex: ReadonlyMap<string, number>;
  /** Per job, `NEEDS_PER_JOB` element indices (what the job needs most) and their weights. */
  readonly needs: Int32Array;
  readonly needWeights: Float64Array;
  readonly needTotals: Float64Array;
  /**
   * Per element (`elements` order): its commonness, 0–1: of the catalog jobs whose people name it
   * (among its `COMMON_TOP` most important knowledge areas or skills, weights.ts), the share of
   * the other jobs (one job alone: 0).
   */
  readonly elementCommonness: Float64Array;
  /** Per work style (`WORK_STYLE_IDS` order): its commonness, as for elements. */
  readonly styleCommonness: Float64Array;
  /** The catalog's mean work-style importance profile, centred and scaled to length 1 (what everyone rates high). */
  readonly styleCommon: Float64Array;
  /**
   * Per job and preference dimension (`PREFERENCE_DIMENSIONS` order), its percentile 0–1; for
   * security, what the job's facts offer (0–1), `NaN` where they are silent.
   */
  readonly preferenceLevels: Float64Array;
  readonly jobZone: Int8Array;
  /** Twelve physical levels (0–3) per job, in `PHYSICAL_KEYS` order. */
  readonly physical: Int8Array;
  /**
   * Points added to each job's score for where it sits among the catalog's jobs (negative where
   * many jobs' people fit it well): zeros here, set once by `withCrowding` (crowding.ts).
   */
  readonly crowding: Float64Array;
  /** Per job, the preparation level it needs (1–5, see `Preparation`), 0 when unknown. */
  readonly preparationLevel: Int8Array;
  /** Sixteen work-style importance percentiles per job (0–1), for value cards read from a style. */
  readonly styleLevel: Float64Array;
  /** Basic Interest ids (1.B.3.*) that any job serves, and per job the indices of its own. */
  readonly basicIds: readonly string[];
  readonly jobBasics: ReadonlyArray<readonly number[]>;
  /** Per job, its name, other names and search words, normalised (`normaliseWords`). */
  readonly vocabulary: ReadonlyArray<readonly string[]>;
  /** Per Basic Interest (`basicIds` order): its Korean label and its everyday words, normalised. */
  readonly basicLabels: readonly string[];
  readonly basicWords: ReadonlyArray<readonly string[]>;
}

/** The Korean label and everyday words of a Basic Interest (content/jobs/basic-interests.json). */
export interface SubjectWords {
  label: string;
  words: readonly string[];
}

export const NEEDS_PER_JOB = KSKILL_TOP_KNOWLEDGE + KSKILL_TOP_SKILLS;
/** Keeps every listed need counting a little even when nearly every job needs it as much. */
const MIN_NEED_WEIGHT = 0.2;
const VALUES = WORK_VALUE_IDS.length;
const STYLES = WORK_STYLE_IDS.length;
const PREFERENCES = PREFERENCE_DIMENSIONS.length;

/** Mean and standard deviation of each column of a row-major matrix. */
function columnStats(rows: Float64Array, width: number): { mean: Float64Array; sd: Float64Array } {
  const count = rows.length / width;
  const mean = new Float64Array(width);
  const sd = new Float64Array(width);
  for (let i = 0; i < count; i++) for (let k = 0; k < width; k++) mean[k] = (mean[k] ?? 0) + (rows[i * width + k] ?? 0);
  for (let k = 0; k < width; k++) mean[k] = (mean[k] ?? 0) / Math.max(count, 1);
  for (let i = 0; i < count; i++) {
    for (let k = 0; k < width; k++) {
      const d = (rows[i * width + k] ?? 0) - (mean[k] ?? 0);
      sd[k] = (sd[k] ?? 0) + d * d;
    }
  }
  for (let k = 0; k < width; k++) sd[k] = Math.sqrt((sd[k] ?? 0) / Math.max(count, 1));
  return { mean, sd };
}

/**
 * Centres `vector[offset..offset+width)` on its own mean and scales it to length 1, in place;
 * all zeros when it has no variance (a flat profile says nothing about shape). Returns false then.
 */
export function centreAndNormalise(vector: Float64Array, offset: number, width: number): boolean {
  let mean = 0;
  for (let k = 0; k < width; k++) mean += vector[offset + k] ?? 0;
  mean /= width;
  let norm = 0;
  for (let k = 0; k < width; k++) {
    const d = (vector[offset + k] ?? 0) - mean;
    vector[offset + k] = d;
    norm += d * d;
  }
  norm = Math.sqrt(norm);
  if (norm < 1e-9) {
    vector.fill(0, offset, offset + width);
    return false;
  }
  for (let k = 0; k < width; k++) vector[offset + k] = (vector[offset + k] ?? 0) / norm;
  return true;
}

function zScores(raw: Float64Array, width: number): Float64Array {
  const { mean, sd } = columnStats(raw, width);
  const z = new Float64Array(raw.length);
  for (let i = 0; i < raw.length; i++) {
    const k = i % width;
    const s = sd[k] ?? 0;
    z[i] = s > 1e-9 ? ((raw[i] ?? 0) - (mean[k] ?? 0)) / s : 0;
  }
  return z;
}

/** Percentile (0–1) of each value among all, ties sharing their average rank. */
function percentiles(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length).fill(0.5);
  const last = Math.max(values.length - 1, 1);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.value === order[start]?.value) end++;
    const rank = (start + end) / 2 / last;
    for (let k = start; k <= end; k++) {
      const entry = order[k];
      if (entry) result[entry.index] = rank;
    }
    start = end + 1;
  }
  return result;
}

function dimensionValue(job: JobProfile, dimension: JobDimension): number {
  switch (dimension.kind) {
    case 'workStyle': {
      const value = job.workStyles[dimension.id] ?? 0;
      return dimension.invert ? -value : value;
    }
    case 'workValue':
      return job.workValues[dimension.id] ?? 0;
    case 'knowledge':
      return job.knowledge[dimension.id]?.im ?? 0;
    case 'desk':
      // Seated work is the absence of standing, outdoor and lifting work (each 0–3).
      return -Math.max(job.physical.standing, job.physical.outdoors, job.physical.lifting);
    case 'security':
      return job.security?.offer ?? Number.NaN;
  }
}

/** The element ids of the knowledge and skill tables, sorted, over all jobs. */
function collectElements(jobs: readonly JobProfile[]): string[] {
  const ids = new Set<string>();
  for (const job of jobs) {
    for (const id of Object.keys(job.knowledge)) ids.add(id);
    for (const id of Object.keys(job.skills)) ids.add(id);
  }
  return [...ids].sort();
}

/**
 * What a job needs most: its top knowledge areas and skills by importance, discounted by how
 * important each is for every job (see `GENERIC_DISCOUNT`), and weighted by that same
 * discounted importance: covering a job's distinctive needs (law for a police officer) counts
 * more than covering what every job asks for (listening).
 */
function topNeeds(
  scores: Readonly<Record<string, { im: number }>>,
  catalogMean: ReadonlyMap<string, number>,
  count: number,
): Array<{ id: string; weight: number }> {
  return Object.entries(scores)
    .map(([id, { im }]) => ({ id, im, salience: im - GENERIC_DISCOUNT * (catalogMean.get(id) ?? 0) }))
    .sort((a, b) => b.salience - a.salience || b.im - a.im || a.id.localeCompare(b.id))
    .slice(0, count)
    .map(({ id, salience }) => ({ id, weight: Math.max(salience, MIN_NEED_WEIGHT) }));
}

function meanImportance(jobs: readonly JobProfile[], pick: (job: JobProfile) => JobProfile['skills']) {
  const sums = new Map<string, number>();
  for (const job of jobs) for (const [id, { im }] of Object.entries(pick(job))) sums.set(id, (sums.get(id) ?? 0) + im);
  return new Map([...sums].map(([id, sum]) => [id, sum / Math.max(jobs.length, 1)]));
}

/**
 * What a job's people would name as theirs (weights.ts `COMMON_TOP`): its `COMMON_TOP` most
 * important ratings (ties by id), of those above the job's own mean importance.
 */
function namedOf(ratings: ReadonlyArray<{ id: string; im: number }>): string[] {
  const mean = ratings.reduce((sum, r) => sum + r.im, 0) / Math.max(ratings.length, 1);
  return ratings
    .filter((r) => r.im > mean)
    .sort((a, b) => b.im - a.im || a.id.localeCompare(b.id))
    .slice(0, COMMON_TOP)
    .map((r) => r.id);
}

const terms = (words: readonly string[]) => words.map(normaliseWords).filter((term) => term.length >= MIN_TERM_LENGTH);

/**
 * Each job's vocabulary, normalised: its name, other names and search words that name it
 * (`namesTheJob`), and its work words that at most `WORK_WORD_MAX_JOBS` jobs share with it in
 * any of these (a work word of more jobs names a field, which the subjects carry).
 */
function jobVocabularies(jobs: readonly JobProfile[]): string[][] {
  const named = jobs.map(
    (job) => new Set(terms([job.name, ...(job.aliases ?? []), ...(job.searchWords ?? []).filter(namesTheJob)])),
  );
  const work = jobs.map((job) => new Set(terms((job.workWords ?? []).filter(namesTheJob))));
  const jobsWith = new Map<string, number>();
  jobs.forEach((_, i) => {
    for (const term of new Set([...(named[i] ?? []), ...(work[i] ?? [])]))
      jobsWith.set(term, (jobsWith.get(term) ?? 0) + 1);
  });
  return jobs.map((_, i) => [
    ...new Set([
      ...(named[i] ?? []),
      ...[...(work[i] ?? [])].filter((term) => (jobsWith.get(term) ?? 0) <= WORK_WORD_MAX_JOBS),
    ]),
  ]);
}

/** Builds the model of a set of jobs; z-scores and percentiles are relative to this set. */
export function buildJobModel(
  jobs: readonly JobProfile[],
  subjects: ReadonlyMap<string, SubjectWords> = new Map(),
): JobModel {
  const size = jobs.length;
  const names = jobs.map((job, index) => ({ name: job.name, index }));
  names.sort((a, b) => a.name.localeCompare(b.name, 'ko') || a.index - b.index);
  const nameOrder = new Int32Array(size);
  names.forEach((entry, position) => {
    nameOrder[entry.index] = position;
  });

  const interest = new Float64Array(size * RIASEC_ORDER.length);
  const valueRaw = new Float64Array(size * VALUES);
  const styleRaw = new Float64Array(size * STYLES);
  jobs.forEach((job, i) => {
    RIASEC_ORDER.forEach((letter, k) => {
      interest[i * RIASEC_ORDER.length + k] = job.riasec[letter];
    });
    WORK_VALUE_IDS.forEach((id, k) => {
      valueRaw[i * VALUES + k] = job.workValues[id] ?? 0;
    });
    WORK_STYLE_IDS.forEach((id, k) => {
      styleRaw[i * STYLES + k] = job.workStyles[id] ?? 0;
    });
    centreAndNormalise(interest, i * RIASEC_ORDER.length, RIASEC_ORDER.length);
  });

  const valueZ = zScores(valueRaw, VALUES);
  const valueLevel = new Float64Array(size * VALUES);
  for (let k = 0; k < VALUES; k++) {
    percentiles(jobs.map((_, i) => valueRaw[i * VALUES + k] ?? 0)).forEach((level, i) => {
      valueLevel[i * VALUES + k] = level;
    });
  }
  const styleZ = zScores(styleRaw, STYLES);
  const styleLevel = new Float64Array(size * STYLES);
  for (let k = 0; k < STYLES; k++) {
    percentiles(jobs.map((_, i) => styleRaw[i * STYLES + k] ?? 0)).forEach((level, i) => {
      styleLevel[i * STYLES + k] = level;
    });
  }
  const basicIds = [...new Set(jobs.flatMap((job) => job.basicInterests ?? []))].sort();
  const basicIndex = new Map(basicIds.map((id, index) => [id, index]));
  const jobBasics = jobs.map((job) => (job.basicInterests ?? []).flatMap((id) => basicIndex.get(id) ?? []));
  const vocabulary = jobVocabularies(jobs);
  const preparationLevel = Int8Array.from(
    jobs.map((job) => (job.preparation === undefined ? job.jobZone : (job.preparation?.level ?? 0))),
  );
  const value = Float64Array.from(valueZ);
  const style = Float64Array.from(styleZ);
  for (let i = 0; i < size; i++) {
    centreAndNormalise(value, i * VALUES, VALUES);
    centreAndNormalise(style, i * STYLES, STYLES);
  }

  const elements = collectElements(jobs);
  const elementIndex = new Map(elements.map((id, index) => [id, index]));
  const knowledgeMean = meanImportance(jobs, (job) => job.knowledge);
  const skillMean = meanImportance(jobs, (job) => job.skills);
  const needs = new Int32Array(size * NEEDS_PER_JOB).fill(-1);
  const needWeights = new Float64Array(size * NEEDS_PER_JOB);
  const needTotals = new Float64Array(size);
  jobs.forEach((job, i) => {
    const top = [
      ...topNeeds(job.knowledge, knowledgeMean, KSKILL_TOP_KNOWLEDGE),
      ...topNeeds(job.skills, skillMean, KSKILL_TOP_SKILLS),
    ];
    top.forEach((need, k) => {
      needs[i * NEEDS_PER_JOB + k] = elementIndex.get(need.id) ?? -1;
      needWeights[i * NEEDS_PER_JOB + k] = need.weight;
      needTotals[i] = (needTotals[i] ?? 0) + need.weight;
    });
  });

  const elementCommonness = new Float64Array(elements.length);
  for (const job of jobs) {
    for (const ratings of [job.knowledge, job.skills]) {
      for (const id of namedOf(Object.entries(ratings).map(([id, { im }]) => ({ id, im })))) {
        const index = elementIndex.get(id);
        if (index !== undefined) elementCommonness[index] = (elementCommonness[index] ?? 0) + 1;
      }
    }
  }

  const styleCommonness = new Float64Array(STYLES);
  const styleCommon = new Float64Array(STYLES);
  jobs.forEach((_, i) => {
    const row = WORK_STYLE_IDS.map((id, k) => ({ id, im: styleRaw[i * STYLES + k] ?? 0 }));
    row.forEach(({ im }, k) => {
      styleCommon[k] = (styleCommon[k] ?? 0) + im / Math.max(size, 1);
    });
    for (const id of namedOf(row)) {
      const k = WORK_STYLE_IDS.indexOf(id);
      styleCommonness[k] = (styleCommonness[k] ?? 0) + 1;
    }
  });
  // Counts of jobs naming each → the share of the *other* jobs that name it too: what only one
  // job's people name is not common at all.
  for (const counts of [elementCommonness, styleCommonness])
    counts.forEach((count, k) => {
      counts[k] = size > 1 ? Math.max(count - 1, 0) / (size - 1) : 0;
    });
  centreAndNormalise(styleCommon, 0, STYLES);

  const preferenceLevels = new Float64Array(size * PREFERENCES);
  PREFERENCE_DIMENSIONS.forEach((preference, p) => {
    const values = jobs.map((job) => dimensionValue(job, preference.dimension));
    // Security is what the facts say the job offers (0–1; NaN where they are silent), not a standing among jobs.
    const levels = preference.dimension.kind === 'security' ? values : percentiles(values);
    levels.forEach((level, i) => {
      preferenceLevels[i * PREFERENCES + p] = level;
    });
  });

  const jobZone = Int8Array.from(jobs.map((job) => job.jobZone));
  const physical = new Int8Array(size * PHYSICAL_KEYS.length);
  jobs.forEach((job, i) => {
    PHYSICAL_KEYS.forEach((key, k) => {
      physical[i * PHYSICAL_KEYS.length + k] = job.physical[key];
    });
  });

  return {
    jobs,
    size,
    nameOrder,
    interest,
    valueZ,
    value,
    valueLevel,
    styleZ,
    style,
    elements,
    elementIndex,
    needs,
    needWeights,
    needTotals,
    elementCommonness,
    styleCommonness,
    styleCommon,
    preferenceLevels,
    jobZone,
    physical,
    crowding: new Float64Array(size),
    preparationLevel,
    styleLevel,
    basicIds,
    jobBasics,
    vocabulary,
    basicLabels: basicIds.map((id) => subjects.get(id)?.label ?? id),
    basicWords: basicIds.map((id) =>
      (subjects.get(id)?.words ?? []).map(normaliseWords).filter((word) => word.length >= MIN_TERM_LENGTH),
    ),
  };
}
