import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageViewBodySchema } from '../../../shared/contracts/analytics';
import { errorBodySchema } from '../../../shared/contracts/common';
import { limitPerAddress } from '../auth/rate-limit';
import { recordPageView } from './analytics.service';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/analytics/pageview',
    {
      schema: {
        summary: '페이지 조회 기록 (경로와 시각만 저장)',
        tags: ['analytics'],
        body: pageViewBodySchema,
        response: { 204: z.null().describe('기록했어요'), 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await limitPerAddress(app, 'pageviewPerAddress', request.ip);
      await recordPageView(app.database.db, request.body.path);
      return reply.code(204).send(null);
    },
  );
};
