import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { achievementListResponseSchema } from '../../../shared/contracts/achievements';
import { STEPS } from '../../../shared/contracts/assessments';
import { errorBodySchema } from '../../../shared/contracts/common';
import { requireUser, requireUserHook } from '../../plugins/session';
import { getJobCatalog } from '../jobs/jobs.service';
import { getMissionMarket } from '../missions/mission-market';
import type { RoadmapContent } from '../roadmaps/roadmaps.service';
import { getRoadmapTemplates } from '../roadmaps/templates';
import { earnAchievements, exportAchievements, listAchievements } from './achievements.service';

/**
 * The writes (besides completing a mission, whose answer reports what it earned) after which an
 * achievement may have become true: making a roadmap, adding a dream job, submitting a step.
 */
const EARNING_ROUTES = new Set([
  'POST /api/user-roadmap',
  'POST /api/my-job',
  ...STEPS.map((step) => `POST /api/${step}/submit`),
]);

let contentCache: RoadmapContent | undefined;
/** The read-only content roadmaps are made of, read once. */
export function achievementContent(): RoadmapContent {
  if (!contentCache) {
    const market = getMissionMarket();
    contentCache = { market, templates: getRoadmapTemplates(market), catalog: getJobCatalog() };
  }
  return contentCache;
}

/**
 * `GET /api/achievements`, and the check after the writes of EARNING_ROUTES: before their answer
 * is sent (so the next read sees the achievement), never failing the write itself.
 */
export async function registerAchievements(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  app.userData.register('achievements', exportAchievements);

  app.addHook('onSend', async (request, reply, payload) => {
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    if (request.user && reply.statusCode < 300 && EARNING_ROUTES.has(route)) {
      try {
        await earnAchievements(db, achievementContent(), request.user.id, new Date());
      } catch (error) {
        request.log.warn({ err: error }, 'achievements check failed after %s', route);
      }
    }
    return payload;
  });

  await app.register(achievementsRoutes);
}

const achievementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/api/achievements',
    {
      onRequest: requireUserHook,
      schema: {
        summary: '내 업적: 얻은 것(얻은 때)과 아직 얻지 않은 것(얻는 방법, 지금까지)',
        description:
          '업적은 src/shared/achievements.ts의 표 하나에 정해져 있어요. 조건이 참이 되는 쓰기(미션 완료, 로드맵 만들기, ' +
          '꿈의 직업 담기, 검사 단계 마치기) 뒤에 서버가 한 번만 기록하고, 조건이 나중에 거짓이 되어도 지우지 않아요.',
        tags: ['achievements'],
        response: { 200: achievementListResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({
      data: await listAchievements(db, achievementContent(), requireUser(request).id, new Date()),
    }),
  );
};
