import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/contracts/common';
import {
  addDreamJobBodySchema,
  dreamJobIdParamsSchema,
  dreamJobResponseSchema,
  dreamListResponseSchema,
  reorderDreamJobsBodySchema,
  updateDreamJobBodySchema,
} from '../../../shared/contracts/dream-list';
import { requireUser, requireUserHook } from '../../plugins/session';
import { getJobCatalog } from '../jobs/jobs.service';
import {
  addDreamJob,
  deleteDreamJob,
  exportDreamList,
  listDreamJobs,
  reorderDreamJobs,
  updateDreamJob,
} from './dream-list.service';

const tags = ['dream-list'];
const errors = { 400: errorBodySchema, 401: errorBodySchema };

/** My dream list (CONTRACT.md, Jobs and the dream list). Every route needs a session. */
export const dreamListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const catalog = getJobCatalog();

  app.userData.register('dreamList', exportDreamList);
  // 401 before the body is validated: an anonymous caller learns nothing of the input rules.
  app.addHook('onRequest', requireUserHook);

  app.get(
    '/api/my-job',
    {
      schema: {
        summary: '꿈 목록 (직업 목록의 직업과 나만의 직업, 내가 정한 순서대로)',
        tags,
        response: { 200: dreamListResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ data: await listDreamJobs(db, catalog, requireUser(request).id) }),
  );

  app.post(
    '/api/my-job',
    {
      schema: {
        summary: '꿈 목록에 담기: `{ jobName }` 또는 `{ custom: { name, note? } }` (맨 뒤에 붙어요)',
        description: '이미 있는 직업이면 409, 직업 목록에 없는 이름이면 404, 목록이 가득 찼으면(50개) 400이에요.',
        tags,
        body: addDreamJobBodySchema,
        response: { 201: dreamJobResponseSchema, 404: errorBodySchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const item = await addDreamJob(db, catalog, user.id, request.body);
      return reply.code(201).send({ data: item });
    },
  );

  app.patch(
    '/api/my-job/order',
    {
      schema: {
        summary: '꿈 목록 순서 바꾸기: 내 항목 id 전부를 원하는 순서대로',
        tags,
        body: reorderDreamJobsBodySchema,
        response: { 200: dreamListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await reorderDreamJobs(db, catalog, requireUser(request).id, request.body.ids) }),
  );

  app.patch(
    '/api/my-job/:id',
    {
      schema: {
        summary: '꿈 목록 항목의 메모 고치기 (null이나 빈 글은 메모 지우기)',
        tags,
        params: dreamJobIdParamsSchema,
        body: updateDreamJobBodySchema,
        response: { 200: dreamJobResponseSchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request) => ({
      data: await updateDreamJob(db, catalog, requireUser(request).id, request.params.id, request.body.note),
    }),
  );

  app.delete(
    '/api/my-job/:id',
    {
      schema: {
        summary: '꿈 목록에서 빼기',
        tags,
        params: dreamJobIdParamsSchema,
        response: { 204: z.null().describe('뺐어요'), 404: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteDreamJob(db, requireUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
