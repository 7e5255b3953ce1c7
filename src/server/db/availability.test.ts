import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { startSession } from '../modules/auth/session.service';
import { createScratchPostgres } from '../test/scratch-postgres';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { SAME_ORIGIN } from '../test/test-app';
import { isDatabaseUnavailable, waitForDatabase } from './availability';
import { type Database, openDatabase } from './client';
import { users } from './schema/index';

const serverUrl = process.env.TEST_DATABASE_URL;
const postgres = serverUrl ? new URL(serverUrl) : new URL('postgres://root@127.0.0.1:5432/test');

describe('start-up while the database is away', () => {
  it('retries until the database answers, then goes on', async () => {
    const proxy = await startTcpProxy(postgres.hostname, Number(postgres.port || 5432));
    await proxy.cut();
    const url = new URL(postgres);
    url.host = `127.0.0.1:${proxy.port}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    const retries: number[] = [];
    try {
      setTimeout(() => void proxy.restore(), 700);
      await waitForDatabase(database, 10_000, (_error, waited) => retries.push(waited));
      expect(retries.length).toBeGreaterThanOrEqual(2);
      await database.ping();
    } finally {
      await database.close();
      await proxy.close();
    }
  });

  it('gives up after the configured time with a message that says so', async () => {
    const database = await openDatabase({ databaseUrl: 'postgres://root@127.0.0.1:1/none' });
    const started = Date.now();
    const retries: number[] = [];
    try {
      await expect(waitForDatabase(database, 1_000, (_error, waited) => retries.push(waited))).rejects.toThrow(
        /DATABASE_CONNECT_TIMEOUT=1\b.*ECONNREFUSED/s,
      );
      // It retried before giving up, and never past the time it was given. When it gives up depends
      // on how long each refused attempt took (it stops when the next pause would overrun the time):
      // a loaded machine gave up at 520 ms, so no lower bound on the clock. The upper bound only
      // catches a hang.
      expect(retries.length).toBeGreaterThanOrEqual(1);
      expect(retries.every((waited) => waited < 1_000)).toBe(true);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await database.close();
    }
  });

  it('tells a database that is away from a query that is wrong', async () => {
    const away = await openDatabase({ databaseUrl: 'postgres://root@127.0.0.1:1/none' });
    const refused = await away.db.execute(sql`select 1`).then(
      () => undefined,
      (error: unknown) => error,
    );
    await away.close();
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('syntax error at or near "selec"'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
  });
});

describe.skipIf(!serverUrl)('API while PostgreSQL is unreachable', () => {
  let proxy: TcpProxy;
  let database: Database;
  let drop: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const logs: string[] = [];

  beforeAll(async () => {
    const scratch = await createScratchPostgres(serverUrl ?? '', 'jinro_down');
    drop = scratch.drop;
    proxy = await startTcpProxy(postgres.hostname, Number(postgres.port || 5432));
    const url = new URL(scratch.url);
    url.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({ databaseUrl: url.toString() });
    await database.migrate();
    const logStream = new Writable({
      write(chunk, _encoding, callback) {
        logs.push(String(chunk));
        callback();
      },
    });
    app = await buildApp(testConfig({ logLevel: 'info' }), { database, logStream });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await drop?.();
  });

  it('answers 503 with Retry-After (not 500), logs no query values, and recovers when it is back', async () => {
    const userId = randomUUID();
    const email = 'away.person@example.com';
    await database.db.insert(users).values({ id: userId, email, passwordHash: null });
    const { token } = await startSession(database.db, userId);
    const cookie = `sid=${token}`;
    expect((await app.inject({ url: '/api/user-roadmap', headers: { cookie } })).statusCode).toBe(200);

    await proxy.cut();
    const attempts = [
      app.inject({ url: '/api/user-roadmap', headers: { cookie } }),
      app.inject({ url: '/api/my-job', headers: { cookie } }),
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: SAME_ORIGIN,
        payload: { email, password: 'correct1horse!' },
      }),
      app.inject({ method: 'POST', url: '/api/analytics/pageview', headers: SAME_ORIGIN, payload: { path: '/' } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/[가-힣]/) } });
    }
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(logs.join('')).not.toContain(email);
    expect(logs.join('')).not.toContain(token);

    await proxy.restore();
    expect((await app.inject({ url: '/api/user-roadmap', headers: { cookie } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  }, 30_000);
});
