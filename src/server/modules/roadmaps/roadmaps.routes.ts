import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/contracts/common';
import {
  addMissionBodySchema,
  completeMissionBodySchema,
  completionResponseSchema,
  createRoadmapBodySchema,
  milestoneParamsSchema,
  roadmapDetailResponseSchema,
  roadmapIdParamsSchema,
  roadmapListResponseSchema,
  roadmapMissionParamsSchema,
  updateRoadmapBodySchema,
} from '../../../shared/contracts/roadmaps';
import { requireUser, requireUserHook } from '../../plugins/session';
import { earnAchievements } from '../achievements/achievements.service';
import { getJobCatalog } from '../jobs/jobs.service';
import { getMissionMarket } from '../missions/mission-market';
import {
  addMissionToMilestone,
  completeMission,
  createRoadmap,
  deleteRoadmap,
  exportRoadmaps,
  getRoadmap,
  getSampleRoadmap,
  listRoadmaps,
  type RoadmapContent,
  undoMissionCompletion,
  updateRoadmap,
} from './roadmaps.service';
import { getRoadmapTemplates } from './templates';

const tags = ['roadmaps'];
const authErrors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
// 401 before the body is validated: an anonymous caller learns nothing of the input rules.
const needsUser = { onRequest: requireUserHook };

/** Roadmaps (CONTRACT.md, "Roadmaps and missions"). Everything but the sample needs a session. */
export const roadmapsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const market = getMissionMarket();
  const content: RoadmapContent = { market, templates: getRoadmapTemplates(market), catalog: getJobCatalog() };

  app.userData.register('roadmaps', exportRoadmaps);

  app.get(
    '/api/user-roadmap',
    {
      ...needsUser,
      schema: {
        summary: '내 로드맵 목록 (순위대로, 1이 가장 먼저)',
        tags,
        response: { 200: roadmapListResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ data: await listRoadmaps(db, content, requireUser(request).id, new Date()) }),
  );

  app.post(
    '/api/user-roadmap',
    {
      ...needsUser,
      schema: {
        summary: '로드맵 만들기: `{ jobName }` 또는 `{ title }` → 직업 가족 템플릿으로 만들어 맨 뒤 순위에 놓아요',
        description:
          '직업 목록에 없는 이름이면 404, 그 직업의 로드맵이 이미 있으면 409, 로드맵이 20개면 400이에요. ' +
          'jobName 없이 title만 보내면 누구에게나 맞는 기본 템플릿으로 만들어요.',
        tags,
        body: createRoadmapBodySchema,
        response: { 201: roadmapDetailResponseSchema, 409: errorBodySchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const roadmap = await createRoadmap(db, content, requireUser(request).id, request.body, new Date());
      return reply.code(201).send({ data: roadmap });
    },
  );

  app.get(
    '/api/user-roadmap/:id',
    {
      ...needsUser,
      schema: {
        summary: '로드맵 하나: 마일스톤과 미션, 내 진행 상황, 경험치·레벨·연속 기록, 다음에 할 미션',
        description: '다른 사람의 로드맵은 없는 로드맵과 똑같이 404로 답해요.',
        tags,
        params: roadmapIdParamsSchema,
        response: { 200: roadmapDetailResponseSchema, ...authErrors },
      },
    },
    async (request) => ({
      data: await getRoadmap(db, content, requireUser(request).id, request.params.id, new Date()),
    }),
  );

  app.patch(
    '/api/user-roadmap/:id',
    {
      ...needsUser,
      schema: {
        summary: '로드맵 이름·순위 바꾸기, 시험 기간 쉬어 가기 켜고 끄기: `{ title?, rank?, examPause? }`',
        description:
          '순위를 바꾸면 다른 로드맵의 순위가 1..n으로 다시 매겨져요 (n보다 큰 순위는 400). ' +
          'examPause를 켜 둔 날들은 연속 기록에서 빼고 세요: 기록이 끊기지도 늘지도 않아요.',
        tags,
        params: roadmapIdParamsSchema,
        body: updateRoadmapBodySchema,
        response: { 200: roadmapDetailResponseSchema, ...authErrors },
      },
    },
    async (request) => ({
      data: await updateRoadmap(db, content, requireUser(request).id, request.params.id, request.body, new Date()),
    }),
  );

  app.delete(
    '/api/user-roadmap/:id',
    {
      ...needsUser,
      schema: {
        summary: '로드맵 지우기 (남은 로드맵의 순위는 1..n으로 다시 매겨져요)',
        tags,
        params: roadmapIdParamsSchema,
        response: { 204: z.null().describe('지웠어요'), ...authErrors },
      },
    },
    async (request, reply) => {
      await deleteRoadmap(db, requireUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/user-roadmap/:id/milestones/:milestoneTitle/missions',
    {
      ...needsUser,
      schema: {
        summary: '미션 마켓의 미션을 마일스톤 끝에 담기: `{ missionId }`',
        description: '로드맵·마일스톤·미션이 없으면 404, 이미 이 로드맵에 있는 미션이면 409예요.',
        tags,
        params: milestoneParamsSchema,
        body: addMissionBodySchema,
        response: { 201: roadmapDetailResponseSchema, 409: errorBodySchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const { id, milestoneTitle } = request.params;
      const roadmap = await addMissionToMilestone(
        db,
        content,
        requireUser(request).id,
        id,
        milestoneTitle,
        request.body.missionId,
        new Date(),
      );
      return reply.code(201).send({ data: roadmap });
    },
  );

  app.post(
    '/api/user-roadmap/:id/missions/:missionId/complete',
    {
      ...needsUser,
      schema: {
        summary: '미션 완료: `{ reflection? }` → 완료 뒤의 경험치, 레벨, 연속 기록, 새로 얻은 업적',
        description:
          '여러 번 보내도 한 번만 세요: 이미 완료한 미션이면 200으로 같은 상태를 답하고 xpChange는 0, ' +
          'wasAlreadyInState는 true예요 (소감을 보내면 소감만 바꿔요). 경험치는 로드맵마다 미션 하나에 한 번: ' +
          '되돌렸다가 다시 완료하면 처음 받은 경험치와 그날을 되살려요(새로 받지 않아요). 하루에 받을 수 있는 ' +
          '경험치는 모든 로드맵을 합해 100이에요 (game.dailyXp).',
        tags,
        params: roadmapMissionParamsSchema,
        body: completeMissionBodySchema,
        response: { 200: completionResponseSchema, ...authErrors },
      },
    },
    async (request) => {
      const { id, missionId } = request.params;
      const result = await completeMission(
        db,
        content,
        requireUser(request).id,
        id,
        missionId,
        request.body?.reflection,
        new Date(),
      );
      // After the completion's transaction: a second tap at once finds nothing new to earn.
      const newAchievements = result.wasAlreadyInState
        ? []
        : await earnAchievements(db, content, requireUser(request).id, new Date());
      return { data: { ...result, newAchievements } };
    },
  );

  app.delete(
    '/api/user-roadmap/:id/missions/:missionId/complete',
    {
      ...needsUser,
      schema: {
        summary: '미션 완료 되돌리기 → 되돌린 뒤의 경험치, 레벨, 연속 기록',
        description: '완료하지 않은 미션이면 200으로 같은 상태를 답해요. 써 둔 소감은 지우지 않아요.',
        tags,
        params: roadmapMissionParamsSchema,
        response: { 200: completionResponseSchema, ...authErrors },
      },
    },
    async (request) => {
      const { id, missionId } = request.params;
      const result = await undoMissionCompletion(db, content, requireUser(request).id, id, missionId, new Date());
      return { data: { ...result, newAchievements: [] } };
    },
  );

  app.get(
    '/api/roadmap/sample',
    {
      schema: {
        summary: '로드맵 예시 (누구나): 소프트웨어 개발자 로드맵의 마일스톤과 미션',
        tags,
        response: { 200: roadmapDetailResponseSchema },
      },
    },
    async () => ({ data: getSampleRoadmap(content, new Date()) }),
  );
};
