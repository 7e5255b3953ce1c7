import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, sessionCookieFrom, type TestApp } from '../../test/test-app';

/** The journeys' signed-in fixture (e2e/fixtures.ts) writes its session through this test hook. */
describe('POST /api/test/session with JINRO_TEST_HOOKS=1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ testHooks: true });
  });
  afterAll(async () => t.close());

  it('starts a session for a new account that the app recognises, with the sign-up consents', async () => {
    const res = await callApi(t, 'POST', '/api/test/session', undefined, { email: 'Fixture@Example.com' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.user.email).toBe('fixture@example.com');
    const me = await callApi(t, 'GET', '/api/auth/check', sessionCookieFrom(res));
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data.user.email).toBe('fixture@example.com');
    const exported = await callApi(t, 'GET', '/api/auth/export', sessionCookieFrom(res));
    expect(exported.statusCode, exported.body).toBe(200);
    expect(JSON.stringify(exported.json())).toContain('"privacy"');
  });

  it('answers 409 for a taken e-mail and 400 for a bad one', async () => {
    await callApi(t, 'POST', '/api/test/session', undefined, { email: 'twice@example.com' });
    expect((await callApi(t, 'POST', '/api/test/session', undefined, { email: 'twice@example.com' })).statusCode).toBe(
      409,
    );
    expect((await callApi(t, 'POST', '/api/test/session', undefined, { email: 'not-an-email' })).statusCode).toBe(400);
  });
});

describe('without the test hooks (production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('has no such route', async () => {
    const res = await callApi(t, 'POST', '/api/test/session', undefined, { email: 'someone@example.com' });
    expect(res.statusCode).toBe(404);
  });
});
