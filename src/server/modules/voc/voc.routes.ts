import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/contracts/common';
import { VOC_EMAIL_RETENTION_DAYS } from '../../../shared/contracts/voc';
import { limitPerAddress } from '../auth/rate-limit';
import { vocBodySchema, vocResponseSchema } from './voc.schemas';
import { eraseExpiredReplyAddresses, exportVocMessages, receiveVocMessage } from './voc.service';

/** Messages from the 고객의 목소리 page (CONTRACT.md, Content, feedback, analytics). Open to everyone. */
export const vocRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.userData.register('vocMessages', exportVocMessages);

  // The privacy policy promises reply addresses are gone 90 days after receipt: besides the sweep
  // on each new message, one at start-up and every six hours keeps it on a quiet server too.
  const sweep = () =>
    eraseExpiredReplyAddresses(db).catch((err: unknown) =>
      app.log.warn({ err }, 'could not erase old reply addresses'),
    );
  app.addHook('onReady', async () => {
    await sweep();
  });
  const timer = setInterval(sweep, 6 * 60 * 60 * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(
    '/api/voc',
    {
      schema: {
        summary: '고객의 목소리: 의견 보내기 (로그인하지 않아도 돼요)',
        description:
          `로그인한 상태면 계정과 함께 저장하고, 탈퇴하면 함께 지워요. 답장 받을 이메일은 선택이고, ` +
          `받은 날부터 ${VOC_EMAIL_RETENTION_DAYS}일이 지나면 저절로 지워요.`,
        tags: ['voc'],
        body: vocBodySchema,
        response: { 201: vocResponseSchema, 400: errorBodySchema, 413: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await limitPerAddress(app, 'vocPerAddress', request.ip);
      const receipt = await receiveVocMessage(db, request.body, { userId: request.user?.id ?? null });
      return reply.code(201).send({ data: receipt });
    },
  );
};
