import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/constants';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  deleteExpiredOAuthStates,
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSession,
  findSessionWithUser,
  insertSession,
  type SessionRow,
  touchSession,
  type UserRow,
} from './auth.queries';
import { cachedSession, cacheGeneration, cacheSession } from './session-cache';
import { hashToken, newId, newToken } from './tokens';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's expiry slides forward at most this often, to spare a write on every request. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export function sessionCookieName(config: Config): string {
  // The __Host- prefix makes the browser refuse the cookie unless Secure, path=/ and host-only.
  return config.isHttps ? '__Host-sid' : 'sid';
}

export interface StartedSession {
  token: string;
  session: SessionRow;
}

/** A new session with a new token; the previous one of this browser, if any, ends. */
export async function startSession(db: Db, userId: string, previousSessionId?: string): Promise<StartedSession> {
  if (previousSessionId) await deleteSession(db, previousSessionId);
  const token = newToken();
  const now = new Date();
  const session: SessionRow = {
    id: newId(),
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  };
  await insertSession(db, session);
  return { token, session };
}

/**
 * The session behind a cookie's token when it is remembered and needs nothing written (not expired,
 * touched recently), without a promise: most signed-in requests end here. `undefined` means
 * "ask `resolveSession`", not "no session".
 */
export function rememberedSession(
  db: Db,
  token: string,
  now = Date.now(),
): { session: SessionRow; user: UserRow } | undefined {
  // Neither expired nor past the memory's few seconds: `cachedSession` forgets those.
  const cached = cachedSession(db, hashToken(token), now);
  if (!cached || now - cached.session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) return undefined;
  return cached;
}

/** The user behind a cookie's token, sliding the session's expiry; `undefined` if none or expired. */
export async function resolveSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ session: SessionRow; user: UserRow; refreshed: boolean } | undefined> {
  const tokenHash = hashToken(token);
  const generation = cacheGeneration(db);
  const cached = cachedSession(db, tokenHash, now.getTime());
  const found = cached ?? (await findSessionWithUser(db, tokenHash));
  if (!found) return undefined;
  if (found.session.expiresAt <= now) {
    await deleteSession(db, found.session.id);
    return undefined;
  }
  if (now.getTime() - found.session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) {
    // Remembered from the database read only: a cache hit must not extend its own life.
    if (!cached) cacheSession(db, generation, tokenHash, found, now.getTime());
    return { session: found.session, user: found.user, refreshed: false };
  }
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await touchSession(db, found.session.id, now, expiresAt);
  const session = { ...found.session, lastSeenAt: now, expiresAt };
  cacheSession(db, generation, tokenHash, { session, user: found.user }, now.getTime());
  return { session, user: found.user, refreshed: true };
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
}

export async function endOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await deleteOtherSessions(db, userId, keepSessionId);
}

/** Attributes shared by the session cookie and its signed-in hint, so both live and die together. */
function sessionCookieOptions(config: Config): CookieSerializeOptions {
  return { path: '/', sameSite: 'lax', secure: config.isHttps };
}

/** Sets the session cookie, and beside it the readable signed-in hint with the same lifetime. */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(sessionCookieName(config), token, {
    ...sessionCookieOptions(config),
    httpOnly: true,
    maxAge: SESSION_TTL_MS / 1000,
  });
  setSignedInHint(reply, config);
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), { ...sessionCookieOptions(config), httpOnly: true });
  clearSignedInHint(reply, config);
}

/**
 * The hint only spares an anonymous visit the start-up session check; it grants nothing and the
 * server never reads it. The session cookie stays httpOnly: the hint holds no part of it.
 */
export function setSignedInHint(reply: FastifyReply, config: Config): void {
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
    ...sessionCookieOptions(config),
    httpOnly: false,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSignedInHint(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, sessionCookieOptions(config));
}

/**
 * Removes sessions past their expiry and abandoned social sign-ins. Expired sessions are
 * already refused; this keeps no record longer than needed (privacy policy: session records).
 */
export async function purgeExpired(db: Db, now = new Date()): Promise<void> {
  await deleteExpiredSessions(db, now);
  await deleteExpiredOAuthStates(db, now);
}
