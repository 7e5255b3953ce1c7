import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

const statusSchema = z.object({ status: z.literal('ok') });

/** Liveness (the process answers) and readiness (the database answers too). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { summary: '살아 있는지 확인', tags: ['health'], response: { 200: statusSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    { schema: { summary: '데이터베이스까지 응답하는지 확인', tags: ['health'], response: { 200: statusSchema } } },
    async (request) => {
      try {
        await app.database.ping();
      } catch (err) {
        request.log.warn({ err }, 'database not ready');
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      return { status: 'ok' as const };
    },
  );
};
