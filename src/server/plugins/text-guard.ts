import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

const NUL_MESSAGE = '보이지 않는 제어 문자(NUL)는 쓸 수 없어요.';

/**
 * PostgreSQL text cannot hold U+0000, so a NUL in a request's path parameters or JSON body
 * would fail deep in a query as a 500 (query strings are read by the routes themselves, and
 * the fuzz test proves none reaches the database). What the route's schema lets through is
 * checked here, after validation (so a field keeps its own message when its schema refuses it)
 * and before the handler, and refused with the contract's 400. Walked without recursion.
 */
export function registerTextGuard(app: FastifyInstance): void {
  // Synchronous: it runs on every request, and an async hook costs a promise each time.
  app.addHook('preHandler', (request, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const field = findNul(value, part);
      if (field !== undefined) {
        done(new AppError('VALIDATION_ERROR', { fields: { [field]: NUL_MESSAGE } }));
        return;
      }
    }
    done();
  });
}

/** The dotted name of the first string (or key) holding a NUL, or `undefined`. */
export function findNul(root: unknown, rootName: string): string | undefined {
  const stack: Array<[unknown, string]> = [[root, rootName]];
  while (stack.length > 0) {
    const [value, name] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return name;
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        stack.push([item, `${name}.${i}`]);
      });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return name;
        stack.push([item, name === 'body' || name === 'params' ? key : `${name}.${key}`]);
      }
    }
  }
  return undefined;
}
