import { LRUCache } from 'lru-cache';
import { authUserResponseSchema, type User } from '../../../shared/contracts/auth';
import type { Db } from '../../db/client';
import type { sessions, users } from '../../db/schema/index';

type SessionRow = typeof sessions.$inferSelect;
type UserRow = typeof users.$inferSelect;

/**
 * A short-lived memory of resolved sessions and of the user as `/api/auth/check` shows them, so
 * that a signed-in page view does not cost database round trips on every request.
 *
 * - One cache per database (a WeakMap on the Drizzle handle), so apps and test files never share.
 * - Every write to a user, their sessions or linked accounts goes through auth.queries.ts, which
 *   forgets that user here at once: log-out, password change, withdrawal and consent changes take
 *   effect immediately on this instance.
 * - A database read that a forget overtook is not remembered (`generation`): take the generation
 *   before reading, hand it back when caching.
 * - Another instance behind the same database learns of such a change within TTL_MS at most.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface SessionEntry {
  session: SessionRow;
  user: UserRow;
  until: number;
}

interface UserEntry {
  /** `/api/auth/check`'s answer for this user, checked against its schema and serialised. */
  answer: Buffer;
  until: number;
}

/**
 * Bounded, least recently used first out. Entries keep their own expiry (`until`) rather than the
 * library's TTL, because callers pass the time they read at (`now`).
 */
interface Cache {
  sessions: LRUCache<string, SessionEntry>;
  users: LRUCache<string, UserEntry>;
  /** Counts the forgets: a read that started before one must not be remembered after it. */
  generation: number;
  /** Off when several instances share the database: a log-out on one must end the session on all at once. */
  enabled: boolean;
}

const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = {
      sessions: new LRUCache({ max: MAX_ENTRIES }),
      users: new LRUCache({ max: MAX_ENTRIES }),
      generation: 0,
      enabled: true,
    };
    caches.set(db, cache);
  }
  return cache;
}

export function cachedSession(
  db: Db,
  tokenHash: string,
  now: number,
): { session: SessionRow; user: UserRow } | undefined {
  const sessions = cacheOf(db).sessions;
  const entry = sessions.get(tokenHash);
  if (!entry) return undefined;
  if (entry.until <= now || entry.session.expiresAt.getTime() <= now) {
    sessions.delete(tokenHash);
    return undefined;
  }
  return entry;
}

/** Call before the database read whose result may be cached. */
export function cacheGeneration(db: Db): number {
  return cacheOf(db).generation;
}

export function cacheSession(
  db: Db,
  generation: number,
  tokenHash: string,
  entry: { session: SessionRow; user: UserRow },
  now: number,
): void {
  const cache = cacheOf(db);
  if (!cache.enabled || cache.generation !== generation) return;
  cache.sessions.set(tokenHash, { session: entry.session, user: entry.user, until: now + SESSION_CACHE_TTL_MS });
}

export function cachedUserAnswer(db: Db, userId: string, now: number): Buffer | undefined {
  const users = cacheOf(db).users;
  const entry = users.get(userId);
  if (!entry) return undefined;
  if (entry.until <= now) {
    users.delete(userId);
    return undefined;
  }
  return entry.answer;
}

/** Serialises `/api/auth/check`'s answer for `user`, and remembers it unless a forget overtook the read. */
export function cacheUserAnswer(db: Db, generation: number, user: User, now: number): Buffer {
  const answer = Buffer.from(JSON.stringify(authUserResponseSchema.parse({ data: { user } })));
  const cache = cacheOf(db);
  if (cache.enabled && cache.generation === generation)
    cache.users.set(user.id, { answer, until: now + SESSION_CACHE_TTL_MS });
  return answer;
}

/**
 * Turns the memory off for this database: every request then reads sessions from the database,
 * so that a log-out or password change on one instance ends the session on every other at once.
 * The app does this when REDIS_URL is set, which is how several instances are run (README).
 */
export function keepSessionsOnlyInDatabase(db: Db): void {
  const cache = cacheOf(db);
  cache.enabled = false;
  cache.generation++;
  cache.sessions.clear();
  cache.users.clear();
}

/** Forgets everything about one user: their sessions and how they are shown. */
export function forgetUser(db: Db, userId: string): void {
  const cache = cacheOf(db);
  cache.generation++;
  cache.users.delete(userId);
  forgetSessionsWhere(cache, (session) => session.userId === userId);
}

export function forgetSession(db: Db, sessionId: string): void {
  const cache = cacheOf(db);
  cache.generation++;
  forgetSessionsWhere(cache, (session) => session.id === sessionId);
}

function forgetSessionsWhere(cache: Cache, matches: (session: SessionRow) => boolean): void {
  // Keys first: the cache is not changed while it is walked.
  const hashes = [...cache.sessions.entries()].filter(([, entry]) => matches(entry.session)).map(([hash]) => hash);
  for (const hash of hashes) cache.sessions.delete(hash);
}
