import { z } from 'zod';
import { FEEDBACK_STARS } from '../constants';
import { COMEUP_ENTRY_MAX, RIASEC_ORDER, STEPS, type Step } from '../plain/assessments';
import { FEEDBACK_LIMITS } from '../validation/feedback-rules';
import { cursorQuerySchema } from './common';

export { RIASEC_ORDER, type RiasecType, STEP_LABELS, STEPS, type Step } from '../plain/assessments';

/**
 * The six self-assessment steps (CONTRACT.md, "The six self-assessment steps"): their names,
 * and the shape of a person's answers to each. Item ids come from `GET /api/{step}/items`
 * (the item banks in content/assessments/).
 */
export const stepSchema = z.enum(STEPS);

const itemId = z.string().min(1).max(64);

/** value, strength, interest: own words, chosen cards, and 3–5 of them in order of importance. */
export const cardSortAnswersSchema = z.object({
  comeup: z.array(z.string().trim().max(COMEUP_ENTRY_MAX)).max(5),
  selected: z.array(itemId).max(60),
  priority: z.array(itemId).max(5),
});

const likert = z.number().int().min(1).max(5);

/**
 * At most this many answers in one answer record (the item banks hold 12–32 items each): a
 * record padded with made-up items is refused, not carried through scoring.
 */
const MAX_ANSWERS_PER_RECORD = 100;

export const TOO_MANY_ANSWERS_MESSAGE = `답은 한 번에 ${MAX_ANSWERS_PER_RECORD}개까지만 보낼 수 있어요.`;

/** Answers by item id, at most {@link MAX_ANSWERS_PER_RECORD} of them. */
function answerRecord<V extends z.ZodType>(value: V) {
  return z
    .record(itemId, value)
    .refine((record) => Object.keys(record).length <= MAX_ANSWERS_PER_RECORD, { message: TOO_MANY_ANSWERS_MESSAGE });
}

/**
 * True when some object in `body` has more keys than any answer record may: counted before the
 * schema checks each value, so a padded body costs its parse and no more.
 */
export function hasOversizedRecord(body: unknown, depth = 0): boolean {
  if (typeof body !== 'object' || body === null || depth > 6) return false;
  const values = Object.values(body);
  if (values.length > MAX_ANSWERS_PER_RECORD) return true;
  return values.some((value) => hasOversizedRecord(value, depth + 1));
}

/** trt-phys-cond: Likert answers 1–5 by item id. */
const traitPhysAnswersSchema = z.object({
  trait: answerRecord(likert),
  physCond: answerRecord(likert),
});

/** kskill: O*NET knowledge and skill element ids the person has or wants to use. */
export const kskillAnswersSchema = z.object({
  knowledge: z.array(itemId).max(40),
  skill: z.array(itemId).max(40),
});

/** jpref: an option value (single), a number (scale) or option values (multi) by question id. */
const jprefAnswersSchema = z.object({
  answers: answerRecord(z.union([z.string().max(64), z.number(), z.array(z.string().max(64)).max(20)])),
});

export const answersSchemaByStep = {
  value: cardSortAnswersSchema,
  strength: cardSortAnswersSchema,
  interest: cardSortAnswersSchema,
  'trt-phys-cond': traitPhysAnswersSchema,
  kskill: kskillAnswersSchema,
  jpref: jprefAnswersSchema,
} as const;

/** A draft may be partial: every top-level field optional (PUT /api/{step}). */
export const draftSchemaByStep = {
  value: cardSortAnswersSchema.partial(),
  strength: cardSortAnswersSchema.partial(),
  interest: cardSortAnswersSchema.partial(),
  'trt-phys-cond': traitPhysAnswersSchema.partial(),
  kskill: kskillAnswersSchema.partial(),
  jpref: jprefAnswersSchema.partial(),
} as const;

export type CardSortAnswers = z.infer<typeof cardSortAnswersSchema>;
export type TraitPhysAnswers = z.infer<typeof traitPhysAnswersSchema>;
export type KskillAnswers = z.infer<typeof kskillAnswersSchema>;
export type JprefAnswers = z.infer<typeof jprefAnswersSchema>;
export type AnswersByStep = { [S in Step]: z.infer<(typeof answersSchemaByStep)[S]> };
export type DraftByStep = { [S in Step]: z.infer<(typeof draftSchemaByStep)[S]> };

export const isCompleteResponseSchema = z.object({ data: z.object({ isComplete: z.boolean() }) });

/**
 * `POST /api/assessments/import`: answers a visitor gave before logging in (kept in the browser),
 * moved into the account without loss or duplicates: a finished take becomes the newest result
 * (earlier ones stay in history), an unfinished one fills the gaps of the account's draft or
 * starts one. `imported` steps changed the account; `kept` ones were already there. Idempotent.
 */
export const importBodySchema = z.object({
  steps: z
    .object(
      Object.fromEntries(
        STEPS.map((step) => [step, z.object({ answers: draftSchemaByStep[step], submitted: z.boolean() }).optional()]),
      ) as {
        [S in Step]: z.ZodOptional<z.ZodObject<{ answers: (typeof draftSchemaByStep)[S]; submitted: z.ZodBoolean }>>;
      },
    )
    .strict(),
});
export const importResponseSchema = z.object({
  data: z.object({ imported: z.array(stepSchema), kept: z.array(stepSchema) }),
});

/** The feedback dialog of spec §4 (POST /api/voc-feedback). */
const vocFeedbackBodySchema = z.object({
  expectedJobFound: z.boolean(),
  satisfactionLevel: z.number().int().min(FEEDBACK_STARS.min).max(FEEDBACK_STARS.max),
  improvementSuggestions: z.string().trim().max(FEEDBACK_LIMITS.suggestionsMax).optional(),
});
export type VocFeedbackBody = z.infer<typeof vocFeedbackBodySchema>;

// ---------------------------------------------------------------------------------------------
// Item banks as served by `GET /api/{step}/items` (content/assessments/*.json, checked at start-up)
// ---------------------------------------------------------------------------------------------

/** The six O*NET work values (1.B.2.a–f), in O*NET's order. */
export const WORK_VALUE_IDS = ['1.B.2.a', '1.B.2.b', '1.B.2.c', '1.B.2.d', '1.B.2.e', '1.B.2.f'] as const;
export type WorkValueId = (typeof WORK_VALUE_IDS)[number];

const bankItemId = z.string().regex(/^[A-Za-z0-9.-]+$/);
const text = z.string().min(1);

const introSchema = z.object({
  title: text,
  minutes: z.number().int().min(1).max(10),
  definition: text,
  steps: z.array(text).min(1),
  missUnd: z.object({ myth: text, truth: text, articleId: text }),
});

/** The "finished" screen of a step (content/assessments/submitted.json). */
export const submittedScreenSchema = z.object({
  title: text,
  body: text,
  /** `lead`: the sentence that introduces the next step (the page replaces it once that step is done). */
  next: z.object({ lead: text, label: text, path: z.string().startsWith('/') }),
});

const bankHeader = {
  version: z.number().int().min(1),
  /** Korean attribution and O*NET® credit; show it on the step's pages. */
  attribution: text,
  intro: introSchema,
  submitted: submittedScreenSchema,
};

const countRange = z.object({ prompt: text, min: z.number().int().min(0), max: z.number().int().min(1) });

function cardBank<Step extends 'value' | 'strength' | 'interest', Tags extends z.ZodType>(step: Step, tags: Tags) {
  return z.object({
    step: z.literal(step),
    ...bankHeader,
    comeup: z.object({ prompt: text, placeholder: text, examples: z.array(text), max: z.number().int().min(1) }),
    select: countRange,
    priority: countRange,
    cards: z.array(z.object({ id: bankItemId, label: text, description: text, tags })).min(1),
  });
}

const valueBankSchema = cardBank(
  'value',
  z.object({ workValue: z.enum(WORK_VALUE_IDS), need: z.string().regex(/^1\.B\.2\.[a-f]\.\d+$/) }),
);
/** A strength card names either a work style (1.C.*) or an ability (1.A.*), never both. */
const strengthBankSchema = cardBank(
  'strength',
  z.union([
    z.object({ workStyle: z.string().regex(/^1\.C\./) }).strict(),
    z.object({ ability: z.string().regex(/^1\.A\./) }).strict(),
  ]),
);
/** O*NET Basic Interest element ids (1.B.3.a–ao, 41 in O*NET 29.3): the subject an activity is about. */
export const basicInterestIdSchema = z.string().regex(/^1\.B\.3\.[a-z]{1,2}$/);
const interestBankSchema = cardBank(
  'interest',
  z.object({ riasec: z.enum(RIASEC_ORDER), basicInterests: z.array(basicInterestIdSchema).min(1).optional() }),
);

const traitPhysBankSchema = z.object({
  step: z.literal('trt-phys-cond'),
  ...bankHeader,
  scale: z.object({ min: z.number().int(), max: z.number().int(), labels: z.array(text).min(2) }),
  traitIntro: text,
  trait: z
    .array(
      z.object({
        id: bankItemId,
        text,
        tags: z.object({ workStyle: z.string().regex(/^1\.C\./) }),
        /** `minus`: agreeing means less of the work style (score = min + max − answer). */
        keyed: z.enum(['plus', 'minus']),
      }),
    )
    .min(1),
  physCondIntro: text,
  physCond: z
    .array(
      z.object({
        id: bankItemId,
        /** Matches the job catalog's physical keys (standing, outdoors, …). */
        key: z.string().regex(/^[a-zA-Z]+$/),
        text,
        tags: z.record(z.string(), z.string()),
      }),
    )
    .min(1),
});

const kskillPart = z.object({
  prompt: text,
  min: z.number().int().min(0),
  max: z.number().int().min(1),
  groups: z
    .array(
      z.object({
        id: bankItemId,
        label: text,
        items: z
          .array(
            z.object({
              /** The O*NET element id itself (e.g. `2.C.3.a`). */
              id: bankItemId,
              label: text,
              description: text,
              tags: z.record(z.string(), z.string()),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});

const kskillBankSchema = z.object({
  step: z.literal('kskill'),
  ...bankHeader,
  knowledge: kskillPart,
  skill: kskillPart,
});

const questionTags = z.record(z.string(), z.union([z.string(), z.boolean()]));

const jprefQuestionSchema = z.discriminatedUnion('type', [
  z.object({
    id: bankItemId,
    text,
    type: z.literal('single'),
    options: z
      .array(
        z.object({
          /** Send this back as the answer. `jp-education` uses numbers (the highest Job Zone, 1–5). */
          value: z.union([z.string(), z.number()]),
          label: text,
          /** 0–1: how much the person prefers a high level of the tagged element; null = "상관없어요". */
          score: z.number().min(0).max(1).nullable(),
        }),
      )
      .min(2),
    tags: questionTags,
    /** What score 1 means, in words. */
    scoreHigh: text,
  }),
  z.object({
    id: bankItemId,
    text,
    type: z.literal('scale'),
    min: z.number().int(),
    max: z.number().int(),
    labels: z.array(text).optional(),
    tags: questionTags,
    scoreHigh: text,
  }),
  z.object({
    id: bankItemId,
    text,
    type: z.literal('multi'),
    min: z.number().int().min(0),
    max: z.number().int().min(1),
    options: z.array(z.object({ value: z.string(), label: text })).min(1),
    tags: questionTags,
  }),
]);
export type JprefQuestion = z.infer<typeof jprefQuestionSchema>;

const jprefBankSchema = z.object({
  step: z.literal('jpref'),
  ...bankHeader,
  questions: z.array(jprefQuestionSchema).min(1),
});

export const bankSchemaByStep = {
  value: valueBankSchema,
  strength: strengthBankSchema,
  interest: interestBankSchema,
  'trt-phys-cond': traitPhysBankSchema,
  kskill: kskillBankSchema,
  jpref: jprefBankSchema,
} as const;
export type BankByStep = { [S in Step]: z.infer<(typeof bankSchemaByStep)[S]> };
export type ValueBank = BankByStep['value'];
export type StrengthBank = BankByStep['strength'];
export type InterestBank = BankByStep['interest'];
export type CardSortBank = ValueBank | StrengthBank | InterestBank;
export type TraitPhysBank = BankByStep['trt-phys-cond'];
export type KskillBank = BankByStep['kskill'];
export type JprefBank = BankByStep['jpref'];

/** `GET /api/{step}/items` → `{ data: bank }`. */
export const itemsResponseSchemaByStep = {
  value: z.object({ data: valueBankSchema }),
  strength: z.object({ data: strengthBankSchema }),
  interest: z.object({ data: interestBankSchema }),
  'trt-phys-cond': z.object({ data: traitPhysBankSchema }),
  kskill: z.object({ data: kskillBankSchema }),
  jpref: z.object({ data: jprefBankSchema }),
} as const;

// ---------------------------------------------------------------------------------------------
// My answers: GET / PUT /api/{step}, submit, retake, history
// ---------------------------------------------------------------------------------------------

const TAKE_STATUSES = ['draft', 'submitted'] as const;

/**
 * About the take `GET /api/{step}` answers with: `status` draft (still editable with PUT) or
 * submitted (read-only; `POST /retake` starts take + 1), `take` counts from 1.
 */
const takeMetaSchema = z.object({
  status: z.enum(TAKE_STATUSES),
  take: z.number().int().min(1),
  updatedAt: z.string().describe('ISO 8601'),
  submittedAt: z.string().nullable().describe('ISO 8601, null while a draft'),
});
export type TakeMeta = z.infer<typeof takeMetaSchema>;

/** `GET /api/{step}` → `{ data: answers | null, meta: TakeMeta | null }` (both null before the first save). */
export const answersResponseSchemaByStep = {
  value: z.object({ data: draftSchemaByStep.value.nullable(), meta: takeMetaSchema.nullable() }),
  strength: z.object({ data: draftSchemaByStep.strength.nullable(), meta: takeMetaSchema.nullable() }),
  interest: z.object({ data: draftSchemaByStep.interest.nullable(), meta: takeMetaSchema.nullable() }),
  'trt-phys-cond': z.object({ data: draftSchemaByStep['trt-phys-cond'].nullable(), meta: takeMetaSchema.nullable() }),
  kskill: z.object({ data: draftSchemaByStep.kskill.nullable(), meta: takeMetaSchema.nullable() }),
  jpref: z.object({ data: draftSchemaByStep.jpref.nullable(), meta: takeMetaSchema.nullable() }),
} as const;

/**
 * `PUT /api/{step}` → `{ data: answers }`: the whole draft after the save. Only the top-level
 * fields sent are replaced; the others keep their saved value. Sending `selected` without
 * `priority` drops priority cards that are no longer selected.
 */
export const draftResponseSchemaByStep = {
  value: z.object({ data: draftSchemaByStep.value }),
  strength: z.object({ data: draftSchemaByStep.strength }),
  interest: z.object({ data: draftSchemaByStep.interest }),
  'trt-phys-cond': z.object({ data: draftSchemaByStep['trt-phys-cond'] }),
  kskill: z.object({ data: draftSchemaByStep.kskill }),
  jpref: z.object({ data: draftSchemaByStep.jpref }),
} as const;

/** `POST /api/{step}/retake` → 201 `{ data: { take } }`: the new (empty) draft's number. */
export const retakeResponseSchema = z.object({ data: z.object({ take: z.number().int().min(2) }) });

// Scores, computed on submit and stored with the take (see src/server/modules/assessments/scoring.ts).

const score100 = z.number().int().min(0).max(100);

/** value: the six work values, best first (rank 1 = most important). */
const valueScoresSchema = z.object({
  values: z.array(z.object({ id: z.enum(WORK_VALUE_IDS), score: score100, rank: z.number().int().min(1).max(6) })),
});
/** strength: the priority cards in order, and every work style / ability among the selected cards. */
const strengthScoresSchema = z.object({
  top: z.array(z.object({ cardId: z.string(), workStyle: z.string().nullable(), ability: z.string().nullable() })),
  workStyles: z.array(z.string()),
  abilities: z.array(z.string()),
});
/**
 * interest: six scores 0–100 and the Holland code: up to three types scoring above 0, highest
 * first, ties broken in R-I-A-S-E-C order (see src/server/modules/assessments/scoring.ts).
 */
const interestScoresSchema = z.object({
  scores: z.object({ R: score100, I: score100, A: score100, S: score100, E: score100, C: score100 }),
  code: z.string().regex(/^[RIASEC]{1,3}$/),
});
/** trt-phys-cond: per work style (1.C.*) and per physical-condition key, 0–100. */
const traitPhysScoresSchema = z.object({
  workStyles: z.record(z.string(), score100),
  physCond: z.record(z.string(), score100),
});
/** kskill: the chosen O*NET element ids, in item-bank order. */
const kskillScoresSchema = z.object({ knowledge: z.array(z.string()), skill: z.array(z.string()) });
/** jpref: per single/scale question 0–1 (null = no preference), the highest Job Zone, chosen industries. */
const jprefScoresSchema = z.object({
  preferences: z.record(z.string(), z.number().min(0).max(1).nullable()),
  maxJobZone: z.number().int().min(1).max(5).nullable(),
  industries: z.array(z.string()),
});

export const scoresSchemaByStep = {
  value: valueScoresSchema,
  strength: strengthScoresSchema,
  interest: interestScoresSchema,
  'trt-phys-cond': traitPhysScoresSchema,
  kskill: kskillScoresSchema,
  jpref: jprefScoresSchema,
} as const;
export type ScoresByStep = { [S in Step]: z.infer<(typeof scoresSchemaByStep)[S]> };

function historySchema<S extends Step>(step: S) {
  return z.object({
    data: z.array(
      z.object({
        take: z.number().int().min(1),
        submittedAt: z.string().describe('ISO 8601'),
        answers: answersSchemaByStep[step],
        scores: scoresSchemaByStep[step],
      }),
    ),
    nextCursor: z.string().nullable().describe('다음(더 오래된) 페이지의 cursor; 없으면 null'),
  });
}

const HISTORY_LIMITS = { default: 20, max: 100 } as const;
export const HISTORY_MESSAGES = {
  limitRange: `한 번에 1개부터 ${HISTORY_LIMITS.max}개까지 가져올 수 있어요.`,
  badCursor: '목록 위치(cursor)가 올바르지 않아요. 처음부터 다시 불러와 주세요.',
} as const;

/** `GET /api/{step}/history?limit=&cursor=`: the contract's paging (default 20, at most 100). */
export const historyQuerySchema = z.object({
  limit: z.coerce
    .number({ error: HISTORY_MESSAGES.limitRange })
    .int(HISTORY_MESSAGES.limitRange)
    .min(1, HISTORY_MESSAGES.limitRange)
    .max(HISTORY_LIMITS.max, HISTORY_MESSAGES.limitRange)
    .default(HISTORY_LIMITS.default),
  cursor: cursorQuerySchema(40, HISTORY_MESSAGES.badCursor),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** `GET /api/{step}/history` → my submitted takes, newest first, each with its answers and scores. */
export const historyResponseSchemaByStep = {
  value: historySchema('value'),
  strength: historySchema('strength'),
  interest: historySchema('interest'),
  'trt-phys-cond': historySchema('trt-phys-cond'),
  kskill: historySchema('kskill'),
  jpref: historySchema('jpref'),
} as const;
/** One submitted take in `/history` (the same shape as the schema's, written so a generic step indexes it). */
export interface HistoryEntry<S extends Step> {
  take: number;
  submittedAt: string;
  answers: AnswersByStep[S];
  scores: ScoresByStep[S];
}

/** `GET /api/voc-feedback/check-modal` → whether the feedback dialog was already shown (or answered). */
export const checkModalResponseSchema = z.object({ data: z.object({ hasShownModal: z.boolean() }) });
/** `POST /api/voc-feedback` → 201 `{ data: { id } }`. */
export const vocFeedbackResponseSchema = z.object({ data: z.object({ id: z.string() }) });
