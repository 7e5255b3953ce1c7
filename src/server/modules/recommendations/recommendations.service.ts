import { josa } from 'es-hangul';
import { STEPS } from '../../../shared/contracts/assessments';
import type {
  FitLevel,
  JobRating,
  JobRecDetailResponse,
  JobRecListResponse,
  JobRecQuery,
  MyRating,
  RatingBody,
  Recommendation,
  RecommendationMeta,
  RecommendationReason,
} from '../../../shared/contracts/recommendations';
import {
  jobRecDetailResponseSchema,
  jobRecListResponseSchema,
  RATING_REASONS,
  type RatingReason,
} from '../../../shared/contracts/recommendations';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getAssessments, type ImportSteps, profileOfAnswers } from '../assessments/assessments.service';
import { degreeLength } from '../jobs/degree-length';
import {
  createNearestJobsFinder,
  findJobSummary,
  getJobCatalog,
  JOB_NOT_FOUND_MESSAGE,
  type JobCatalog,
  type NearestJobsFinder,
} from '../jobs/jobs.service';
import { withCrowding } from './crowding';
import { type Person, preparePerson, type Ranking, rankJobs, type StepStatus, stepStatus } from './engine';
import { buildJobModel, type JobModel, type JobProfile } from './job-model';
import { MISSING_STEP_UNKNOWNS } from './labels';
import { UNMATCHED_PREFERENCES } from './preferences';
import { cardSortPartsOf, inputFromProfile, loadRecommendationInput } from './profile-input';
import { type RatingEffects, ratingEffectReasons, ratingEffects } from './rating-effects';
import { type ReasonLabels, reasonsFor } from './reasons';
import { INPUT_CHANGE_CHANNEL, RecommendationMemory } from './recommendation-memory';
import {
  deleteRatingRow,
  listInputVersions,
  listRatingRows,
  type RatingRow,
  upsertRating,
} from './recommendations.queries';
import { normaliseWords, readBasicInterests } from './subjects';
import { securityOf } from './value-cards';
import { FIT_THRESHOLDS, PREPARATION_FROM_KOREAN_FACTS, STEP_WEIGHTS } from './weights';
import { readWorkWords } from './work-words';

/** A visitor's preview has no ratings (they need an account). */
const NO_RATING_EFFECTS: RatingEffects = { adjustments: new Map(), related: new Map() };

/**
 * Job recommendations for a person: their scored steps (through the assessments service) against
 * the job model, re-ranked by their ratings. Reads only; ratings are the one thing stored here.
 * What is computed for a person, and the answers serialised from it, are remembered until their
 * input changes (recommendation-memory.ts).
 */

/** Everything built once at start-up from the catalog. */
export interface RecommendationContext {
  catalog: JobCatalog;
  model: JobModel;
  labels: ReasonLabels;
  /** Job id → index in the model. */
  indexOf: ReadonlyMap<string, number>;
  /** For a name the catalog does not have: the nearest catalog jobs. */
  nearestJobs: NearestJobsFinder;
}

const EDUCATION_LEVELS: Readonly<Record<string, number>> = {
  '학력 무관': 1,
  고졸: 2,
  전문대졸: 3,
  대졸: 4,
  대학원졸: 5,
};

/**
 * A catalog job with what the engine reads from its Korean facts and subjects: the preparation
 * its facts name (the usual schooling and the licences it requires), whether the law protects its
 * status, its other names, search words and work words, and its Basic Interests. The level is the
 * schooling alone: until 2026-11-29 a licence raised a job open to anyone to 고졸 ("its exam asks study"),
 * so 지게차 운전원 and 택배 기사 told a student planning a short training that they "may need
 * longer", which their facts do not say (a fresh panel student, p95, showed it; the facts hold no
 * preparation time for a licence).
 */
function jobProfileOf(catalog: JobCatalog, job: JobCatalog['jobs'][number]): JobProfile {
  const facts = catalog.koreaFacts.get(job.id);
  const subjects = readBasicInterests().jobs[job.name]?.basicInterests ?? [];
  const workWords = readWorkWords().words[job.name] ?? [];
  if (!facts)
    return {
      ...job,
      basicInterests: subjects,
      workWords,
      security: null,
      ...(PREPARATION_FROM_KOREAN_FACTS ? { preparation: null } : {}),
    };
  const licences = facts.certificates.filter((c) => c.required).map((c) => c.name);
  // A six-year degree (고등교육법 시행령) takes as long as a degree and a master's: the level of 대학원졸.
  const degree = degreeLength(job.name);
  const level = (degree && degree.years > 4 ? EDUCATION_LEVELS.대학원졸 : EDUCATION_LEVELS[facts.education]) ?? 0;
  const education = degree ? `${degree.years}년제 ${facts.education}` : facts.education;
  return {
    ...job,
    basicInterests: subjects,
    ...(PREPARATION_FROM_KOREAN_FACTS
      ? {
          preparation: level > 0 ? { level, education, licences } : null,
        }
      : {}),
    security: securityOf(facts, job.name),
    searchWords: facts.searchWords,
    workWords,
  };
}

export function createRecommendationContext(catalog: JobCatalog = getJobCatalog()): RecommendationContext {
  const subjects = new Map(readBasicInterests().basicInterests.map((b) => [b.id, { label: b.label, words: b.words }]));
  const model = withCrowding(
    buildJobModel(
      catalog.jobs.map((job) => jobProfileOf(catalog, job)),
      subjects,
    ),
  );
  return {
    catalog,
    model,
    labels: {
      knowledgeSkill: catalog.knowledgeSkillLabels,
      industry: new Map(catalog.industries.map((industry) => [industry.id, industry.name])),
    },
    indexOf: new Map(model.jobs.map((job, index) => [job.id, index])),
    nearestJobs: createNearestJobsFinder(catalog),
  };
}

function fitLevelOf(score: number): FitLevel {
  if (score >= FIT_THRESHOLDS.veryGood) return '매우 잘 맞아요';
  if (score >= FIT_THRESHOLDS.good) return '잘 맞아요';
  if (score >= FIT_THRESHOLDS.fair) return '어느 정도 맞아요';
  return '덜 맞아요';
}

const unmatchedTopics = UNMATCHED_PREFERENCES.map((p) => p.topic);
const NOTES = {
  general: '검사 답과 직업 자료를 견주어 본 참고용 추천이에요. 정답이 아니니 끌리는 직업은 직접 더 알아보세요.',
  unmatched: `${unmatchedTopics.join(', ')}${josa.pick(unmatchedTopics[unmatchedTopics.length - 1] ?? '', '은/는')} 직업 자료가 없어 추천 점수에 쓰지 않았어요.`,
  crowding:
    '여러 사람에게 두루 조금씩 맞는 직업은 점수를 조금 낮춰요. 누구에게나 무난한 직업보다 나에게 특히 맞는 직업이 먼저 보이도록 하려는 거예요. 얼마나 낮췄는지는 직업마다 "추천 방식"으로 보여 드려요.',
  physical: '신체·환경 조건은 진로의 시간 팀의 추정치라서, 직업을 빼지 않고 확인해 볼 점으로만 알려 드려요.',
  stability:
    '고용 안정성은 공무원의 신분 보장이나 법이 정한 면허처럼 출처가 있는 직업에만 점수에 넣었어요. 자료가 없는 직업은 빼지도 더하지도 않았어요.',
};

function metaOf(status: StepStatus, total: number): RecommendationMeta {
  const notes = [NOTES.general, NOTES.crowding];
  if (status.completedSteps.includes('jpref')) notes.push(NOTES.unmatched, NOTES.stability);
  if (status.completedSteps.includes('trt-phys-cond')) notes.push(NOTES.physical);
  const weightTotal = STEPS.reduce((sum, step) => sum + STEP_WEIGHTS[step], 0);
  return {
    completedSteps: status.completedSteps,
    missingSteps: status.missingSteps,
    enough: status.isEnough,
    isDraft: status.isEnough && status.missingSteps.length > 0,
    coverage: STEPS.map((step) => ({
      step,
      share: STEP_WEIGHTS[step] / weightTotal,
      isComplete: status.completedSteps.includes(step),
    })),
    total,
    notes,
    sharedReasons: [],
  };
}

/** One "아직 모르는 점" per step not yet taken: a draft says what it cannot tell yet. */
function missingStepReasons(status: StepStatus): Recommendation['reasons'] {
  return status.missingSteps.map((step) => ({
    step,
    kind: 'unknown' as const,
    text: MISSING_STEP_UNKNOWNS[step],
    weight: 0,
  }));
}

const isRatingReason = (value: string | null): value is RatingReason =>
  value !== null && (RATING_REASONS as readonly string[]).includes(value);

function myRatingOf(row: RatingRow | undefined): MyRating | null {
  if (!row || (row.rating !== 'up' && row.rating !== 'down')) return null;
  return { rating: row.rating, reason: isRatingReason(row.reason) ? row.reason : null };
}

interface PersonState {
  status: StepStatus;
  ratings: ReadonlyMap<string, RatingRow>;
  scored: { person: Person; ranking: Ranking; effects: RatingEffects } | null;
}

async function loadState(db: Db, context: RecommendationContext, userId: string): Promise<PersonState> {
  const [input, rows] = await Promise.all([loadRecommendationInput(db, userId), listRatingRows(db, userId)]);
  const status = stepStatus(input.completedSteps);
  const ratings = new Map(rows.map((row) => [row.jobId, row]));
  if (!status.isEnough) return { status, ratings, scored: null };
  const person = preparePerson(context.model, input);
  const effects = ratingEffects(context.model, context.indexOf, ratings);
  return {
    status,
    ratings,
    scored: { person, ranking: rankJobs(context.model, person, effects.adjustments), effects },
  };
}

/** What `PersonState`s are remembered in; one per app, see recommendation-memory.ts. */
export type PersonMemory = RecommendationMemory<PersonState>;

/** About the bytes a state holds: its rankings (arrays over every job), plus the person's vectors and ratings. */
function sizeOfState(state: PersonState): number {
  const ranking = state.scored?.ranking;
  const arrays = ranking
    ? ranking.order.byteLength +
      ranking.fit.byteLength +
      ranking.rankScore.byteLength +
      ranking.rankOf.byteLength +
      ranking.variety.byteLength
    : 0;
  return arrays + 2_048;
}

/**
 * The memory of computed recommendations, one per app: told of every change where the database
 * can (PGlite), otherwise reading versions. `close` stops listening.
 */
export async function openPersonMemory(database: Database): Promise<{ memory: PersonMemory; close(): Promise<void> }> {
  const { db, listen } = database;
  if (!listen) {
    const memory = new RecommendationMemory({ readVersions: (ids) => listInputVersions(db, ids) }, sizeOfState);
    return { memory, close: async () => {} };
  }
  const memory: PersonMemory = new RecommendationMemory('told', sizeOfState);
  const close = await listen(INPUT_CHANGE_CHANNEL, (userId) => memory.forget(userId));
  return { memory, close };
}

function currentState(db: Db, context: RecommendationContext, memory: PersonMemory, userId: string) {
  return memory.recall(userId, () => loadState(db, context, userId));
}

/**
 * The rank a person sees: jobs next to each other in the order with the same shown score share
 * the rank of the first of them, so equal scores never read as an order ("3위", "3위").
 */
export function shownRank(ranking: Ranking, index: number): number {
  let position = (ranking.rankOf[index] ?? 1) - 1;
  const shown = (job: number) => Math.round(ranking.rankScore[job] ?? 0);
  const score = shown(index);
  while (position > 0 && shown(ranking.order[position - 1] ?? -1) === score) position--;
  return position + 1;
}

function present(context: RecommendationContext, state: PersonState, index: number): Recommendation {
  const scored = state.scored;
  const job = context.model.jobs[index];
  const summary = job ? context.catalog.summaries.get(job.id) : undefined;
  if (!scored || !job || !summary) throw new Error(`job ${index} cannot be presented`);
  const score = Math.round(scored.ranking.fit[index] ?? 0);
  return {
    job: summary,
    score,
    fitLevel: fitLevelOf(score),
    rank: shownRank(scored.ranking, index),
    reasons: [
      ...reasonsFor(context.model, scored.person, index, context.labels),
      ...ratingEffectReasons(scored.effects.related.get(index)),
      ...missingStepReasons(state.status),
    ],
    myRating: myRatingOf(state.ratings.get(job.id)),
  };
}

function listOf(context: RecommendationContext, state: PersonState, query: JobRecQuery): JobRecListResponse {
  if (!state.scored) return { data: [], meta: metaOf(state.status, 0), variety: [], kept: [] };
  const { ranking } = state.scored;
  const inIndustry = (i: number) => !query.industry || context.model.jobs[i]?.industry === query.industry;
  const matching = Array.from(ranking.order).filter(inIndustry);
  const shown = matching.slice(0, query.limit);
  const inData = new Set(shown);
  const variety = query.industry ? [] : Array.from(ranking.variety);
  // Jobs the person liked stay in view, below the list, without taking a better fit's place in it.
  const kept = matching.filter(
    (i) => !inData.has(i) && state.ratings.get(context.model.jobs[i]?.id ?? '')?.rating === 'up',
  );
  return withSharedReasons({
    data: shown.map((index) => present(context, state, index)),
    meta: metaOf(state.status, matching.length),
    variety: variety.map((index) => present(context, state, index)),
    kept: kept.map((index) => present(context, state, index)),
  });
}

const reasonKey = (reason: RecommendationReason) => `${reason.step} ${reason.kind} ${reason.weight} ${reason.text}`;

/**
 * What is not known about every job listed alike (0 points: a step not taken, a pay card no
 * job's facts speak to) is said once, in `meta.sharedReasons`, not once per job: for a draft
 * these were most of the list's bytes (four steps × 20 jobs), for a full profile the pay card's
 * sentence 22 times. Each job's reasons are its `reasons` and these (the page joins them).
 * Only unknowns with no points move: every reason that carries points stays with its job.
 */
function withSharedReasons(list: JobRecListResponse): JobRecListResponse {
  const items = [...list.data, ...list.variety, ...list.kept];
  if (items.length < 2) return list;
  const [first, ...rest] = items;
  const shared = (first?.reasons ?? []).filter(
    (reason) =>
      reason.kind === 'unknown' &&
      reason.weight === 0 &&
      rest.every((item) => item.reasons.some((other) => reasonKey(other) === reasonKey(reason))),
  );
  if (shared.length === 0) return list;
  const keys = new Set(shared.map(reasonKey));
  const strip = (item: Recommendation): Recommendation => ({
    ...item,
    reasons: item.reasons.filter((reason) => !keys.has(reasonKey(reason))),
  });
  return {
    data: list.data.map(strip),
    meta: { ...list.meta, sharedReasons: shared },
    variety: list.variety.map(strip),
    kept: list.kept.map(strip),
  };
}

/**
 * `GET /api/job-rec`: best first; `data: []` with `meta.enough: false` until enough steps are done.
 * Answers the body serialised, checked against its schema when first computed.
 */
export async function listRecommendations(
  db: Db,
  context: RecommendationContext,
  memory: PersonMemory,
  userId: string,
  query: JobRecQuery,
): Promise<Buffer> {
  const entry = await currentState(db, context, memory, userId);
  const key = `list ${query.industry ?? '*'} ${query.limit}`;
  return memory.answer(entry, key, jobRecListResponseSchema, () => listOf(context, entry.state, query));
}

/**
 * `POST /api/job-rec/preview`: the list for answers a visitor keeps in the browser, computed
 * from them alone and stored nowhere (no ratings: those need an account). The same answers
 * give the same list as they will once imported into an account.
 */
export function previewRecommendations(
  context: RecommendationContext,
  steps: ImportSteps,
  query: JobRecQuery,
): JobRecListResponse {
  const input = inputFromProfile(profileOfAnswers(getAssessments(), steps), undefined, cardSortPartsOf(steps));
  const status = stepStatus(input.completedSteps);
  const ratings = new Map<string, RatingRow>();
  if (!status.isEnough) return listOf(context, { status, ratings, scored: null }, query);
  const person = preparePerson(context.model, input);
  const scored = { person, ranking: rankJobs(context.model, person), effects: NO_RATING_EFFECTS };
  return listOf(context, { status, ratings, scored }, query);
}

function explanationOf(context: RecommendationContext, state: PersonState, index: number): JobRecDetailResponse {
  if (!state.scored) return { data: null, meta: metaOf(state.status, 0) };
  return { data: present(context, state, index), meta: metaOf(state.status, context.model.size) };
}

/**
 * `GET /api/job-rec/{jobName}`: 'why not X?', serialised like the list. Throws NOT_FOUND for a
 * name not in the catalog, with the nearest catalog jobs in `details.nearest` (jobRecNotFoundBodySchema).
 */
export async function explainJob(
  db: Db,
  context: RecommendationContext,
  memory: PersonMemory,
  userId: string,
  jobName: string,
): Promise<Buffer> {
  const index = findIndexOfName(context, jobName);
  if (index === undefined) {
    const nearest = context.nearestJobs(jobName).flatMap((job) => findJobSummary(context.catalog, job.id) ?? []);
    throw new AppError('NOT_FOUND', { message: JOB_NOT_FOUND_MESSAGE, details: { nearest } });
  }
  const entry = await currentState(db, context, memory, userId);
  return memory.answer(entry, `job ${index}`, jobRecDetailResponseSchema, () =>
    explanationOf(context, entry.state, index),
  );
}

/**
 * The job a name means: its catalog name, else a job that knows it as another name or a search
 * word (유튜버 → 영상 크리에이터, 통역사 → 번역가); `undefined` when none does.
 */
function findIndexOfName(context: RecommendationContext, jobName: string): number | undefined {
  const asked = normaliseWords(jobName);
  const job =
    context.catalog.findByName(jobName) ??
    context.catalog.jobs.find((job) => (job.aliases ?? []).some((alias) => normaliseWords(alias) === asked)) ??
    context.catalog.jobs.find((job) =>
      (context.catalog.koreaFacts.get(job.id)?.searchWords ?? []).some((word) => normaliseWords(word) === asked),
    );
  return job ? context.indexOf.get(job.id) : undefined;
}

/** Throws NOT_FOUND for a name no catalog job has (as its name, another name or a search word). */
function indexOfName(context: RecommendationContext, jobName: string): number {
  const index = findIndexOfName(context, jobName);
  if (index === undefined) throw new AppError('NOT_FOUND', { message: JOB_NOT_FOUND_MESSAGE });
  return index;
}

/**
 * `PUT /api/job-rec/{jobName}/rating`: stores 👍/👎 with the rank and score the job had in the
 * list the person was looking at. Throws NOT_FOUND for a name not in the catalog.
 */
export async function rateJob(
  db: Db,
  context: RecommendationContext,
  memory: PersonMemory,
  userId: string,
  jobName: string,
  body: RatingBody,
): Promise<JobRating> {
  const index = indexOfName(context, jobName);
  const job = context.model.jobs[index];
  if (!job) throw new AppError('NOT_FOUND');
  const { state } = await currentState(db, context, memory, userId);
  const ranking = state.scored?.ranking;
  const reason = body.rating === 'down' ? (body.reason ?? null) : null;
  const rankAtRating = ranking ? (ranking.rankOf[index] ?? null) : null;
  const scoreAtRating = ranking ? Math.round(ranking.fit[index] ?? 0) : null;
  const ratedAt = await upsertRating(db, {
    userId,
    jobId: job.id,
    rating: body.rating,
    reason,
    rankAtRating,
    scoreAtRating,
  });
  return {
    jobName: job.name,
    rating: body.rating,
    reason,
    rankAtRating,
    scoreAtRating,
    ratedAt: ratedAt.toISOString(),
  };
}

/** `DELETE /api/job-rec/{jobName}/rating`: idempotent. Throws NOT_FOUND for a name not in the catalog. */
export async function deleteRating(db: Db, context: RecommendationContext, userId: string, jobName: string) {
  const index = indexOfName(context, jobName);
  const job = context.model.jobs[index];
  if (job) await deleteRatingRow(db, userId, job.id);
}

/** The ratings in 'download my data'. */
export async function exportJobRatings(db: Db, userId: string) {
  return (await listRatingRows(db, userId)).map((row) => ({
    jobName: row.jobName,
    rating: row.rating,
    reason: row.reason,
    rankAtRating: row.rankAtRating,
    scoreAtRating: row.scoreAtRating,
    ratedAt: row.updatedAt.toISOString(),
  }));
}
