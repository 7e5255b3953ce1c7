import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/contracts/common';
import {
  createShareLinkBodySchema,
  SHARE_MESSAGES,
  sharedCardResponseSchema,
  shareIdParamsSchema,
  shareLinkListResponseSchema,
  shareLinkResponseSchema,
} from '../../../shared/contracts/share';
import { AppError } from '../../lib/app-error';
import { requireUser, requireUserHook } from '../../plugins/session';
import { getAssessments } from '../assessments/assessments.service';
import { getJobCatalog } from '../jobs/jobs.service';
import {
  createShareLink,
  exportShareLinks,
  findSharedCard,
  listShareLinks,
  revokeShareLink,
} from './share-links.service';

const tags = ['share'];

/** Share links of my result card (issue 21): mine need a session; a link's card is public. */
export const shareLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const assessments = getAssessments();
  const catalog = getJobCatalog();
  app.userData.register('shareLinks', exportShareLinks);

  app.get(
    '/api/shared/:id',
    {
      schema: {
        summary: '공유 카드 보기 (누구나): 만든 사람이 고른 부분만',
        description: '거둬들인 링크나 없는 id는 404예요.',
        tags,
        params: shareIdParamsSchema,
        response: { 200: sharedCardResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const shared = await findSharedCard(db, request.params.id);
      if (!shared) throw new AppError('NOT_FOUND', { message: SHARE_MESSAGES.notFound });
      // Never kept by a shared cache: a revoked card must be gone at once.
      reply.header('cache-control', 'no-store');
      return { data: shared };
    },
  );

  // 401 before the body is validated: an anonymous caller learns nothing of the input rules.
  const onRequest = requireUserHook;

  app.get(
    '/api/share-links',
    {
      onRequest,
      schema: {
        summary: '내 공유 링크 (살아 있는 것, 최근 것부터)',
        tags,
        response: { 200: shareLinkListResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ data: await listShareLinks(db, requireUser(request).id) }),
  );

  app.post(
    '/api/share-links',
    {
      onRequest,
      schema: {
        summary: '결과 카드 공유 링크 만들기: 담을 부분(흥미 코드, 가치, 강점, 직업 최대 3개)을 골라서',
        description:
          '고른 부분만 그 순간의 결과로 저장해요. 결과가 없는 부분, 모르는 직업, 링크 10개 초과는 400이에요.',
        tags,
        body: createShareLinkBodySchema,
        response: { 201: shareLinkResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const link = await createShareLink(db, assessments, catalog, requireUser(request).id, request.body);
      return reply.code(201).send({ data: link });
    },
  );

  app.delete(
    '/api/share-links/:id',
    {
      onRequest,
      schema: {
        summary: '공유 링크 거둬들이기 (그 뒤로 링크와 이미지는 404)',
        tags,
        params: shareIdParamsSchema,
        response: { 204: z.null().describe('거둬들였어요'), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await revokeShareLink(db, requireUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
