import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasOversizedRecord, importBodySchema, TOO_MANY_ANSWERS_MESSAGE } from '../../../shared/contracts/assessments';
import { errorBodySchema } from '../../../shared/contracts/common';
import {
  jobRecDetailResponseSchema,
  jobRecListResponseSchema,
  jobRecNotFoundBodySchema,
  jobRecParamsSchema,
  jobRecQuerySchema,
  ratingBodySchema,
  ratingResponseSchema,
} from '../../../shared/contracts/recommendations';
import { AppError } from '../../lib/app-error';
import { sendSerialised } from '../../lib/send-serialised';
import { requireUser, requireUserHook } from '../../plugins/session';
import { limitPerAddress } from '../auth/rate-limit';
import {
  createRecommendationContext,
  deleteRating,
  explainJob,
  exportJobRatings,
  listRecommendations,
  openPersonMemory,
  previewRecommendations,
  rateJob,
} from './recommendations.service';
import {
  DIVERSITY_CLOSE_POINTS,
  DIVERSITY_MAX_PER_INDUSTRY,
  DIVERSITY_TOP,
  INDUSTRY_BONUS_POINTS,
  PHYSICAL_MAX_PENALTY,
  PREPARATION_FAR_POINTS,
  PREPARATION_FAR_ZONES,
  RATING_DOWN_POINTS,
  RATING_RELATED_DOWN_CAP,
  RATING_RELATED_DOWN_POINTS,
  RATING_RELATED_UP_CAP,
  RATING_RELATED_UP_POINTS,
} from './weights';

const tags = ['recommendations'];
const PREVIEW_PATH = '/api/job-rec/preview';
/** A whole set of six steps' answers is a few KB; the largest the schema allows stays under 40 KB. */
const PREVIEW_MAX_BODY_BYTES = 64 * 1024;

const ORDER_NOTE =
  '점수는 가치관·흥미·강점·성향·지식·기술·선호 단계별 유사도를 가중 평균한 0–100 적합도예요(마치지 않은 단계는 빼고 가중치를 다시 나눠요). ' +
  `관심 산업은 ${INDUSTRY_BONUS_POINTS}점 가산점, 불편하다고 답한 신체·환경 조건은 작은 감점(진로의 시간 팀 추정치, 모두 합쳐 최대 ${PHYSICAL_MAX_PENALTY}점)이에요. ` +
  `한국의 자격·면허가 있어야 하는 직업 가운데 생각한 준비 수준보다 준비가 ${PREPARATION_FAR_ZONES}단계 이상 긴 직업은 ${PREPARATION_FAR_POINTS}점을 빼요(준비 기간을 '상관없어요'로 답하면 빼지 않아요). ` +
  `목록은 점수 순서에 평가를 더한 순서예요. 👎는 그 직업의 순서를 ${-RATING_DOWN_POINTS}점만큼 크게 내려요. '관심이 가지 않아요'(분야)나 '일하는 곳이 맞지 않아요'(산업)를 고른 👎는 비슷한 직업의 순서도 하나에 ${-RATING_RELATED_DOWN_POINTS}점, 모두 합쳐 최대 ${-RATING_RELATED_DOWN_CAP}점 내리고, 👍는 비슷한 직업을 하나에 ${RATING_RELATED_UP_POINTS}점, 최대 ${RATING_RELATED_UP_CAP}점 올려요. 움직인 직업은 이유에 그렇게 적어요. 점수 자체는 그대로이고, 👍한 직업은 목록에 없으면 kept에 계속 보여 줘요. ` +
  `상위 ${DIVERSITY_TOP}개에 한 산업이 ${DIVERSITY_MAX_PER_INDUSTRY}개를 넘으면, 점수 차이가 ${DIVERSITY_CLOSE_POINTS}점 이내인 다른 산업 직업을 variety에 따로 보여 줘요. ` +
  '같은 답이면 언제나 같은 목록이에요.';

/** Job recommendations (CONTRACT.md, Report and recommendations). Every route but the preview needs a session. */
export const recommendationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // At start-up: every job's vectors are computed once here.
  const context = createRecommendationContext();
  // Each person's computed recommendations, until their answers or ratings change.
  const { memory, close } = await openPersonMemory(app.database);
  app.addHook('onClose', () => close());

  app.userData.register('jobRatings', exportJobRatings);
  // 401 before the body is validated (hooks of this plugin apply to its routes only); the
  // preview is the one route for visitors: it reads only the answers it is sent.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url !== PREVIEW_PATH) await requireUserHook(request);
  });

  app.post(
    PREVIEW_PATH,
    {
      schema: {
        summary: '로그인하지 않은 방문자의 추천 직업 미리 보기 (브라우저에 저장한 답으로)',
        description:
          '로그인 전에 한 검사 답(POST /api/assessments/import와 같은 steps)으로 추천을 계산해요. 아무것도 저장하지 않고, 제출했고 빠진 것이 없는 단계만 써요. ' +
          '한 주소에서 1분에 120번까지 부를 수 있고(RATE_LIMIT_FACTOR 배), 넘으면 429와 Retry-After예요. 본문은 64KB까지(넘으면 413), 답 기록 하나에 답은 100개까지예요. ' +
          `답은 GET /api/job-rec과 같아요(평가는 계정이 있어야 해서 myRating은 언제나 null이고 kept는 빈 목록이에요). ${ORDER_NOTE}`,
        tags,
        querystring: jobRecQuerySchema,
        body: importBodySchema,
        response: { 200: jobRecListResponseSchema, 400: errorBodySchema, 413: errorBodySchema, 429: errorBodySchema },
      },
      bodyLimit: PREVIEW_MAX_BODY_BYTES,
      // Counted before the body is read: a flood costs a lookup, not a parse and a scoring.
      onRequest: async (request) => limitPerAddress(app, 'previewPerAddress', request.ip),
      preValidation: async (request) => {
        if (hasOversizedRecord(request.body)) {
          throw new AppError('VALIDATION_ERROR', { message: TOO_MANY_ANSWERS_MESSAGE });
        }
      },
    },
    async (request) => previewRecommendations(context, request.body.steps, request.query),
  );

  app.get(
    '/api/job-rec',
    {
      schema: {
        summary: '나에게 맞는 직업 추천 (잘 맞는 순서대로, 이유와 함께)',
        description: `가치관과 흥미 단계를 마치지 않았으면 200으로 data: [], meta.enough: false를 돌려줘요. 둘은 마쳤지만 남은 단계가 있으면 첫 추천(meta.isDraft: true)이고, 남은 단계마다 이유에 '아직 모르는 점'이 붙어요. ${ORDER_NOTE}`,
        tags,
        querystring: jobRecQuerySchema,
        response: { 200: jobRecListResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendSerialised(reply, await listRecommendations(db, context, memory, requireUser(request).id, request.query)),
  );

  app.get(
    '/api/job-rec/:jobName',
    {
      schema: {
        summary: "'이 직업은 왜 아닐까?': 직업 하나의 점수, 순위와 이유",
        description:
          '직업 이름, 다른 이름(유튜버 → 영상 크리에이터)이나 검색어(통역사 → 번역가)로 찾아요. ' +
          '직업 목록에 없는 이름이면 404이고, error.nearest에 직업 목록에서 가장 가까운 직업을 3개까지 보내요(학생들이 자주 찾는 직업은 진로의 시간 팀이 고른 직업, 그 밖에는 직업 검색 결과예요. 찾지 못하면 빈 목록). ' +
          '단계를 충분히 마치지 않았으면 data: null이에요.',
        tags,
        params: jobRecParamsSchema,
        response: {
          200: jobRecDetailResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: jobRecNotFoundBodySchema,
        },
      },
    },
    async (request, reply) =>
      sendSerialised(reply, await explainJob(db, context, memory, requireUser(request).id, request.params.jobName)),
  );

  app.put(
    '/api/job-rec/:jobName/rating',
    {
      schema: {
        summary: '추천 평가하기: 👍(up) 또는 👎(down, 이유 선택)',
        description: `평가는 저장되고 목록 순서에 반영돼요. 평가할 때의 순위와 점수도 함께 저장해요. ${ORDER_NOTE}`,
        tags,
        params: jobRecParamsSchema,
        body: ratingBodySchema,
        response: { 200: ratingResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => ({
      data: await rateJob(db, context, memory, requireUser(request).id, request.params.jobName, request.body),
    }),
  );

  app.delete(
    '/api/job-rec/:jobName/rating',
    {
      schema: {
        summary: '추천 평가 지우기 (평가가 없어도 204)',
        tags,
        params: jobRecParamsSchema,
        response: { 204: z.null().describe('지웠어요'), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteRating(db, context, requireUser(request).id, request.params.jobName);
      return reply.code(204).send(null);
    },
  );
};
