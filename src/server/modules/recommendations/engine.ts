import { RIASEC_ORDER, STEPS, type Step, WORK_VALUE_IDS } from '../../../shared/contracts/assessments';
import { type IndustryId, PHYSICAL_KEYS, type PhysicalKey } from '../../../shared/contracts/jobs';
import type { ChosenCard, RecommendationInput } from './input';
import { centreAndNormalise, type JobModel, NEEDS_PER_JOB } from './job-model';
import { WORK_STYLE_IDS } from './labels';
import { namesJobTerm, namesSubjectWord, type Phrase, readPhrase } from './phrases';
import {
  EDUCATION_QUESTION,
  PREFERENCE_DIMENSIONS,
  preferenceFit,
  preferenceWeight,
  SCHEDULE_QUESTION,
} from './preferences';
import { type CardSource, cardRankWeight, cardSource } from './value-cards';
import {
  DIVERSITY_CLOSE_POINTS,
  DIVERSITY_MAX_PER_INDUSTRY,
  DIVERSITY_TOP,
  INDUSTRY_BONUS_POINTS,
  JOB_ZONE_ONE_OVER_FIT,
  KSKILL_CURVE,
  MIN_EXTRA_STEPS,
  PHYSICAL_COMFORT_THRESHOLD,
  PHYSICAL_LEVEL_THRESHOLD,
  PHYSICAL_MAX_PENALTY,
  PHYSICAL_POINTS,
  PREFERENCE_WEIGHTS,
  PREPARATION_FAR_POINTS,
  PREPARATION_FAR_ZONES,
  PRIORITY_BONUS,
  REQUIRED_STEPS,
  STEP_WEIGHTS,
  STRENGTH_TRAIT_BOOST,
  SUBJECT_POINTS,
  SUBJECT_SHARE_FROM,
  SUBJECT_SHARE_FULL,
  SUBJECT_TYPE_RECOVERY,
  SUBJECT_WORDS_MIN_PHRASES,
  VALUE_CARDS_IN_SCORE,
  VALUE_SHAPE_SHARE,
  WORDS_DIRECT_POINTS,
  WORDS_MAX_POINTS,
  WORDS_SUBJECT_MAX_POINTS,
  WORDS_SUBJECT_POINTS,
} from './weights';

/**
 * The recommendation engine: pure functions of a person (`RecommendationInput`) and the job
 * model (`buildJobModel`), no I/O, deterministic.
 *
 * Per step, a similarity in 0–1 between the person and each job:
 * - interest, value, strength, trt-phys-cond (traits): profile shape. Both profiles are centred
 *   and scaled, and the similarity is (1 + Pearson's r) / 2. For standardised profiles Pearson's
 *   r is the profile distance (d² = 2n(1 − r)), so this is "profile distance" that ignores how
 *   high someone answers overall (a response style) and keeps which dimensions stand out.
 *   Interests use the job's own six OI values (Holland's theory is about a job's profile shape;
 *   a correlation uses all six types, is continuous, so it ties less than a two- or three-letter
 *   congruence index, and needs no cut-off for which letters count). Values and work styles use
 *   the job's z-scores across the catalog, because nearly every job rates "dependability" or
 *   "achievement" high; what tells jobs apart is where a job stands out. Values add whether the
 *   job offers more of what the person values than of other values (see `valueSimilarity`).
 * - kskill: coverage of what the job needs most (see job-model.ts `topNeeds`), on a concave
 *   curve that never saturates (`kskillSimilarity`).
 * - jpref: fit of each answered preference that the catalog can match (preferences.ts).
 * The score is the weighted mean of the similarities of the steps done (weights re-normalised)
 * × 100, plus an industry bonus, minus gentle physical penalties and the preparation rule, plus
 * the catalog's crowding correction (`model.crowding`, crowding.ts), clamped to 0–100. The order is always the score order; ratings and the diversity rule never
 * mix a lower score above a higher one (see `rankJobs`).
 */

export const SCORED_STEPS: readonly Step[] = ['interest', 'value', 'kskill', 'strength', 'trt-phys-cond', 'jpref'];

export interface StepStatus {
  completedSteps: Step[];
  missingSteps: Step[];
  /** Values and interests (`REQUIRED_STEPS`, `MIN_EXTRA_STEPS` more): enough to recommend honestly. */
  isEnough: boolean;
}

export function stepStatus(completed: readonly Step[]): StepStatus {
  const done = new Set(completed);
  // In the order a person goes through the steps, so the page can list what is left in order.
  const completedSteps = STEPS.filter((step) => done.has(step));
  const missingSteps = STEPS.filter((step) => !done.has(step));
  const extra = completedSteps.filter((step) => !REQUIRED_STEPS.includes(step)).length;
  return {
    completedSteps,
    missingSteps,
    isEnough: REQUIRED_STEPS.every((step) => done.has(step)) && extra >= MIN_EXTRA_STEPS,
  };
}

export interface PreferenceTarget {
  dimension: number;
  target: number;
  weight: number;
}

/** A person turned into vectors that line up with the job model. */
export interface Person {
  readonly input: RecommendationInput;
  /** Normalised weight per step; 0 for a step left out. */
  readonly weights: Readonly<Record<Step, number>>;
  readonly interest: Float64Array | null;
  readonly value: Float64Array | null;
  /** The person's value scores scaled to sum to 1 (for how much of them a job offers). */
  readonly valueShares: Float64Array | null;
  readonly strength: Float64Array | null;
  readonly trait: Float64Array | null;
  /** 1 where the person has/wants the knowledge or skill, by `model.elements` index. */
  readonly kskill: Uint8Array | null;
  readonly preferences: readonly PreferenceTarget[];
  readonly maxJobZone: number | null;
  /** The schedule answer's score when it states a wish for regular hours (> 0), else null. */
  readonly regularSchedule: number | null;
  readonly hasPreferences: boolean;
  readonly industries: ReadonlySet<IndustryId>;
  /** Physical conditions the person finds uncomfortable, with how much (1 or 2). */
  readonly discomfort: ReadonlyArray<{ key: PhysicalKey; index: number; factor: number }>;
  /** The value cards chosen, each with where its offer is read from and its rank weight; null without cards. */
  readonly valueCards: ReadonlyArray<ValueCard> | null;
  /** The interest cards chosen, each with its Basic Interests (`model.basicIds` indices) and rank weight; null without cards. */
  readonly subjectCards: ReadonlyArray<SubjectCard> | null;
  /** The rank weights of all interest cards chosen (what a subject's share is a share of). */
  readonly subjectTotal: number;
  /** The person's own words, normalised, with the Basic Interests (indices) their words name. */
  readonly words: ReadonlyArray<PersonWords>;
  /** Every Basic Interest (index) the person's own words name. */
  readonly wordsBasics: ReadonlySet<number>;
}

interface ValueCard {
  card: ChosenCard;
  source: CardSource;
  weight: number;
}

interface SubjectCard {
  basics: readonly number[];
  weight: number;
}

interface PersonWords {
  step: 'value' | 'interest' | 'strength';
  text: string;
  phrase: Phrase;
  basics: readonly number[];
}

function profile(width: number, fill: (vector: Float64Array) => void): Float64Array | null {
  const vector = new Float64Array(width);
  fill(vector);
  return centreAndNormalise(vector, 0, width) ? vector : null;
}

function interestVector(input: RecommendationInput): Float64Array | null {
  const part = input.interest;
  if (!part) return null;
  return profile(RIASEC_ORDER.length, (v) => {
    RIASEC_ORDER.forEach((letter, k) => {
      v[k] = part.scores[letter] ?? 0;
    });
  });
}

function valueVector(input: RecommendationInput): Float64Array | null {
  const part = input.value;
  if (!part) return null;
  return profile(WORK_VALUE_IDS.length, (v) => {
    WORK_VALUE_IDS.forEach((id, k) => {
      v[k] = part.scores[id] ?? 0;
    });
  });
}

function valueShares(input: RecommendationInput): Float64Array | null {
  const scores = WORK_VALUE_IDS.map((id) => Math.max(input.value?.scores[id] ?? 0, 0));
  const total = scores.reduce((sum, x) => sum + x, 0);
  return total > 0 ? Float64Array.from(scores, (x) => x / total) : null;
}

/** Strength cards per work style: a chosen card counts 1, a priority card more. */
function strengthWeights(input: RecommendationInput): Map<string, number> {
  const weights = new Map<string, number>();
  for (const card of input.strength?.cards ?? []) {
    if (!card.workStyle) continue;
    const bonus = card.rank ? (PRIORITY_BONUS[card.rank - 1] ?? 0) : 0;
    weights.set(card.workStyle, (weights.get(card.workStyle) ?? 0) + 1 + bonus);
  }
  return weights;
}

function strengthVector(model: JobModel, input: RecommendationInput): Float64Array | null {
  const weights = strengthWeights(input);
  if (weights.size === 0) return null;
  return profile(WORK_STYLE_IDS.length, (v) => {
    WORK_STYLE_IDS.forEach((id, k) => {
      v[k] = (weights.get(id) ?? 0) * (1 - (model.styleCommonness[k] ?? 0));
    });
  });
}

/**
 * `vector` (centred, length 1) without its component along the unit vector `direction` (the
 * profile everyone shares, weights.ts `COMMON_TOP`), centred and scaled to length 1 again; null
 * when nothing is left.
 */
function withoutCommon(vector: Float64Array | null, direction: Float64Array): Float64Array | null {
  if (!vector) return null;
  let dot = 0;
  for (let k = 0; k < vector.length; k++) dot += (vector[k] ?? 0) * (direction[k] ?? 0);
  const rest = Float64Array.from(vector, (x, k) => x - dot * (direction[k] ?? 0));
  return centreAndNormalise(rest, 0, rest.length) ? rest : null;
}

function traitVector(input: RecommendationInput): Float64Array | null {
  const part = input.trait;
  if (!part) return null;
  const known = WORK_STYLE_IDS.map((id) => part.workStyles[id]).filter((x): x is number => x !== undefined);
  if (known.length === 0) return null;
  const mean = known.reduce((sum, x) => sum + x, 0) / known.length;
  // Only strengths the person also confirmed as a step count (the strength step may be undone).
  const boosts = input.completedSteps.includes('strength') ? strengthWeights(input) : new Map<string, number>();
  return profile(WORK_STYLE_IDS.length, (v) => {
    WORK_STYLE_IDS.forEach((id, k) => {
      v[k] = (part.workStyles[id] ?? mean) + (boosts.has(id) ? STRENGTH_TRAIT_BOOST : 0);
    });
  });
}

function kskillMask(model: JobModel, input: RecommendationInput): Uint8Array | null {
  const part = input.kskill;
  if (!part) return null;
  const mask = new Uint8Array(model.elements.length);
  let count = 0;
  for (const id of [...part.knowledge, ...part.skills]) {
    const index = model.elementIndex.get(id);
    if (index !== undefined && mask[index] === 0) {
      mask[index] = 1;
      count++;
    }
  }
  return count > 0 ? mask : null;
}

function preferenceTargets(input: RecommendationInput): PreferenceTarget[] {
  const answers = input.jpref?.preferences ?? {};
  return PREFERENCE_DIMENSIONS.flatMap((preference, dimension) => {
    const score = answers[preference.question];
    if (typeof score !== 'number') return [];
    const weight = preferenceWeight(preference.dimension, score, PREFERENCE_WEIGHTS[preference.question] ?? 1);
    return weight > 0 ? [{ dimension, target: score, weight }] : [];
  });
}

function valueCardsOf(input: RecommendationInput): ValueCard[] | null {
  const cards = input.value?.cards ?? [];
  const list = cards.flatMap((card) =>
    card.workValue ? [{ card, source: cardSource(card.id, card.workValue), weight: cardRankWeight(card.rank) }] : [],
  );
  return list.length > 0 ? list : null;
}

function subjectCardsOf(model: JobModel, input: RecommendationInput): { cards: SubjectCard[] | null; total: number } {
  const chosen = input.interest?.cards ?? [];
  if (chosen.length === 0 || model.basicIds.length === 0) return { cards: null, total: 0 };
  const index = new Map(model.basicIds.map((id, k) => [id, k]));
  const cards = chosen.map((card) => ({
    basics: (card.basicInterests ?? []).flatMap((id) => index.get(id) ?? []),
    weight: cardRankWeight(card.rank),
  }));
  const total = cards.reduce((sum, card) => sum + card.weight, 0);
  return cards.some((card) => card.basics.length > 0) ? { cards, total } : { cards: null, total: 0 };
}

function personWords(model: JobModel, input: RecommendationInput): PersonWords[] {
  return (input.words ?? []).flatMap(({ step, text }) => {
    const phrase = readPhrase(text);
    if (phrase.normalised.length < 2) return [];
    return [{ step, text, phrase, basics: subjectsNamed(model, phrase) }];
  });
}

/** The Basic Interests (model indices) whose everyday words the phrase holds (phrases.ts). */
export function subjectsNamed(model: JobModel, phrase: Phrase): number[] {
  const named = model.basicWords.flatMap((words, k) =>
    words.some((word) => namesSubjectWord(phrase, word)) ? [k] : [],
  );
  // "페이드컷 영상 보기", "게임 영상 보기": the video is how the person watches another subject, not
  // an interest in making videos; the other subject stands alone.
  const media = model.basicIds.indexOf(MEDIA_SUBJECT);
  if (named.length > 1 && named.includes(media) && WATCHING_VIDEOS.test(phrase.normalised))
    return named.filter((k) => k !== media);
  return named;
}

/** O*NET's Basic Interest Media Production (영상·미디어). */
const MEDIA_SUBJECT = '1.B.3.w';
/** Watching videos (the phrase normalised: no spaces): 영상 보기, 유튜브 시청, 브이로그 봐요 … */
const WATCHING_VIDEOS = /(영상|유튜브|브이로그|동영상)(을|를)?(보기|보는|봐|봄|시청)/;

export function preparePerson(model: JobModel, input: RecommendationInput): Person {
  const done = new Set(input.completedSteps);
  const use = <T>(step: Step, make: () => T | null): T | null => (done.has(step) ? make() : null);

  const interest = use('interest', () => interestVector(input));
  const value = use('value', () => valueVector(input));
  const shares = value ? valueShares(input) : null;
  const strength = use('strength', () => strengthVector(model, input));
  const trait = use('trt-phys-cond', () => withoutCommon(traitVector(input), model.styleCommon));
  const kskill = use('kskill', () => kskillMask(model, input));
  const jprefDone = done.has('jpref') && input.jpref !== undefined;
  const preferences = jprefDone ? preferenceTargets(input) : [];
  const maxJobZone = jprefDone ? (input.jpref?.maxJobZone ?? null) : null;
  const schedule = jprefDone ? input.jpref?.preferences[SCHEDULE_QUESTION] : undefined;
  const regularSchedule = typeof schedule === 'number' && schedule > 0 ? schedule : null;
  const hasPreferences = preferences.length > 0 || maxJobZone !== null || regularSchedule !== null;

  const active: Record<Step, boolean> = {
    interest: interest !== null,
    value: value !== null && shares !== null,
    strength: strength !== null,
    'trt-phys-cond': trait !== null,
    kskill: kskill !== null,
    jpref: hasPreferences,
  };
  const total = SCORED_STEPS.reduce((sum, step) => sum + (active[step] ? STEP_WEIGHTS[step] : 0), 0);
  const weights = Object.fromEntries(
    SCORED_STEPS.map((step) => [step, active[step] && total > 0 ? STEP_WEIGHTS[step] / total : 0]),
  ) as Record<Step, number>;

  const comfort = done.has('trt-phys-cond') ? (input.trait?.physicalComfort ?? {}) : {};
  const discomfort = PHYSICAL_KEYS.flatMap((key, index) => {
    const level = comfort[key];
    if (level === undefined || level > PHYSICAL_COMFORT_THRESHOLD) return [];
    // Likert 1 (comfort 0) counts twice as much as Likert 2 (comfort 0.25).
    return [{ key, index, factor: level <= PHYSICAL_COMFORT_THRESHOLD / 2 ? 2 : 1 }];
  });

  const subjects = done.has('interest') ? subjectCardsOf(model, input) : { cards: null, total: 0 };
  const words = personWords(model, input);
  return {
    input,
    valueCards: value ? valueCardsOf(input) : null,
    subjectCards: subjects.cards,
    subjectTotal: subjects.total,
    words,
    wordsBasics: new Set(words.flatMap((w) => w.basics)),
    weights,
    interest,
    value,
    valueShares: shares,
    strength,
    trait,
    kskill,
    preferences,
    maxJobZone,
    regularSchedule,
    hasPreferences,
    industries: new Set(jprefDone ? (input.jpref?.industries ?? []) : []),
    discomfort,
  };
}

function shapeSimilarity(person: Float64Array | null, jobs: Float64Array, job: number): number {
  if (!person) return 0;
  const width = person.length;
  const offset = job * width;
  let r = 0;
  for (let k = 0; k < width; k++) r += (person[k] ?? 0) * (jobs[offset + k] ?? 0);
  return (1 + r) / 2;
}

/**
 * Values: the fit between what the person values and what the job offers, in two halves. The
 * shape: the correlation of the person's value scores with where the job stands out among
 * catalog jobs (z-scores). The offer: how much more the job offers of what the person values
 * than of values in general (the person's value shares × the job's percentile per value, less
 * the job's own mean percentile), 0.5 when it offers what they value as much as anything else.
 * How much of everything a job offers does not count: a job rated high on every value (판사)
 * is no better a fit for it, so the step carries no prestige (before, half the step was the
 * uncentred offer, worth about 9 points to 판사 and 0.5 to 도배사 whatever the person valued).
 */
function valueSimilarity(model: JobModel, person: Person, job: number): number {
  const shares = person.valueShares;
  if (!person.value || !shares) return 0;
  const shape = shapeSimilarity(person.value, model.value, job);
  const width = shares.length;
  let mean = 0;
  for (let k = 0; k < width; k++) mean += model.valueLevel[job * width + k] ?? 0;
  mean /= width;
  const cards = VALUE_CARDS_IN_SCORE && person.valueCards ? cardOffer(model, person.valueCards, job, mean) : null;
  if (cards !== null) return Math.min(1, Math.max(0, VALUE_SHAPE_SHARE * shape + (1 - VALUE_SHAPE_SHARE) * cards));
  let offered = 0;
  for (let k = 0; k < width; k++) offered += (shares[k] ?? 0) * ((model.valueLevel[job * width + k] ?? 0) - mean);
  return Math.min(1, Math.max(0, VALUE_SHAPE_SHARE * shape + (1 - VALUE_SHAPE_SHARE) * (0.5 + offered)));
}

const STYLE_COUNT = WORK_STYLE_IDS.length;

/**
 * How much a job offers for one value card, 0–1, or null when nothing trustworthy says
 * (value-cards.ts). A card read from a work value is centred on the job's own mean value level,
 * as before cards were scored one by one, so a job rated high on every value gains nothing
 * whatever was chosen; a card read from a work style is that style's percentile among the jobs.
 */
export function cardOfferOf(model: JobModel, source: CardSource, job: number, jobMean = jobValueMean(model, job)) {
  const valueLevel = (id: string) =>
    0.5 + (model.valueLevel[job * WORK_VALUE_IDS.length + WORK_VALUE_IDS.indexOf(id as never)] ?? 0) - jobMean;
  const styleLevel = (id: string) => model.styleLevel[job * STYLE_COUNT + WORK_STYLE_IDS.indexOf(id)] ?? 0.5;
  switch (source.kind) {
    case 'value':
      return valueLevel(source.id);
    case 'style':
      return source.invert ? 1 - styleLevel(source.id) : styleLevel(source.id);
    case 'blend':
      return (valueLevel(source.value) + styleLevel(source.style)) / 2;
    case 'pay':
      return null;
    case 'security':
      return model.jobs[job]?.security?.offer ?? null;
  }
}

function jobValueMean(model: JobModel, job: number): number {
  let mean = 0;
  for (let k = 0; k < WORK_VALUE_IDS.length; k++) mean += model.valueLevel[job * WORK_VALUE_IDS.length + k] ?? 0;
  return mean / WORK_VALUE_IDS.length;
}

/** The rank-weighted mean offer of the cards something is known about; null when none is. */
function cardOffer(model: JobModel, cards: readonly ValueCard[], job: number, jobMean: number): number | null {
  let sum = 0;
  let weight = 0;
  for (const card of cards) {
    const offer = cardOfferOf(model, card.source, job, jobMean);
    if (offer === null) continue;
    sum += card.weight * offer;
    weight += card.weight;
  }
  return weight > 0 ? sum / weight : null;
}

/**
 * How much the job is about what the person chose, 0–1 (0 without interest cards): for each of
 * the job's Basic Interests that the person's own words also name, the share of their interest
 * cards (by rank weight) that name it, counted from `SUBJECT_SHARE_FROM` and full at
 * `SUBJECT_SHARE_FULL`; the job's best such subject counts (weights.ts says why both must agree).
 */
function subjectFit(model: JobModel, person: Person, job: number): number {
  let best = 0;
  for (const k of model.jobBasics[job] ?? []) {
    const share = Math.max(cardShare(person, k), wordsSubjectShare(person, k));
    best = Math.max(best, (share - SUBJECT_SHARE_FROM) / (SUBJECT_SHARE_FULL - SUBJECT_SHARE_FROM));
  }
  return Math.min(1, Math.max(0, best));
}

/** The share of the interest cards (by rank weight) about subject `k`, when the person's own words name it too; else 0. */
function cardShare(person: Person, k: number): number {
  const cards = person.subjectCards;
  if (!cards || person.subjectTotal <= 0 || !person.wordsBasics.has(k)) return 0;
  let sum = 0;
  for (const card of cards) if (card.basics.includes(k)) sum += card.weight;
  return sum / person.subjectTotal;
}

/**
 * The share of the phrases written on the interest page that name subject `k`, when at least
 * `SUBJECT_WORDS_MIN_PHRASES` of them do (weights.ts: two phrases of one's own agree with each
 * other as a card and a phrase do); else 0.
 */
export function wordsSubjectShare(person: Person, k: number): number {
  const phrases = person.words.filter((words) => words.step === 'interest');
  const naming = phrases.filter((words) => words.basics.includes(k)).length;
  return naming >= SUBJECT_WORDS_MIN_PHRASES ? naming / phrases.length : 0;
}

function subjectBonus(model: JobModel, person: Person, job: number): number {
  const fit = subjectFit(model, person, job);
  if (fit <= 0) return 0;
  const typeShortfall = 100 * person.weights.interest * (1 - stepSimilarity(model, person, job, 'interest'));
  return fit * (SUBJECT_POINTS + SUBJECT_TYPE_RECOVERY * typeShortfall);
}

export interface WordsMatch {
  /** The page the words were written on. */
  step: 'value' | 'interest' | 'strength';
  /** The person's words as written. */
  text: string;
  /** 'job': a name, other name or search word of the job; 'subject': a word of one of its subjects. */
  via: 'job' | 'subject';
  /** The subject's Korean label when `via` is 'subject'. */
  subject: string | null;
}

/** The person's own words that name the job or one of its subjects, each once. */
export function wordsMatches(model: JobModel, person: Person, job: number): WordsMatch[] {
  const matches: WordsMatch[] = [];
  const vocabulary = model.vocabulary[job] ?? [];
  const basics = model.jobBasics[job] ?? [];
  for (const words of person.words) {
    if (vocabulary.some((term) => namesJobTerm(words.phrase, term))) {
      matches.push({ step: words.step, text: words.text, via: 'job', subject: null });
      continue;
    }
    const shared = words.basics.find((k) => basics.includes(k));
    if (shared !== undefined)
      matches.push({ step: words.step, text: words.text, via: 'subject', subject: model.basicLabels[shared] ?? null });
  }
  return matches;
}

/**
 * Words that name the job count `WORDS_DIRECT_POINTS` each; words that only name one of its
 * subjects count `WORDS_SUBJECT_POINTS` each up to `WORDS_SUBJECT_MAX_POINTS` (many jobs share a
 * subject: "촬영", "편집" and "영상" name 방송작가's subject as much as 영상 크리에이터's, and
 * summed they reached the cap that "유튜버", the job's own name, reached); at most `WORDS_MAX_POINTS`.
 */
function wordsBonus(model: JobModel, person: Person, job: number): number {
  if (person.words.length === 0) return 0;
  const matches = wordsMatches(model, person, job);
  const direct = matches.filter((match) => match.via === 'job').length;
  const subject = Math.min((matches.length - direct) * WORDS_SUBJECT_POINTS, WORDS_SUBJECT_MAX_POINTS);
  return Math.min(direct * WORDS_DIRECT_POINTS + subject, WORDS_MAX_POINTS);
}

/**
 * Share of the job's needs (by importance) the person has or wants, in 0–1; a need nearly every
 * job's people name covers only its uncommon part (weights.ts `COMMON_TOP`): naming it tells
 * little about which job fits, but the job needs it in full.
 */
export function kskillCoverage(model: JobModel, person: Person, job: number): number {
  const mask = person.kskill;
  if (!mask) return 0;
  let covered = 0;
  for (let k = 0; k < NEEDS_PER_JOB; k++) {
    const element = model.needs[job * NEEDS_PER_JOB + k] ?? -1;
    if (element >= 0 && mask[element] === 1)
      covered += (model.needWeights[job * NEEDS_PER_JOB + k] ?? 0) * (1 - (model.elementCommonness[element] ?? 0));
  }
  const total = model.needTotals[job] ?? 0;
  return total > 0 ? covered / total : 0;
}

/**
 * Knowledge and skills: concave in the coverage, so a little coverage already counts and every
 * further need covered still adds (no cap: two candidates that cover 70 % and 95 % of what a
 * job needs stay apart).
 */
export function kskillSimilarity(coverage: number): number {
  const c = Math.min(1, Math.max(0, coverage));
  return 1 - (1 - c) ** KSKILL_CURVE;
}

const EDUCATION_WEIGHT = PREFERENCE_WEIGHTS[EDUCATION_QUESTION] ?? 1;
const SCHEDULE_WEIGHT = PREFERENCE_WEIGHTS[SCHEDULE_QUESTION] ?? 1;

/** The preference weights of education and schedule, for reasons that explain them. */
export const FIXED_PREFERENCE_WEIGHTS = { education: EDUCATION_WEIGHT, schedule: SCHEDULE_WEIGHT } as const;

export function educationFit(jobZone: number, maxJobZone: number): number {
  if (jobZone <= maxJobZone) return 1;
  return jobZone === maxJobZone + 1 ? JOB_ZONE_ONE_OVER_FIT : 0;
}

/** 1 when no night or shift work is expected, less the more there is and the more regular hours matter. */
export function scheduleFit(nightShiftLevel: number, regularWish: number): number {
  return 1 - regularWish * (nightShiftLevel / 3);
}

const NIGHT_SHIFT = PHYSICAL_KEYS.indexOf('nightShift');

/** How well the job meets one answered preference (preferences.ts `preferenceFit`); null when nothing is known. */
export function answerFit(model: JobModel, preference: PreferenceTarget, job: number): number | null {
  const dimension = PREFERENCE_DIMENSIONS[preference.dimension]?.dimension;
  const level = model.preferenceLevels[job * PREFERENCE_DIMENSIONS.length + preference.dimension] ?? 0.5;
  return dimension ? preferenceFit(dimension, preference.target, level) : null;
}

function preferenceSimilarity(model: JobModel, person: Person, job: number): number {
  let sum = 0;
  let weight = 0;
  for (const preference of person.preferences) {
    const fit = answerFit(model, preference, job);
    if (fit === null) continue;
    sum += preference.weight * fit;
    weight += preference.weight;
  }
  const level = model.preparationLevel[job] ?? 0;
  if (person.maxJobZone !== null && level > 0) {
    sum += EDUCATION_WEIGHT * educationFit(level, person.maxJobZone);
    weight += EDUCATION_WEIGHT;
  }
  if (person.regularSchedule !== null) {
    const night = model.physical[job * PHYSICAL_KEYS.length + NIGHT_SHIFT] ?? 0;
    sum += SCHEDULE_WEIGHT * scheduleFit(night, person.regularSchedule);
    weight += SCHEDULE_WEIGHT;
  }
  return weight > 0 ? sum / weight : 0;
}

/** The similarity (0–1) of one step for one job; 0 for a step the person left out. */
export function stepSimilarity(model: JobModel, person: Person, job: number, step: Step): number {
  switch (step) {
    case 'interest':
      return shapeSimilarity(person.interest, model.interest, job);
    case 'value':
      return valueSimilarity(model, person, job);
    case 'strength':
      return shapeSimilarity(person.strength, model.style, job);
    case 'trt-phys-cond':
      return shapeSimilarity(person.trait, model.style, job);
    case 'kskill':
      return person.kskill ? kskillSimilarity(kskillCoverage(model, person, job)) : 0;
    case 'jpref':
      return person.hasPreferences ? preferenceSimilarity(model, person, job) : 0;
  }
}

interface PhysicalPenalty {
  key: PhysicalKey;
  level: number;
  points: number;
}

/** The physical watch-outs of a job for the person, each with the points it costs (capped in all). */
function physicalPenalties(model: JobModel, person: Person, job: number): PhysicalPenalty[] {
  const penalties: PhysicalPenalty[] = [];
  let budget = PHYSICAL_MAX_PENALTY;
  for (const { key, index, factor } of person.discomfort) {
    const level = model.physical[job * PHYSICAL_KEYS.length + index] ?? 0;
    if (level < PHYSICAL_LEVEL_THRESHOLD || budget <= 0) continue;
    const points = Math.min(budget, PHYSICAL_POINTS * factor * (level - PHYSICAL_LEVEL_THRESHOLD + 1));
    budget -= points;
    penalties.push({ key, level, points });
  }
  return penalties;
}

function physicalPenaltyPoints(model: JobModel, person: Person, job: number): number {
  let total = 0;
  for (const { index, factor } of person.discomfort) {
    const level = model.physical[job * PHYSICAL_KEYS.length + index] ?? 0;
    if (level >= PHYSICAL_LEVEL_THRESHOLD) total += PHYSICAL_POINTS * factor * (level - PHYSICAL_LEVEL_THRESHOLD + 1);
  }
  return Math.min(total, PHYSICAL_MAX_PENALTY);
}

function industryBonus(model: JobModel, person: Person, job: number): number {
  const industry = model.jobs[job]?.industry;
  return industry !== undefined && person.industries.has(industry) ? INDUSTRY_BONUS_POINTS : 0;
}

/**
 * Whether the preparation rule would put the job behind the rest: its preparation is
 * `PREPARATION_FAR_ZONES` or more above what the person plans. Someone open to a long preparation
 * ('상관없어요' on jp-education: no limit) is never affected.
 */
function preparationFar(model: JobModel, person: Person, job: number): boolean {
  const level = model.preparationLevel[job] ?? 0;
  if (person.maxJobZone === null || level === 0) return false;
  // The Korean facts' education is what people usually have ('보통 대졸'), not a bar: only a
  // licence the job requires makes its preparation one (its exam asks for that schooling or at
  // least its own study). Without it, the usual schooling lowers the preference fit and is said
  // as a difference, but does not push the job behind the rest.
  const preparation = model.jobs[job]?.preparation;
  if (preparation && preparation.licences.length === 0) return false;
  return level - person.maxJobZone >= PREPARATION_FAR_ZONES;
}

/** Whether the person's own words name the job itself (its name, other names, search or work words). */
function namedByWords(model: JobModel, person: Person, job: number): boolean {
  return person.words.length > 0 && wordsMatches(model, person, job).some((match) => match.via === 'job');
}

/**
 * The preparation rule: a job far above the preparation the person plans loses
 * `PREPARATION_FAR_POINTS`, so it comes after the jobs that fit their plans; unless the person's
 * own words name the job. A student of a maritime high school who writes "선박 조종" and plans
 * high school only still asks for 항해사 (whose facts say 보통 대졸, while its way in names the
 * 해사고 route): a counsellor would show the job with what it takes, not bury it. The longer
 * preparation is still said as a gap, and still lowers the preference fit.
 */
function preparationRule(model: JobModel, person: Person, job: number): PreparationOutcome {
  if (!preparationFar(model, person, job)) return FITS_PLANS;
  return namedByWords(model, person, job) ? NAMED_BY_WORDS : PUT_BEHIND;
}

interface PreparationOutcome {
  points: number;
  waived: boolean;
}
const FITS_PLANS: PreparationOutcome = { points: 0, waived: false };
const PUT_BEHIND: PreparationOutcome = { points: PREPARATION_FAR_POINTS, waived: false };
const NAMED_BY_WORDS: PreparationOutcome = { points: 0, waived: true };

function preparationPenalty(model: JobModel, person: Person, job: number): number {
  return preparationRule(model, person, job).points;
}

/** The fit score (0–100, unrounded) of one job. */
export function fitScore(model: JobModel, person: Person, job: number): number {
  let total = 0;
  for (const step of SCORED_STEPS) {
    const weight = person.weights[step];
    if (weight > 0) total += weight * stepSimilarity(model, person, job, step);
  }
  const score =
    100 * total +
    industryBonus(model, person, job) +
    subjectBonus(model, person, job) +
    wordsBonus(model, person, job) -
    physicalPenaltyPoints(model, person, job) -
    preparationPenalty(model, person, job) +
    (model.crowding[job] ?? 0);
  return Math.min(100, Math.max(0, score));
}

/** One step's share of a job's score, for reasons. */
interface StepContribution {
  step: Step;
  similarity: number;
  /** Points this step adds to the score (its normalised weight × similarity × 100). */
  points: number;
}

export interface JobBreakdown {
  score: number;
  steps: StepContribution[];
  industryBonus: number;
  /** Points for how much the job is about the subjects of the interest cards chosen. */
  subject: number;
  /** Points for the person's own words that name the job or its subjects. */
  words: number;
  penalties: PhysicalPenalty[];
  /** Points the preparation rule takes (0 when the job fits the person's plans). */
  preparation: number;
  /** The preparation is far above the person's plans, but their own words name the job: no points taken. */
  preparationWaived: boolean;
  /** Points the catalog's crowding correction adds (negative) or gives back (see crowding.ts). */
  crowding: number;
}

export function breakdown(model: JobModel, person: Person, job: number): JobBreakdown {
  const preparation = preparationRule(model, person, job);
  const steps = SCORED_STEPS.filter((step) => person.weights[step] > 0).map((step) => {
    const similarity = stepSimilarity(model, person, job, step);
    return { step, similarity, points: 100 * person.weights[step] * similarity };
  });
  return {
    score: fitScore(model, person, job),
    steps,
    industryBonus: industryBonus(model, person, job),
    subject: subjectBonus(model, person, job),
    words: wordsBonus(model, person, job),
    penalties: physicalPenalties(model, person, job),
    preparation: preparation.points,
    preparationWaived: preparation.waived,
    crowding: model.crowding[job] ?? 0,
  };
}

export interface Ranking {
  /** Job indices, best first: always in the order of `rankScore` (ties by name). */
  order: Int32Array;
  /** Fit score per job index (0–100, unrounded). */
  fit: Float64Array;
  /** The score the order uses: fit plus the person's rating adjustment. */
  rankScore: Float64Array;
  /** 1-based rank per job index. */
  rankOf: Int32Array;
  /**
   * Variety picks, best first: jobs of other industries that the diversity rule would bring
   * into the top when one industry fills it. They are shown as their own section, never mixed
   * into the order (which stays in score order).
   */
  variety: Int32Array;
}

/**
 * Scores every job and orders them by fit plus `adjustments` (job index → points, e.g. from
 * ratings), ties by name; the diversity rule names the variety picks of the top.
 */
export function rankJobs(model: JobModel, person: Person, adjustments?: ReadonlyMap<number, number>): Ranking {
  const size = model.size;
  const fit = new Float64Array(size);
  const rankScore = new Float64Array(size);
  for (let job = 0; job < size; job++) {
    const score = fitScore(model, person, job);
    fit[job] = score;
    rankScore[job] = score + (adjustments?.get(job) ?? 0);
  }
  const order = new Int32Array(size);
  for (let job = 0; job < size; job++) order[job] = job;
  const nameOrder = model.nameOrder;
  order.sort((a, b) => (rankScore[b] ?? 0) - (rankScore[a] ?? 0) || (nameOrder[a] ?? 0) - (nameOrder[b] ?? 0));
  const rankOf = new Int32Array(size);
  order.forEach((job, position) => {
    rankOf[job] = position + 1;
  });
  const diverse = diversify(order, rankScore, (job) => model.jobs[job]?.industry ?? '').subarray(0, DIVERSITY_TOP);
  const variety = diverse
    .filter((job) => (rankOf[job] ?? 0) > DIVERSITY_TOP)
    .sort((a, b) => (rankOf[a] ?? 0) - (rankOf[b] ?? 0));
  return { order, fit, rankScore, rankOf, variety };
}

export interface DiversityOptions {
  top: number;
  maxPerIndustry: number;
  closePoints: number;
}

const DIVERSITY: DiversityOptions = {
  top: DIVERSITY_TOP,
  maxPerIndustry: DIVERSITY_MAX_PER_INDUSTRY,
  closePoints: DIVERSITY_CLOSE_POINTS,
};

/**
 * The diversity rule (it picks the variety section, see `Ranking.variety`): filling the top places in order, a job whose industry already has
 * `maxPerIndustry` places gives its place to the next job of a less represented industry, if
 * that job scores within `closePoints` of it; otherwise it keeps its place (fit comes first).
 * Jobs that gave way follow right after the top, in their order. `sorted` is best first.
 */
export function diversify(
  sorted: Int32Array,
  score: Float64Array,
  industryOf: (job: number) => string,
  options: DiversityOptions = DIVERSITY,
): Int32Array {
  const remaining = Array.from(sorted);
  const top: number[] = [];
  const counts = new Map<string, number>();
  const take = (position: number) => {
    const [job] = remaining.splice(position, 1);
    if (job === undefined) return;
    top.push(job);
    const industry = industryOf(job);
    counts.set(industry, (counts.get(industry) ?? 0) + 1);
  };
  while (top.length < options.top && remaining.length > 0) {
    const next = remaining[0] ?? 0;
    if ((counts.get(industryOf(next)) ?? 0) < options.maxPerIndustry) {
      take(0);
      continue;
    }
    const floor = (score[next] ?? 0) - options.closePoints;
    let alternative = 0;
    // `remaining` is best first: past the first job below the floor, none can qualify.
    for (let position = 1; position < remaining.length; position++) {
      const job = remaining[position] ?? 0;
      if ((score[job] ?? 0) < floor) break;
      if ((counts.get(industryOf(job)) ?? 0) < options.maxPerIndustry) {
        alternative = position;
        break;
      }
    }
    take(alternative);
  }
  return Int32Array.from([...top, ...remaining]);
}
