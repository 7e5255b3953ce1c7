import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type { FieldErrors, RulesByStep } from '../../../shared/assessment-rules';
import {
  type AnswersByStep,
  answersSchemaByStep,
  type DraftByStep,
  draftSchemaByStep,
  HISTORY_MESSAGES,
  type HistoryEntry,
  type HistoryQuery,
  type ScoresByStep,
  STEPS,
  type Step,
  scoresSchemaByStep,
  type TakeMeta,
} from '../../../shared/contracts/assessments';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findLatestTake,
  hasSubmittedTake,
  insertTake,
  listAllSubmittedTakes,
  listAllTakes,
  listSubmittedTakes,
  markSubmitted,
  moveTake,
  type TakeRow,
  updateDraftAnswers,
} from './assessments.queries';
import { type ItemBanks, loadItemBanks } from './item-banks';
import { buildStepRules } from './step-rules';

/**
 * The six self-assessment steps (CONTRACT.md): a person's takes of each step, from the first
 * draft to submitted results, retakes, history and answers imported from an anonymous visit.
 * The same code serves all six steps; what differs is in `RulesByStep` (step-rules.ts).
 */

/** The item banks and the rules built from them: read once at start-up, read-only afterwards. */
export interface Assessments {
  banks: ItemBanks;
  rules: RulesByStep;
}

/** Reads and checks the item banks; throws (stopping start-up) when one is broken. */
function loadAssessments(banks: ItemBanks = loadItemBanks()): Assessments {
  return { banks, rules: buildStepRules(banks) };
}

let loaded: Assessments | undefined;

/** The item banks of content/assessments/, read and checked on first use (the routes use them at start-up). */
export function getAssessments(): Assessments {
  loaded ??= loadAssessments();
  return loaded;
}

const SUBMITTED_CONFLICT_MESSAGE = '이미 제출한 검사예요. 답을 바꾸려면 다시 하기로 새로 시작해 주세요.';
const RETAKE_NOTHING_SUBMITTED_MESSAGE = '아직 제출한 결과가 없어요. 먼저 검사를 마쳐 주세요.';
const RETAKE_IN_PROGRESS_MESSAGE = '이미 다시 하는 중이에요. 저장된 답을 이어서 작성해 주세요.';
const INCOMPLETE_MESSAGE = '아직 답하지 않은 내용이 있어요. 표시된 곳을 확인해 주세요.';
const INVALID_DRAFT_MESSAGE = '저장할 수 없는 답이 있어요. 표시된 곳을 확인해 주세요.';

// Non-generic views of the contract's schemas, so a generic step indexes to a typed schema.
const draftSchemas: { [S in Step]: z.ZodType<DraftByStep[S]> } = draftSchemaByStep;
const answersSchemas: { [S in Step]: z.ZodType<AnswersByStep[S]> } = answersSchemaByStep;
const scoresSchemas: { [S in Step]: z.ZodType<ScoresByStep[S]> } = scoresSchemaByStep;

/** Stored JSON back into its type; a row that no longer parses is a server fault, not bad input. */
function parseStored<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`stored ${what} do not match the contract: ${parsed.error.message}`);
  return parsed.data;
}

const emptyDraft = <S extends Step>(step: S): DraftByStep[S] => draftSchemas[step].parse({});

function presentMeta(row: TakeRow): TakeMeta {
  return {
    status: row.status === 'submitted' ? 'submitted' : 'draft',
    take: row.take,
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}

function throwIfAny(errors: FieldErrors, message: string): void {
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_ERROR', { message, fields: errors });
}

/** `GET /api/{step}`: the latest take's answers (draft or submitted), or nulls before the first save. */
export async function getCurrentAnswers<S extends Step>(
  db: Db,
  userId: string,
  step: S,
): Promise<{ data: DraftByStep[S] | null; meta: TakeMeta | null }> {
  const row = await findLatestTake(db, userId, step);
  if (!row) return { data: null, meta: null };
  return { data: parseStored(draftSchemas[step], row.answers, 'answers'), meta: presentMeta(row) };
}

/**
 * `PUT /api/{step}`: merges the fields sent into the draft (creating take 1 on the first save)
 * and answers the whole draft. Throws VALIDATION_ERROR (unknown ids, over a limit…) and
 * CONFLICT when the latest take is already submitted (a retake starts a new one).
 */
export async function saveDraft<S extends Step>(
  db: Db,
  assessments: Assessments,
  userId: string,
  step: S,
  incoming: DraftByStep[S],
): Promise<DraftByStep[S]> {
  const rules: RulesByStep[S] = assessments.rules[step];
  // Two attempts: a concurrent first save may create take 1 between our read and our insert.
  for (let attempt = 0; attempt < 2; attempt++) {
    const saved = await db.transaction(async (tx) => {
      // Locked, so two saves of different fields (select page, then priority page) cannot
      // each merge into the same old draft and lose the other's field.
      const latest = await findLatestTake(tx, userId, step, { lock: true });
      if (latest?.status === 'submitted') throw new AppError('CONFLICT', { message: SUBMITTED_CONFLICT_MESSAGE });
      const base = latest ? parseStored(draftSchemas[step], latest.answers, 'answers') : emptyDraft(step);
      const merged = rules.merge(base, incoming);
      throwIfAny(rules.checkDraft(merged), INVALID_DRAFT_MESSAGE);
      const row = latest
        ? await updateDraftAnswers(tx, latest.id, merged)
        : await insertTake(tx, { id: randomUUID(), userId, step, take: 1, status: 'draft', answers: merged });
      return row ? merged : undefined;
    });
    if (saved) return saved;
  }
  throw new AppError('CONFLICT');
}

/**
 * `POST /api/{step}/submit`: checks that the draft is complete, then stores it as submitted
 * with its scores. Throws VALIDATION_ERROR whose `fields` say, in Korean, what is missing.
 * Submitting an already submitted take changes nothing (a retried request succeeds).
 */
export async function submitStep<S extends Step>(
  db: Db,
  assessments: Assessments,
  userId: string,
  step: S,
): Promise<void> {
  const rules: RulesByStep[S] = assessments.rules[step];
  await db.transaction(async (tx) => {
    const latest = await findLatestTake(tx, userId, step, { lock: true });
    if (latest?.status === 'submitted') return;
    const draft = latest ? parseStored(draftSchemas[step], latest.answers, 'answers') : emptyDraft(step);
    // checkDraft again: the item bank may have changed since the draft was saved.
    throwIfAny({ ...rules.checkDraft(draft), ...rules.checkComplete(draft) }, INCOMPLETE_MESSAGE);
    const answers = rules.complete(draft);
    const scores = rules.score(answers);
    if (latest) await markSubmitted(tx, latest.id, answers, scores);
    else await insertSubmitted(tx, userId, step, 1, answers, scores);
  });
}

async function insertSubmitted(
  db: Db,
  userId: string,
  step: Step,
  take: number,
  answers: unknown,
  scores: unknown,
): Promise<TakeRow | undefined> {
  const now = new Date();
  return insertTake(db, {
    id: randomUUID(),
    userId,
    step,
    take,
    status: 'submitted',
    answers,
    scores,
    submittedAt: now,
    updatedAt: now,
  });
}

/** `GET /api/{step}/is-complete`: true once the step has a submitted take (a retake in progress keeps it true). */
export async function isStepComplete(db: Db, userId: string, step: Step): Promise<boolean> {
  return hasSubmittedTake(db, userId, step);
}

/**
 * `POST /api/{step}/retake`: starts an empty draft as take n + 1; the submitted take stays in
 * history and keeps counting as the step's result until the new one is submitted. Throws
 * CONFLICT when nothing was submitted yet or a retake is already in progress.
 */
export async function retakeStep(db: Db, userId: string, step: Step): Promise<{ take: number }> {
  const latest = await findLatestTake(db, userId, step);
  if (!latest) throw new AppError('CONFLICT', { message: RETAKE_NOTHING_SUBMITTED_MESSAGE });
  if (latest.status !== 'submitted') throw new AppError('CONFLICT', { message: RETAKE_IN_PROGRESS_MESSAGE });
  const row = await insertTake(db, {
    id: randomUUID(),
    userId,
    step,
    take: latest.take + 1,
    status: 'draft',
    answers: emptyDraft(step),
  });
  // Taken by a concurrent retake of the same person: theirs is the draft now.
  if (!row) throw new AppError('CONFLICT', { message: RETAKE_IN_PROGRESS_MESSAGE });
  return { take: row.take };
}

export type SubmittedTake<S extends Step> = HistoryEntry<S>;

function presentSubmitted<S extends Step>(step: S, row: TakeRow): SubmittedTake<S> {
  return {
    take: row.take,
    submittedAt: (row.submittedAt ?? row.updatedAt).toISOString(),
    answers: parseStored(answersSchemas[step], row.answers, 'answers'),
    scores: parseStored(scoresSchemas[step], row.scores, 'scores'),
  };
}

/**
 * `GET /api/{step}/history`: one page of submitted takes, newest first, with answers and scores.
 * The cursor names the last take shown (`t:<take>` in base64url). Throws VALIDATION_ERROR for a
 * cursor this server did not make.
 */
export async function listHistory<S extends Step>(
  db: Db,
  userId: string,
  step: S,
  page: HistoryQuery,
): Promise<{ data: SubmittedTake<S>[]; nextCursor: string | null }> {
  const before = page.cursor === undefined ? undefined : decodeHistoryCursor(page.cursor);
  const rows = await listSubmittedTakes(db, userId, step, { limit: page.limit + 1, before });
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    data: shown.map((row) => presentSubmitted(step, row)),
    nextCursor: rows.length > page.limit && last ? Buffer.from(`t:${last.take}`).toString('base64url') : null,
  };
}

function decodeHistoryCursor(cursor: string): number {
  const match = /^t:([1-9]\d{0,8})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new AppError('VALIDATION_ERROR', { fields: { cursor: HISTORY_MESSAGES.badCursor } });
  return Number(match[1]);
}

export type SubmittedByStep = { [S in Step]: SubmittedTake<S>[] };

/** Every step's submitted takes, newest first (for the report and the profile). */
export async function listSubmittedByStep(db: Db, userId: string): Promise<SubmittedByStep> {
  const rows = await listAllSubmittedTakes(db, userId);
  const pick = <S extends Step>(step: S): SubmittedTake<S>[] =>
    rows.filter((row) => row.step === step).map((row) => presentSubmitted(step, row));
  return {
    value: pick('value'),
    strength: pick('strength'),
    interest: pick('interest'),
    'trt-phys-cond': pick('trt-phys-cond'),
    kskill: pick('kskill'),
    jpref: pick('jpref'),
  };
}

/**
 * What the recommendation engine reads: the scores of the latest submitted take of each step,
 * null for a step not yet submitted. See scoring.ts for what each number means.
 */
export type Profile = { [S in Step]: ScoresByStep[S] | null };

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const submitted = await listSubmittedByStep(db, userId);
  const latest = <S extends Step>(step: S): ScoresByStep[S] | null => submitted[step][0]?.scores ?? null;
  return {
    value: latest('value'),
    strength: latest('strength'),
    interest: latest('interest'),
    'trt-phys-cond': latest('trt-phys-cond'),
    kskill: latest('kskill'),
    jpref: latest('jpref'),
  };
}

export type ImportSteps = { [S in Step]?: { answers: DraftByStep[S]; submitted: boolean } | undefined };

function scoreGiven<S extends Step>(
  assessments: Assessments,
  step: S,
  given: { answers: DraftByStep[S]; submitted: boolean } | undefined,
): ScoresByStep[S] | null {
  if (!given?.submitted) return null;
  const rules: RulesByStep[S] = assessments.rules[step];
  const draft = rules.sanitize(given.answers);
  if (Object.keys(rules.checkComplete(draft)).length > 0) return null;
  return rules.score(rules.complete(draft));
}

/**
 * The profile of answers a visitor holds in the browser (the import body's `steps`), scored as
 * a submit would score them, without storing anything: a step counts only when it was submitted
 * there and is complete against today's item bank (ids it no longer knows are dropped first).
 */
export function profileOfAnswers(assessments: Assessments, steps: ImportSteps): Profile {
  return {
    value: scoreGiven(assessments, 'value', steps.value),
    strength: scoreGiven(assessments, 'strength', steps.strength),
    interest: scoreGiven(assessments, 'interest', steps.interest),
    'trt-phys-cond': scoreGiven(assessments, 'trt-phys-cond', steps['trt-phys-cond']),
    kskill: scoreGiven(assessments, 'kskill', steps.kskill),
    jpref: scoreGiven(assessments, 'jpref', steps.jpref),
  };
}

/**
 * `POST /api/assessments/import`: answers a visitor gave before logging in become the account's,
 * without losing what either side holds and without duplicates. Per step (`imported` when the
 * account changed, `kept` when it already held everything sent):
 * - a finished take (submitted and complete) becomes the account's newest submitted take, unless
 *   a submitted take already has exactly these answers; submitted takes already in the
 *   account stay in history, and a draft in progress moves after it (still the latest take);
 * - an unfinished draft fills the gaps of the account's draft (the account's answers win where
 *   both answered), becomes take 1 when the account has none, or starts a retake after a
 *   submitted take; an empty draft changes nothing.
 * Ids the item bank no longer knows are dropped rather than refused, since the browser may hold
 * answers from an older version of the bank. Sending the same answers again changes nothing.
 */
export async function importAnswers(
  db: Db,
  assessments: Assessments,
  userId: string,
  steps: ImportSteps,
): Promise<{ imported: Step[]; kept: Step[] }> {
  const imported: Step[] = [];
  const kept: Step[] = [];
  for (const step of STEPS) {
    const given = steps[step];
    if (!given) continue;
    const done = await importStep(db, assessments, userId, step, given);
    (done ? imported : kept).push(step);
  }
  return { imported, kept };
}

async function importStep<S extends Step>(
  db: Db,
  assessments: Assessments,
  userId: string,
  step: S,
  given: { answers: DraftByStep[S]; submitted: boolean },
): Promise<boolean> {
  const rules: RulesByStep[S] = assessments.rules[step];
  const draft = rules.sanitize(given.answers);
  const isComplete = given.submitted && Object.keys(rules.checkComplete(draft)).length === 0;
  return db.transaction(async (tx) => {
    // Locked like a save, so a save or a second import of the same step waits for this one.
    const latest = await findLatestTake(tx, userId, step, { lock: true });

    if (isComplete) {
      const answers = rules.complete(draft);
      const submitted = await listSubmittedTakes(tx, userId, step);
      if (submitted.some((take) => isDeepStrictEqual(take.answers, answers))) return false;
      const scores = rules.score(answers);
      if (latest?.status === 'draft') {
        // An empty draft just becomes the result. Any other draft in progress stays the latest
        // take: it moves up one and the result takes its number.
        if (isEmptyDraft(parseStored(draftSchemas[step], latest.answers, 'answers'))) {
          if (!(await markSubmitted(tx, latest.id, answers, scores))) throw new AppError('CONFLICT');
          return true;
        }
        if (!(await moveTake(tx, latest.id, latest.take + 1))) throw new AppError('CONFLICT');
      }
      const take = latest?.status === 'draft' ? latest.take : (latest?.take ?? 0) + 1;
      if (!(await insertSubmitted(tx, userId, step, take, answers, scores))) throw new AppError('CONFLICT');
      return true;
    }

    if (isEmptyDraft(draft)) return false;
    if (latest?.status === 'draft') {
      const saved = parseStored(draftSchemas[step], latest.answers, 'answers');
      const merged = rules.sanitize(draftSchemas[step].parse(fillGaps(saved, draft)));
      if (isDeepStrictEqual(merged, saved)) return false;
      if (!(await updateDraftAnswers(tx, latest.id, merged))) throw new AppError('CONFLICT');
      return true;
    }
    if (latest && isDeepStrictEqual(rules.complete(draft), latest.answers)) return false;
    const row = await insertTake(tx, {
      id: randomUUID(),
      userId,
      step,
      take: (latest?.take ?? 0) + 1,
      status: 'draft',
      answers: draft,
    });
    if (!row) throw new AppError('CONFLICT');
    return true;
  });
}

/** No answer: undefined, or an empty list or record. */
const isEmptyAnswer = (value: unknown): boolean =>
  value === undefined || (typeof value === 'object' && value !== null && Object.keys(value).length === 0);

/** A draft that answers nothing: no field, or only empty lists and records. */
const isEmptyDraft = (draft: object): boolean => Object.values(draft).every(isEmptyAnswer);

/**
 * The account's draft with the visitor's answers where the account has none: a field the
 * account left empty is taken whole; records (Likert answers, preference answers) are merged
 * item by item, the account's answer first.
 */
function fillGaps(saved: object, incoming: object): Record<string, unknown> {
  const merged: Record<string, unknown> = Object.fromEntries(Object.entries(saved));
  for (const [key, value] of Object.entries(incoming)) {
    const mine = merged[key];
    if (isEmptyAnswer(mine)) merged[key] = value;
    else if (isRecord(mine) && isRecord(value)) merged[key] = { ...value, ...mine };
  }
  return merged;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The assessments part of 'download my data': every take, drafts included. */
export async function exportAssessments(db: Db, userId: string) {
  const rows = await listAllTakes(db, userId);
  return rows.map((row) => ({
    step: row.step,
    take: row.take,
    status: row.status,
    answers: row.answers,
    scores: row.scores,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  }));
}
