import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../shared/contracts/common';
import { ERROR_MESSAGES, type ErrorCode } from '../../shared/errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/availability';
import { AppError } from '../lib/app-error';
import { JSON_CONTENT_TYPE } from '../lib/send-serialised';

/**
 * The one place where failures become the contract's error body. Expected failures keep their
 * code and status; malformed requests get a 4xx; a database that cannot be reached gets 503 with
 * Retry-After; anything else is logged (through the redacting serializer) and answered with a
 * generic 500 that reveals nothing.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(reply, error.status, error.code, error.message, error.fields, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, issue.params);
        fields[name] ??= issue.message ?? ERROR_MESSAGES.VALIDATION_ERROR;
      }
      return send(reply, 400, 'VALIDATION_ERROR', ERROR_MESSAGES.VALIDATION_ERROR, fields);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeForClientError(status, error);
      if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      return send(reply, status, code, ERROR_MESSAGES[code]);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, 503, 'SERVICE_UNAVAILABLE', ERROR_MESSAGES.SERVICE_UNAVAILABLE);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'INTERNAL_ERROR', ERROR_MESSAGES.INTERNAL_ERROR);
  });
}

/**
 * Fastify's `frameworkErrors`: failures met before routing (a URL whose percent-encoding is not
 * UTF-8, a path parameter over the length limit, which Fastify would answer 414) get the
 * contract's validation answer: 400 in the contract's body, as every route documents.
 */
export function answerFrameworkError(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 400, 'VALIDATION_ERROR', ERROR_MESSAGES.VALIDATION_ERROR, { path: UNREADABLE_URL });
}

const UNREADABLE_URL = '주소를 읽을 수 없어요. 주소가 너무 길거나 잘못된 글자가 들어 있어요.';

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (raw non-ASCII bytes in the
 * URL, broken headers, headers too large) never reaches Fastify; it still gets the contract's body.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({ error: { code: 'VALIDATION_ERROR', message: ERROR_MESSAGES.VALIDATION_ERROR } });
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/** 404 for unknown API routes; the static plugin answers other paths with the web app. */
export function sendNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
}

function send(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  details?: Readonly<Record<string, unknown>>,
) {
  const body: ErrorBody = { error: { ...details, code, message, ...(fields ? { fields } : {}) } };
  return reply.code(status).type(JSON_CONTENT_TYPE).send(body);
}

function codeForClientError(status: number, error: FastifyError): ErrorCode {
  switch (status) {
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'TOO_MANY_ATTEMPTS';
    default:
      return error instanceof SyntaxError || error.code?.includes('JSON') ? 'INVALID_JSON' : 'VALIDATION_ERROR';
  }
}

function fieldName(instancePath: string, params: Record<string, unknown> | undefined): string {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = params && typeof params.missingProperty === 'string' ? params.missingProperty : '';
  return fromPath || missing || 'body';
}
