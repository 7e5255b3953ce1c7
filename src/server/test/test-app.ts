import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { type AppDependencies, buildApp } from '../app';
import { type Config, testConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { users } from '../db/schema/index';
import { startSession } from '../modules/auth/session.service';
import { createScratchPostgres } from './scratch-postgres';

export interface TestDatabase extends Database {
  /**
   * The same database as a second server process would open it: on PostgreSQL a connection pool
   * of its own; PGlite serves one process, so there the same handle (closing it closes nothing).
   */
  openAgain(): Promise<Database>;
}

/**
 * A fresh, migrated database with the job catalog loaded, for one test file: a copy of the PGlite
 * made once per run, or, when TEST_DATABASE_URL is set, a new database on that PostgreSQL server
 * created from the run's template (dropped on close). See global-setup.ts.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const golden = readFileSync(inject('pgliteGoldenPath'));
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([golden]) });
    return { ...database, openAgain: async () => ({ ...database, close: async () => {} }) };
  }
  const scratch = await createScratchPostgres(serverUrl, 'jinro_test', inject('postgresTemplate'));
  const database = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...database,
    openAgain: () => openDatabase({ databaseUrl: scratch.url }),
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** Every log line the app wrote, for asserting what is (not) logged. */
  logs: string[];
  close(): Promise<void>;
}

/** `dependencies` are the app's own (a push agent that trusts the local push service, …). */
export async function createTestApp(
  overrides: Partial<Config> = {},
  dependencies: Pick<AppDependencies, 'pushAgent'> = {},
): Promise<TestApp> {
  return buildTestApp(await createTestDatabase(), overrides, dependencies);
}

/**
 * One test app for the whole file: made before its first test, closed after its last. Read it
 * inside tests and hooks (not at the file's top level, where it does not exist yet).
 */
export function testAppForFile(
  overrides: Partial<Config> = {},
  dependencies: Pick<AppDependencies, 'pushAgent'> = {},
): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(overrides, dependencies);
  });
  afterAll(async () => {
    await current?.close();
  });
  const made = (): TestApp => {
    if (!current) throw new Error('testAppForFile: the app is made in beforeAll; read it inside a test');
    return current;
  };
  return {
    get app() {
      return made().app;
    },
    get database() {
      return made().database;
    },
    get logs() {
      return made().logs;
    },
    close: () => made().close(),
  };
}

/**
 * A second app on `t`'s database, as another server instance behind the same PostgreSQL would
 * be (its own pool, its own memory); closing it leaves `t` and the database open.
 */
export async function createSecondTestApp(t: TestApp, overrides: Partial<Config> = {}): Promise<TestApp> {
  const again = await t.database.openAgain();
  return buildTestApp({ ...again, openAgain: () => t.database.openAgain() }, overrides);
}

async function buildTestApp(
  database: TestDatabase,
  overrides: Partial<Config>,
  dependencies: Pick<AppDependencies, 'pushAgent'> = {},
): Promise<TestApp> {
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const app = await buildApp(testConfig({ logLevel: 'info', ...overrides }), { ...dependencies, database, logStream });
  await app.ready();
  return {
    app,
    database,
    logs,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Headers a same-origin browser request carries. */
export const SAME_ORIGIN = { origin: 'http://localhost:3000' } as const;

/**
 * A signed-in user for API tests, made by writing the account and a session directly (no
 * password hashing, no HTTP round trip). `cookie` goes in the request's `cookie` header.
 */
export async function loginAs(
  t: TestApp,
  email = `user-${randomBytes(4).toString('hex')}@example.com`,
): Promise<{ userId: string; cookie: string; email: string }> {
  const userId = randomUUID();
  await t.database.db.insert(users).values({ id: userId, email, passwordHash: null });
  const { token } = await startSession(t.database.db, userId);
  return { userId, email, cookie: `sid=${token}` };
}

/** The session cookie a response set, as a `cookie` request header value. */
export function sessionCookieFrom(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('the response set no session cookie');
  return `sid=${cookie.value}`;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A same-origin request to the test app, as a signed-in browser (with `cookie`) or a visitor sends it. */
export function callApi(t: TestApp, method: HttpMethod, url: string, cookie?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** One test per route: a visitor (no session) gets 401 NOT_AUTHENTICATED with the spec's message. */
export function itRequiresSignIn(t: TestApp, routes: ReadonlyArray<readonly [HttpMethod, string, unknown]>) {
  it.each(routes)('%s %s answers 401', async (method, url, payload) => {
    const res = await callApi(t, method, url, undefined, payload);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'NOT_AUTHENTICATED', message: '로그인이 필요해요.' } });
  });
}

/** A same-origin POST whose body goes as written under `contentType` (malformed JSON, plain text, …). */
export function postRaw(t: TestApp, url: string, contentType: string, payload: string) {
  return t.app.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN, 'content-type': contentType }, payload });
}
