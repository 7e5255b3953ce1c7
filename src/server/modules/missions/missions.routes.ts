import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/contracts/common';
import {
  dailyMissionsResponseSchema,
  missionCategoriesResponseSchema,
  missionDetailResponseSchema,
  missionIdParamsSchema,
  missionListQuerySchema,
  missionListResponseSchema,
  randomMissionsQuerySchema,
  randomMissionsResponseSchema,
} from '../../../shared/contracts/missions';
import { requireUser, requireUserHook } from '../../plugins/session';
import { getJobCatalog } from '../jobs/jobs.service';
import { getRoadmapTemplates } from '../roadmaps/roadmaps.service';
import { getMissionMarket } from './mission-market';
import {
  exportDailyMissions,
  getDailyMissions,
  getMission,
  getRandomMissions,
  listCategories,
  listMissions,
  type MissionsContext,
} from './missions.service';

const tags = ['missions'];

/** The mission market (CONTRACT.md, "Roadmaps and missions"): public, except today's missions. */
export const missionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const market = getMissionMarket();
  const context: MissionsContext = {
    roadmapContent: { market, templates: getRoadmapTemplates(market), catalog: getJobCatalog() },
    ai: app.config.ai,
    log: app.log,
  };

  app.userData.register('dailyMissions', exportDailyMissions);

  app.get(
    '/api/missions/categories',
    {
      schema: {
        summary: '미션 마켓의 분야와 세부 분야, 각각의 미션 수',
        tags,
        response: { 200: missionCategoriesResponseSchema },
      },
    },
    async () => ({ data: [...listCategories(market)] }),
  );

  app.get(
    '/api/missions',
    {
      schema: {
        summary: '미션 목록: `?category=&sub=&q=` (초성 검색 가능)와 페이지 (`limit`, `cursor`)',
        description: '검색어가 있으면 잘 맞는 순서, 없으면 미션 마켓 순서예요. 모르는 분야·세부 분야는 400이에요.',
        tags,
        querystring: missionListQuerySchema,
        response: { 200: missionListResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => listMissions(market, request.query),
  );

  app.get(
    '/api/missions/random',
    {
      schema: {
        summary: '미션 모음 `?count=` (기본 50, 최대 100): 로그인하면 흥미·로드맵 직업에 맞춘 추천, 아니면 무작위',
        description:
          'mode가 personalised면 내 흥미 유형(검사)이나 로드맵 직업에 잘 맞는 미션을, 아직 완료하지 않은 것 위주로 골라요. ' +
          '알려진 게 없거나 로그인하지 않았으면 random이에요. 응답의 seed를 다시 보내면 같은 목록을 받아요.',
        tags,
        querystring: randomMissionsQuerySchema,
        response: { 200: randomMissionsResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => getRandomMissions(db, context, request.user?.id ?? null, request.query, new Date()),
  );

  app.get(
    '/api/missions/daily',
    {
      onRequest: requireUserHook,
      schema: {
        summary: '오늘의 미션 3–5개와 고른 이유 (하루 동안 그대로, 다음 날 새로)',
        description:
          '하루는 Asia/Seoul 기준이에요. 이미 완료한 미션은 고르지 않아요. 그날 처음 부를 때 골라 저장하므로, ' +
          '오늘 완료한 미션도 목록에 남고 isCompleted가 true가 돼요. AI_BASE_URL이 설정되어 있으면 이유 문장을 ' +
          'AI가 다듬을 수 있고, 실패하면 기본 문장을 써요.',
        tags,
        response: { 200: dailyMissionsResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => getDailyMissions(db, context, requireUser(request).id, new Date()),
  );

  app.get(
    '/api/missions/:id',
    {
      schema: {
        summary: '미션 하나: 무엇을 하는지, 걸리는 시간, 난이도, 다 했는지 알아보는 기준',
        tags,
        params: missionIdParamsSchema,
        response: { 200: missionDetailResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ data: getMission(market, request.params.id) }),
  );
};
