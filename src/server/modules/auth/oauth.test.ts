import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/constants';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { Database } from '../../db/client';
import { type MockProvider, startMockProvider } from '../../test/mock-oauth';
import { callApi, createTestApp, createTestDatabase, type TestApp } from '../../test/test-app';

let google: MockProvider;
let naver: MockProvider;
let t: TestApp;

beforeAll(async () => {
  google = await startMockProvider('google');
  naver = await startMockProvider('naver');
  t = await createTestApp({ oauth: { google: google.config, naver: naver.config }, rateLimitFactor: 100 });
});

afterAll(async () => {
  await t.close();
  await google.stop();
  await naver.stop();
});

/** Walks a whole sign-in as a browser would: start → provider → callback. Answers the final redirect. */
async function signIn(start: string, options: { tamperState?: boolean } = {}) {
  const begin = await t.app.inject({ url: start });
  expect(begin.statusCode).toBe(302);
  const stateCookie = begin.cookies.find((c) => c.name === 'oauth_state');
  expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  const atProvider = await fetch(String(begin.headers.location), { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(String(atProvider.headers.get('location')));
  const state = options.tamperState ? 'forged-state' : callback.searchParams.get('state');
  const finish = await t.app.inject({
    url: `${callback.pathname}?code=${callback.searchParams.get('code')}&state=${state}`,
    headers: { cookie: `oauth_state=${stateCookie?.value}` },
  });
  expect(finish.statusCode).toBe(302);
  const session = finish.cookies.find((c) => c.name === 'sid');
  const hint = finish.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);
  return {
    location: String(finish.headers.location),
    cookie: session ? `sid=${session.value}` : undefined,
    hint,
    begin,
  };
}

async function me(cookie: string | undefined) {
  const res = await t.app.inject({ url: '/api/auth/check', headers: cookie ? { cookie } : {} });
  return res.statusCode === 200 ? res.json().data.user : null;
}

describe('Google sign-in (OpenID Connect with PKCE)', () => {
  it('sends the browser to the provider with state and a S256 code challenge', async () => {
    const res = await t.app.inject({ url: '/api/auth/google?redirect=/articles' });
    const url = new URL(String(res.headers.location));
    expect(url.origin + url.pathname).toBe(google.config.authorizationUrl);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/google/callback');
  });

  it('signs up a new account, returning to the remembered path through /oauth-success', async () => {
    google.setAccount({ id: 'g-new-1', email: 'New.Google@Example.com' });
    const { location, cookie, hint } = await signIn('/api/auth/google?redirect=/articles');
    expect(location).toBe('/oauth-success?provider=google&redirect=%2Farticles');
    // The web app loads /oauth-success afresh: the hint tells its start-up to fetch the user.
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
    const user = await me(cookie);
    expect(user).toMatchObject({ email: 'new.google@example.com', providers: ['google'] });
  });

  it('links to an existing password account with the same verified e-mail', async () => {
    const email = 'both@example.com';
    await callApi(t, 'POST', '/api/auth/register', undefined, { email, password: 'abcd1234!' });
    google.setAccount({ id: 'g-both', email });
    const { cookie } = await signIn('/api/auth/check-google-email');
    expect(await me(cookie)).toMatchObject({ email, providers: ['password', 'google'] });
  });

  it('refuses an e-mail the provider has not verified', async () => {
    google.setAccount({ id: 'g-unverified', email: 'unverified@example.com', emailVerified: false });
    const { location, cookie, hint } = await signIn('/api/auth/google');
    expect(location).toBe('/login?error=OAUTH_FAILED');
    expect(cookie).toBeUndefined();
    expect(hint).toBeUndefined();
  });

  it('log-in with no account asks to sign up first', async () => {
    google.setAccount({ id: 'g-nobody', email: 'nobody@example.com' });
    const { location } = await signIn('/api/auth/check-google-email');
    expect(location).toBe('/login?error=ACCOUNT_NOT_FOUND');
  });

  it('refuses a forged state', async () => {
    google.setAccount({ id: 'g-forged', email: 'forged@example.com' });
    const { location, cookie } = await signIn('/api/auth/google', { tamperState: true });
    expect(location).toBe('/login?error=OAUTH_FAILED');
    expect(cookie).toBeUndefined();
  });

  it('ignores a redirect to another site', async () => {
    google.setAccount({ id: 'g-redirect', email: 'redirect@example.com' });
    const { location } = await signIn('/api/auth/google?redirect=//evil.example/x');
    expect(location).toBe('/oauth-success?provider=google&redirect=%2F');
  });
});

describe('Naver sign-in (OAuth 2.0)', () => {
  it('signs up, then logs in to the same account', async () => {
    naver.setAccount({ id: 'n-123', email: 'naver.user@naver.com' });
    const first = await signIn('/api/auth/naver');
    expect(first.location).toMatch(/^\/oauth-success\?provider=naver/);
    const user = await me(first.cookie);
    expect(user).toMatchObject({ email: 'naver.user@naver.com', providers: ['naver'] });
    const again = await signIn('/api/auth/check-naver-email?redirect=/map');
    expect(again.location).toBe('/oauth-success?provider=naver&redirect=%2Fmap');
    expect((await me(again.cookie))?.id).toBe(user.id);
  });
});

describe('without client ids', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(testConfig(), { database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('says the providers are not configured instead of failing', async () => {
    expect((await app.inject({ url: '/api/auth/providers' })).json()).toEqual({
      data: { google: false, naver: false },
    });
    const res = await app.inject({ url: '/api/auth/check-google-email' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=PROVIDER_NOT_CONFIGURED');
  });
});
