import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkModalResponseSchema, vocFeedbackResponseSchema } from '../../../shared/contracts/assessments';
import { errorBodySchema } from '../../../shared/contracts/common';
import { requireUser, requireUserHook } from '../../plugins/session';
import { vocFeedbackBodySchema } from './voc-feedback.schemas';
import {
  exportVocFeedback,
  hasShownFeedbackDialog,
  receiveVocFeedback,
  recordFeedbackDialogShown,
} from './voc-feedback.service';

const tags = ['voc'];

/**
 * The feedback dialog shown once all six steps are complete (spec §4, §7; CONTRACT.md "Content,
 * feedback, analytics"). The answers and the 'already shown' flag belong to an account, so every
 * route needs a session (401 before the body is validated).
 */
export const vocFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.userData.register('vocFeedback', exportVocFeedback);
  app.addHook('onRequest', requireUserHook);

  app.get(
    '/api/voc-feedback/check-modal',
    {
      schema: {
        summary: '피드백 창을 이미 보여 줬는지',
        tags,
        response: { 200: checkModalResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ data: { hasShownModal: await hasShownFeedbackDialog(db, requireUser(request).id) } }),
  );

  app.post(
    '/api/voc-feedback',
    {
      schema: {
        summary: '피드백 창의 답 보내기',
        description: '답하면 창을 본 것으로도 기록해서 다시 보여 주지 않아요.',
        tags,
        body: vocFeedbackBodySchema,
        response: { 201: vocFeedbackResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const saved = await receiveVocFeedback(db, requireUser(request).id, request.body);
      return reply.code(201).send({ data: saved });
    },
  );

  app.post(
    '/api/voc-feedback/update-modal-status',
    {
      schema: {
        summary: '피드백 창을 보여 줬다고 기록하기 (취소하거나 바깥을 눌러 닫았을 때)',
        description: '여러 번 불러도 처음 기록이 그대로예요.',
        tags,
        response: { 204: z.null().describe('기록했어요'), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await recordFeedbackDialogShown(db, requireUser(request).id);
      return reply.code(204).send(null);
    },
  );
};
