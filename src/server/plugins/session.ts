import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { ensureCookieSecret } from '../modules/auth/device-cookie';
import {
  rememberedSession,
  resolveSession,
  sessionCookieName,
  setSessionCookie,
} from '../modules/auth/session.service';

/** The signed-in person, as every route sees it. */
export interface SessionUser {
  id: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or `null` for an anonymous visitor. */
    user: SessionUser | null;
    /** The id of the session the request came with, if any. */
    sessionId: string | null;
  }
}

/** Reads the session cookie of every request and puts the user on `request.user`. */
export async function registerSession(app: FastifyInstance): Promise<void> {
  // The secret signs the log-in device cookie (modules/auth/device-cookie.ts); the session cookie
  // needs none, its token is looked up by hash.
  await app.register(cookie, { secret: await ensureCookieSecret(app.database.db) });
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  const cookieName = sessionCookieName(app.config);

  // Callback style: an anonymous request (most of the catalog's) passes without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const token = request.cookies[cookieName];
    if (!token || token.length > 200) {
      done();
      return;
    }
    // Callback style here too: a remembered session (most signed-in requests) needs no promise.
    const remembered = rememberedSession(app.database.db, token);
    if (remembered) {
      signIn(request, remembered);
      done();
      return;
    }
    resolveSession(app.database.db, token).then((found) => {
      if (found) {
        signIn(request, found);
        if (found.refreshed) setSessionCookie(reply, app.config, token);
      }
      done();
    }, done);
  });

  // A signed-in person's answers never stay in a shared or browser cache (ASVS 8.1.1), unless the
  // route set its own policy for public content.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.user && request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'private, no-store');
    }
    done(null, payload);
  });
}

function signIn(request: FastifyRequest, found: { session: { id: string }; user: SessionUser }): void {
  request.user = { id: found.user.id, email: found.user.email };
  request.sessionId = found.session.id;
}

/** The signed-in user, or 401 NOT_AUTHENTICATED. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('NOT_AUTHENTICATED');
  return request.user;
}

/**
 * `onRequest` hook for routes that need a session: answers 401 before the body is even
 * validated, so an anonymous caller learns nothing about the route's input rules.
 */
export async function requireUserHook(request: FastifyRequest): Promise<void> {
  requireUser(request);
}
