import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from './client';

/** Network failures on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** PostgreSQL's own: shutting down, starting up, out of connections. Class 08 is connection exceptions. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What node-postgres and PGlite say when a connection is gone or never came. */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'PGlite is closed',
];

/**
 * True when a failure means the database cannot be reached right now (not that the query was
 * wrong): the API answers 503 with Retry-After then, not 500. Looks through Drizzle's wrapper and
 * any `cause` chain, and into an AggregateError (a refused connection to each address of a host).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const stack: unknown[] = [error];
  while (stack.length > 0) {
    const current = stack.pop();
    if (!(current instanceof Object) || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08/.test(code))) {
      return true;
    }
    if (typeof message === 'string' && MESSAGES.some((known) => message.includes(known))) return true;
    stack.push(cause);
    if (Array.isArray(errors)) stack.push(...errors);
  }
  return false;
}

/** Seconds a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Start-up: pings the database until it answers or `timeoutMs` has passed (a PostgreSQL that
 * starts after the server, a failover), waiting 0.25 s, then longer, up to 2 s between tries.
 * Throws an error saying how long it tried and why the last try failed.
 */
export async function waitForDatabase(
  database: Pick<Database, 'ping'>,
  timeoutMs: number,
  onRetry: (error: unknown, waitedMs: number) => void = () => {},
): Promise<void> {
  const started = Date.now();
  let pause = 250;
  for (;;) {
    try {
      await database.ping();
      return;
    } catch (error) {
      const waited = Date.now() - started;
      if (!isDatabaseUnavailable(error) || waited + pause > timeoutMs) {
        const reason = rootMessage(error);
        throw new Error(
          `데이터베이스에 연결하지 못했어요 (${Math.round(waited / 1000)}초 동안 다시 시도했어요, DATABASE_CONNECT_TIMEOUT=${Math.round(timeoutMs / 1000)}): ${reason}`,
          { cause: error },
        );
      }
      onRetry(error, waited);
      await sleep(pause);
      pause = Math.min(pause * 2, 2_000);
    }
  }
}

/** The message of the innermost cause (Drizzle's wrapper says only which query failed). */
function rootMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  if (current instanceof AggregateError && current.errors[0] instanceof Error) current = current.errors[0];
  return current instanceof Error ? current.message || current.name : String(current);
}
