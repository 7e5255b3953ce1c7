import type { FastifyInstance } from 'fastify';
import { normaliseText, unstorableTextReason } from '../../shared/validation/text';
import { AppError } from '../lib/app-error';

/**
 * The one place where request text meets the rules every stored text obeys
 * (`shared/validation/text.ts`), for every field of every route:
 *
 * - before validation, every string of a JSON body is put in NFC, so the schemas count, compare
 *   and store one form ('가' as one syllable or as two jamo is the same text);
 * - after validation (so a field keeps its own message when its schema refuses it) and before
 *   the handler, a NUL or a lone UTF-16 surrogate in the path parameters or the body is refused
 *   with the contract's 400 naming the field. PostgreSQL cannot store either: without this they
 *   failed deep in a query as a 500. Query strings are read by the routes themselves, and the
 *   fuzz test proves none reaches the database.
 *
 * Both walks are iterative (a body may be nested deep) and synchronous: they run on every request,
 * and an async hook costs a promise each time.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body !== null && typeof request.body === 'object') normaliseStrings(request.body);
    else if (typeof request.body === 'string') request.body = normaliseText(request.body);
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const found = findUnstorableText(value, part);
      if (found !== undefined) {
        done(new AppError('VALIDATION_ERROR', { fields: { [found.field]: found.reason } }));
        return;
      }
    }
    done();
  });
}

/** Puts every string value of a parsed JSON body in NFC, in place. */
function normaliseStrings(root: object): void {
  const stack: object[] = [root];
  while (stack.length > 0) {
    const container = stack.pop() as Record<string, unknown>;
    for (const key of Object.keys(container)) {
      const value = container[key];
      if (typeof value === 'string') container[key] = normaliseText(value);
      else if (value !== null && typeof value === 'object') stack.push(value);
    }
  }
}

/** The dotted name of the first string (or key) that cannot be stored, with why, or `undefined`. */
function findUnstorableText(root: unknown, rootName: string): { field: string; reason: string } | undefined {
  const stack: Array<[unknown, string]> = [[root, rootName]];
  while (stack.length > 0) {
    const [value, name] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      const reason = unstorableTextReason(value);
      if (reason) return { field: name, reason };
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        stack.push([item, `${name}.${i}`]);
      });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const reason = unstorableTextReason(key);
        if (reason) return { field: name, reason };
        stack.push([item, name === 'body' || name === 'params' ? key : `${name}.${key}`]);
      }
    }
  }
  return undefined;
}
