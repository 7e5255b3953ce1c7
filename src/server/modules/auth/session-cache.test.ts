import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index';
import { callApi, createTestApp, loginAs, SAME_ORIGIN, type TestApp } from '../../test/test-app';
import { endSession, rememberedSession, resolveSession, startSession } from './session.service';
import { keepSessionsOnlyInDatabase, SESSION_CACHE_TTL_MS } from './session-cache';

/**
 * Sessions and `/api/auth/check` are answered from a few seconds of memory; every change a user
 * makes must still show at once, and a change made elsewhere (another instance) within the TTL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(async () => {
  await t.close();
});

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, ...(payload ? { payload } : {}) });
}

async function signUp() {
  const email = `cache-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await callApi(t, 'POST', '/api/auth/register', undefined, { email, password: 'correct1horse!' });
  expect(res.statusCode, res.body).toBe(201);
  const sid = res.cookies.find((c) => c.name === 'sid');
  if (!sid) throw new Error('no session cookie');
  return { email, cookie: `sid=${sid.value}` };
}

describe('remembered sessions', () => {
  it('ends a session at once on log-out even right after it was remembered', async () => {
    const { cookie } = await signUp();
    expect((await call('GET', '/api/auth/check', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/check', cookie)).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/logout', cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/auth/check', cookie)).statusCode).toBe(401);
  });

  it('shows a changed marketing consent at once', async () => {
    const { cookie } = await signUp();
    expect((await call('GET', '/api/auth/check', cookie)).json().data.user.marketingConsent).toBe(false);
    const patched = await call('PATCH', '/api/auth/marketing-consent', cookie, { marketingConsent: true });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await call('GET', '/api/auth/check', cookie)).json().data.user.marketingConsent).toBe(true);
  });

  it('ends the other remembered sessions at once when the password changes', async () => {
    const { email, cookie } = await signUp();
    const login = await callApi(t, 'POST', '/api/auth/login', undefined, { email, password: 'correct1horse!' });
    const other = `sid=${login.cookies.find((c) => c.name === 'sid')?.value}`;
    expect((await call('GET', '/api/auth/check', other)).statusCode).toBe(200);
    const changed = await call('PATCH', '/api/auth/password', cookie, {
      currentPassword: 'correct1horse!',
      newPassword: 'another2horse!',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', '/api/auth/check', other)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/check', cookie)).statusCode).toBe(200);
  });

  it('answers a remembered session without a promise, and leaves the rest to resolveSession', async () => {
    const { userId } = await loginAs(t);
    const { token, session } = await startSession(t.database.db, userId);
    const now = Date.now();
    expect(rememberedSession(t.database.db, token, now)).toBeUndefined();
    expect(await resolveSession(t.database.db, token, new Date(now))).toBeDefined();
    expect(rememberedSession(t.database.db, token, now + 1_000)?.session.id).toBe(session.id);
    expect(rememberedSession(t.database.db, 'not-a-token', now + 1_000)).toBeUndefined();
    // Past the memory's few seconds it must be read again.
    expect(rememberedSession(t.database.db, token, now + SESSION_CACHE_TTL_MS + 1)).toBeUndefined();
    // Logged out: forgotten at once.
    await endSession(t.database.db, session.id);
    expect(rememberedSession(t.database.db, token, now + 1_000)).toBeUndefined();
  });

  it('forgets a session deleted elsewhere (another instance) within the TTL', async () => {
    const { userId } = await loginAs(t);
    const { token, session } = await startSession(t.database.db, userId);
    const now = Date.now();
    expect(await resolveSession(t.database.db, token, new Date(now))).toBeDefined();
    // Another instance logs the session out: only the database knows.
    await t.database.db.delete(sessions).where(eq(sessions.id, session.id));
    expect(await resolveSession(t.database.db, token, new Date(now + 1_000))).toBeDefined();
    expect(await resolveSession(t.database.db, token, new Date(now + SESSION_CACHE_TTL_MS + 1))).toBeUndefined();
  });

  it('with several instances (REDIS_URL), a session deleted elsewhere ends at once', async () => {
    const shared = await createTestApp();
    try {
      keepSessionsOnlyInDatabase(shared.database.db);
      const { userId } = await loginAs(shared);
      const { token, session } = await startSession(shared.database.db, userId);
      const now = Date.now();
      expect(await resolveSession(shared.database.db, token, new Date(now))).toBeDefined();
      await shared.database.db.delete(sessions).where(eq(sessions.id, session.id));
      expect(await resolveSession(shared.database.db, token, new Date(now + 1))).toBeUndefined();
    } finally {
      await shared.close();
    }
  });
});
