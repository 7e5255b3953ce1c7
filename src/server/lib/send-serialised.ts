import type { FastifyReply } from 'fastify';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Sends JSON that is already serialised, checked against the route's response schema when it was
 * made and remembered (auth check, recommendations), so it is neither checked nor serialised again.
 */
export function sendSerialised(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type(JSON_CONTENT_TYPE).send(body);
}
