import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/availability';
import { AppError } from '../../lib/app-error';

const statusSchema = z.object({ status: z.literal('ok') });
const readySchema = statusSchema.extend({
  limits: z
    .enum(['shared', 'per-instance'])
    .describe(
      'attempt limits: shared by every instance (Redis), or counted per instance (no Redis, or Redis unreachable)',
    ),
});

/**
 * Liveness (the process answers) and readiness (the database answers too). Readiness also says
 * where attempt limits are counted: an instance whose Redis is away still serves, with limits of
 * its own, and says so here.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { summary: '살아 있는지 확인', tags: ['health'], response: { 200: statusSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    { schema: { summary: '데이터베이스까지 응답하는지 확인', tags: ['health'], response: { 200: readySchema } } },
    async (request) => {
      try {
        await app.database.ping();
      } catch (err) {
        request.log.warn({ err }, 'database not ready');
        throw new AppError('SERVICE_UNAVAILABLE', { headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) } });
      }
      return { status: 'ok' as const, limits: app.attemptLimiter.scope() };
    },
  );
};
