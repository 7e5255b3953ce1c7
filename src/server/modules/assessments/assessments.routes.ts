import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  answersResponseSchemaByStep,
  type BankByStep,
  type DraftByStep,
  draftResponseSchemaByStep,
  draftSchemaByStep,
  type HistoryEntry,
  historyQuerySchema,
  historyResponseSchemaByStep,
  importBodySchema,
  importResponseSchema,
  isCompleteResponseSchema,
  itemsResponseSchemaByStep,
  retakeResponseSchema,
  STEP_LABELS,
  STEPS,
  type Step,
  type TakeMeta,
} from '../../../shared/contracts/assessments';
import { errorBodySchema } from '../../../shared/contracts/common';
import { reportResponseSchema } from '../../../shared/contracts/report';
import { requireUser, requireUserHook } from '../../plugins/session';
import {
  type Assessments,
  exportAssessments,
  getAssessments,
  getCurrentAnswers,
  importAnswers,
  isStepComplete,
  listHistory,
  retakeStep,
  saveDraft,
  submitStep,
} from './assessments.service';
import { buildReport } from './report.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

// Views of the contract's per-step schemas typed by step, so that one generic function can
// register the routes of any step and still have typed bodies and answers.
const itemsResponses: { [S in Step]: z.ZodType<{ data: BankByStep[S] }> } = itemsResponseSchemaByStep;
const answersResponses: { [S in Step]: z.ZodType<{ data: DraftByStep[S] | null; meta: TakeMeta | null }> } =
  answersResponseSchemaByStep;
const draftBodies: { [S in Step]: z.ZodType<DraftByStep[S]> } = draftSchemaByStep;
const draftResponses: { [S in Step]: z.ZodType<{ data: DraftByStep[S] }> } = draftResponseSchemaByStep;
const historyResponses: { [S in Step]: z.ZodType<{ data: HistoryEntry<S>[]; nextCursor: string | null }> } =
  historyResponseSchemaByStep;

const tags = ['assessments'];

/**
 * The six self-assessment steps (CONTRACT.md, "The six self-assessment steps"), the same seven
 * routes for each, plus the import of a visitor's answers. Only `/items` is public; the rest
 * answer 401 before even validating the body.
 */
export const assessmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // At registration, i.e. start-up: a broken item bank stops the server here.
  const assessments = getAssessments();
  app.userData.register('assessments', exportAssessments);

  for (const step of STEPS) registerStepRoutes(app, assessments, step);

  app.post(
    '/api/assessments/import',
    {
      onRequest: requireUserHook,
      schema: {
        summary: '로그인 전에 한 검사 답을 내 계정으로 옮기기',
        description:
          '로그인·회원가입 직후 브라우저에 남은 답을 보내요. 잃는 답도 겹치는 답도 없게 단계마다 이렇게 옮겨요(imported: 계정이 바뀜, kept: 이미 다 있음). ' +
          '빠짐없이 제출한 답은 계정의 가장 최근 결과가 돼요(계정의 이전 결과는 기록에 남고, 하던 임시 저장은 그 뒤 회차로 남아요). 이미 있는 결과와 똑같으면 그대로 둬요. ' +
          '제출하지 않았거나 빠진 것이 있는 답은 임시 저장으로 옮겨요: 계정에 임시 저장이 있으면 계정이 답하지 않은 곳만 채우고, 제출한 결과만 있으면 다시 하기로 시작해요. ' +
          '문항 목록에 없는 id는 버려요. 같은 답을 여러 번 보내도 두 번째부터는 아무것도 바뀌지 않아요.',
        tags,
        body: importBodySchema,
        response: { 200: importResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = requireUser(request);
      return { data: await importAnswers(app.database.db, assessments, id, request.body.steps) };
    },
  );

  app.get(
    '/api/report',
    {
      onRequest: requireUserHook,
      schema: {
        summary: '나의 리포트: 단계별 최근 결과, 마친 단계, 다시 한 단계의 달라진 점',
        description:
          '단계마다 가장 최근에 제출한 회차의 점수를 한국어 이름과 설명 문장으로 보여 줘요(가치 순위, 강점, 흥미 코드와 여섯 점수, ' +
          '성향·신체 조건, 지식·기술, 직업 선호). completedSteps는 마친 단계, nextStep은 아직 안 한 첫 단계예요. ' +
          'changes는 두 번 이상 제출한 단계의 지난 회차와 최근 회차를 비교해요.',
        tags,
        response: { 200: reportResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ data: await buildReport(app.database.db, assessments, requireUser(request).id) }),
  );
};

/**
 * fastify-type-provider-zod cannot resolve a schema indexed by a generic step, so these routes
 * are typed by hand: zod still validates every body and answer at run time (the app's
 * validator and serializer compilers), `parseBody` gives the body its type, and `typed` checks
 * each answer against its response schema's type at compile time.
 */
function typed<T>(_schema: z.ZodType<T>, value: T): T {
  return value;
}

/** A step's schema seen as any zod schema, so Fastify's generic reply type does not choke on it. */
function widen(schema: z.ZodType): z.ZodType {
  return schema;
}

function registerStepRoutes<S extends Step>(zodApp: App, assessments: Assessments, step: S): void {
  const app = zodApp.withTypeProvider<FastifyTypeProviderDefault>();
  const { db } = app.database;
  const label = STEP_LABELS[step];
  const base = `/api/${step}`;
  const auth = { 401: errorBodySchema };

  app.get(
    `${base}/items`,
    {
      schema: {
        summary: `${label}: 문항 (공개)`,
        description: '소개(intro), 안내 문구, 카드·문항·척도, 출처 표기(attribution), 마침 화면(submitted)이에요.',
        tags,
        response: { 200: widen(itemsResponses[step]) },
      },
    },
    async () => typed(itemsResponses[step], { data: assessments.banks[step] }),
  );

  app.get(
    base,
    {
      onRequest: requireUserHook,
      schema: {
        summary: `${label}: 내 답 (가장 최근 회차)`,
        description:
          '처음 저장하기 전에는 `{ data: null, meta: null }`이에요. meta.status가 draft면 PUT으로 이어서 저장하고, ' +
          'submitted면 읽기만 할 수 있어요(다시 하려면 POST retake).',
        tags,
        response: { 200: answersResponses[step], ...auth },
      },
    },
    async (request) => typed(answersResponses[step], await getCurrentAnswers(db, requireUser(request).id, step)),
  );

  app.put(
    base,
    {
      onRequest: requireUserHook,
      schema: {
        summary: `${label}: 임시 저장 (일부만 보내도 돼요)`,
        description:
          '보낸 최상위 필드만 바뀌고 나머지는 저장된 값 그대로예요. 카드 단계에서 selected만 보내면 더는 고르지 않은 카드는 priority에서 빠져요. ' +
          '없는 id, 중복, 최대 개수 초과, 고르지 않은 카드의 순서는 400이에요. 제출한 회차는 409예요(다시 하기로 새 회차를 시작해요).',
        tags,
        body: draftBodies[step],
        response: { 200: draftResponses[step], 400: errorBodySchema, 409: errorBodySchema, ...auth },
      },
    },
    async (request) => {
      const { id } = requireUser(request);
      // Already validated by the route schema; parsed again only to give it its type.
      const draft = draftBodies[step].parse(request.body);
      return typed(draftResponses[step], { data: await saveDraft(db, assessments, id, step, draft) });
    },
  );

  app.post(
    `${base}/submit`,
    {
      onRequest: requireUserHook,
      schema: {
        summary: `${label}: 제출 (빠진 답이 없는지 확인하고 점수를 매겨요)`,
        description:
          '빠진 것이 있으면 400 VALIDATION_ERROR이고 fields에 무엇이 빠졌는지 한국어로 알려 줘요. 이미 제출한 회차를 다시 제출해도 200이에요.',
        tags,
        response: { 200: isCompleteResponseSchema, 400: errorBodySchema, ...auth },
      },
    },
    async (request) => {
      await submitStep(db, assessments, requireUser(request).id, step);
      return typed(isCompleteResponseSchema, { data: { isComplete: true } });
    },
  );

  app.get(
    `${base}/is-complete`,
    {
      onRequest: requireUserHook,
      schema: {
        summary: `${label}: 마쳤는지 (제출한 결과가 하나라도 있으면 true)`,
        tags,
        response: { 200: isCompleteResponseSchema, ...auth },
      },
    },
    async (request) => {
      const isComplete = await isStepComplete(db, requireUser(request).id, step);
      return typed(isCompleteResponseSchema, { data: { isComplete } });
    },
  );

  app.post(
    `${base}/retake`,
    {
      onRequest: requireUserHook,
      schema: {
        summary: `${label}: 다시 하기 (빈 임시 저장으로 새 회차 시작)`,
        description:
          '제출한 회차는 기록(history)에 남고, 새 회차를 제출할 때까지 결과로 쓰여요. 제출한 적이 없거나 이미 다시 하는 중이면 409예요.',
        tags,
        response: { 201: retakeResponseSchema, 409: errorBodySchema, ...auth },
      },
    },
    async (request, reply) => {
      const result = await retakeStep(db, requireUser(request).id, step);
      return reply.code(201).send(typed(retakeResponseSchema, { data: result }));
    },
  );

  app.get(
    `${base}/history`,
    {
      onRequest: requireUserHook,
      schema: {
        summary: `${label}: 제출한 회차 기록 (최근 것부터, 답과 점수 포함; \`limit\`, \`cursor\`로 페이지)`,
        tags,
        querystring: historyQuerySchema,
        response: { 200: historyResponses[step], 400: errorBodySchema, ...auth },
      },
    },
    async (request) =>
      typed(
        historyResponses[step],
        await listHistory(db, requireUser(request).id, step, historyQuerySchema.parse(request.query)),
      ),
  );
}
