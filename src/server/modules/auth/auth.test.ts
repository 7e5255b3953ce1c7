import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/constants';
import { AUTH_MESSAGES } from '../../../shared/validation/auth';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { consents, sessions, users } from '../../db/schema/index';
import {
  callApi,
  createTestApp,
  createTestDatabase,
  SAME_ORIGIN,
  sessionCookieFrom,
  type TestApp,
} from '../../test/test-app';
import { timingEqualiserHash } from './password';
import { SESSION_TTL_MS } from './session.service';

// Most tests sign up many accounts from one address: the limits get their own app below.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(async () => {
  await t.close();
});

/** `db.execute` answers `{ rows }` on both drivers; typed loosely by Drizzle. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

let counter = 0;
const freshEmail = () => `person${++counter}-${Date.now()}@example.com`;
const PASSWORD = 'correct1horse!';

function post(url: string, payload: unknown, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });
}

async function register(email = freshEmail(), password = PASSWORD) {
  const res = await post('/api/auth/register', { email, password });
  expect(res.statusCode, res.body).toBe(201);
  return { email, cookie: sessionCookieFrom(res), user: res.json().data.user };
}

describe('POST /api/auth/register', () => {
  it('creates the account, answers the user and sets an httpOnly SameSite=Lax session cookie', async () => {
    const email = freshEmail();
    const res = await post('/api/auth/register', { email, password: PASSWORD });
    expect(res.statusCode).toBe(201);
    const { user } = res.json().data;
    expect(user).toMatchObject({ email, providers: ['password'], marketingConsent: false });
    expect(Object.keys(user).sort()).toEqual(['createdAt', 'email', 'id', 'marketingConsent', 'providers']);
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    // The password is stored only as an argon2id hash.
    const [row] = await t.database.db.select().from(users).where(sql`${users.email} = ${email}`);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // Consents to the terms, privacy policy and age are recorded with their version.
    const rows = await t.database.db.select().from(consents).where(sql`${consents.userId} = ${user.id}`);
    expect(rows.map((r) => [r.kind, r.version, r.agreed]).sort()).toEqual([
      ['age', 'v1.0', true],
      ['privacy', 'v1.0', true],
      ['terms', 'v1.0', true],
    ]);
  });

  it('refuses a registered e-mail (in any case) with 409 EMAIL_TAKEN', async () => {
    const { email } = await register();
    const res = await post('/api/auth/register', { email: email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EMAIL_TAKEN');
  });

  it.each([
    [{ email: '', password: PASSWORD }, 'email', AUTH_MESSAGES.emailRequired],
    [{ email: 'no at sign.com', password: PASSWORD }, 'email', AUTH_MESSAGES.emailInvalid],
    [{ email: 'a@b@c.com', password: PASSWORD }, 'email', AUTH_MESSAGES.emailInvalid],
    [{ email: 'a@nodot', password: PASSWORD }, 'email', AUTH_MESSAGES.emailInvalid],
    [{ email: freshEmail(), password: 'short1!' }, 'password', AUTH_MESSAGES.passwordRule],
    [{ email: freshEmail(), password: 'lettersonly!' }, 'password', AUTH_MESSAGES.passwordRule],
    [{ email: freshEmail(), password: 'abc12345' }, 'password', AUTH_MESSAGES.passwordRule],
    [{ email: freshEmail(), password: 'abc 1234!' }, 'password', AUTH_MESSAGES.passwordRule],
    [{ email: freshEmail(), password: `a1!${'x'.repeat(200)}` }, 'password', AUTH_MESSAGES.passwordTooLong],
  ])('refuses %j with the exact message on %s', async (payload, field, message) => {
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('refuses missing fields, wrong types and extra-large bodies with a 4xx', async () => {
    for (const payload of [{}, { email: 5, password: [] }, ['a@b.co', 'x']]) {
      const res = await post('/api/auth/register', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const huge = await post('/api/auth/register', { email: 'a@b.co', password: 'x'.repeat(2_000_000) });
    expect(huge.statusCode).toBe(413);
  });
});

describe('POST /api/auth/login', () => {
  it('logs in with a new session token and ends the browser’s old session', async () => {
    const { email, cookie: first } = await register();
    const res = await post('/api/auth/login', { email, password: PASSWORD }, first);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe(email);
    const second = sessionCookieFrom(res);
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: '/api/auth/check', headers: { cookie: first } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/check', headers: { cookie: second } })).statusCode).toBe(200);
  });

  it('accepts the e-mail in another case', async () => {
    const { email } = await register();
    expect((await post('/api/auth/login', { email: email.toUpperCase(), password: PASSWORD })).statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const { email } = await register();
    const wrong = await post('/api/auth/login', { email, password: 'wrong-password1!' });
    const unknown = await post('/api/auth/login', { email: freshEmail(), password: 'wrong-password1!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
    expect(wrong.cookies).toEqual([]);
  });

  // The same work, not the same clock (the timings themselves: bench/login.timing.test.ts): an
  // unknown e-mail's check verifies against a hash made with a real account's argon2 parameters.
  it('checks an unknown e-mail against a hash as costly as a real account’s', async () => {
    const { email } = await register();
    const [stored] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
    const parameters = (hash: string | null | undefined) =>
      /^\$argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+\$/.exec(hash ?? '')?.[0];
    expect(parameters(stored?.hash)).toBe('$argon2id$v=19$m=19456,t=2,p=1$');
    expect(parameters(await timingEqualiserHash())).toBe(parameters(stored?.hash));
  });

  it('requires a password but checks no format on log-in', async () => {
    const res = await post('/api/auth/login', { email: freshEmail(), password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.password).toBe(AUTH_MESSAGES.passwordRequired);
    expect((await post('/api/auth/login', { email: freshEmail(), password: 'x' })).statusCode).toBe(401);
  });

  it('refuses a log-in from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://attacker.example' },
      payload: { email: freshEmail(), password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN_ORIGIN');
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp();
  });
  afterAll(async () => {
    await limited.close();
  });

  const logIn = (app: TestApp, email: string, password: string, address: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...SAME_ORIGIN, 'x-forwarded-for': address },
      payload: { email, password },
    });
  const signUp = (app: TestApp, address: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { ...SAME_ORIGIN, 'x-forwarded-for': address },
      payload: { email: freshEmail(), password: PASSWORD },
    });

  it('stops one address guessing one account with 429 and Retry-After, but never locks the owner out from elsewhere', async () => {
    const email = freshEmail();
    await limited.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { ...SAME_ORIGIN, 'x-forwarded-for': '10.1.1.1' },
      payload: { email, password: PASSWORD },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await logIn(limited, email, 'wrong-password1!', '10.1.0.66');
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json().error.code).toBe('TOO_MANY_ATTEMPTS');
      }
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    // The attacker's address waits, even with the right password; the owner's does not.
    expect((await logIn(limited, email, PASSWORD, '10.1.0.66')).statusCode).toBe(429);
    expect((await logIn(limited, email, PASSWORD, '10.1.0.7')).statusCode).toBe(200);
  });

  it('does not count successful log-ins, and a success clears the address’s failures for that account', async () => {
    const email = freshEmail();
    await limited.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { ...SAME_ORIGIN, 'x-forwarded-for': '10.1.2.1' },
      payload: { email, password: PASSWORD },
    });
    for (let i = 0; i < 15; i++) expect((await logIn(limited, email, PASSWORD, '10.1.2.8')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await logIn(limited, email, 'wrong-password1!', '10.1.2.8')).statusCode).toBe(401);
    expect((await logIn(limited, email, PASSWORD, '10.1.2.8')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await logIn(limited, email, 'wrong-password1!', '10.1.2.8')).statusCode).toBe(401);
    expect((await logIn(limited, email, PASSWORD, '10.1.2.8')).statusCode).toBe(200);
  });

  it('answers slower, before any 429, when an account’s failures come from many addresses; the owner still gets in', async () => {
    // A quarter of every limit: 5 failures per account before the answers slow down.
    const slow = await createTestApp({ rateLimitFactor: 0.25 });
    try {
      const email = freshEmail();
      await slow.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { ...SAME_ORIGIN, 'x-forwarded-for': '10.1.3.1' },
        payload: { email, password: PASSWORD },
      });
      for (let i = 0; i < 6; i++) {
        expect((await logIn(slow, email, 'wrong-password1!', `10.1.4.${i}`)).statusCode).toBe(401);
      }
      const started = Date.now();
      const owner = await logIn(slow, email, PASSWORD, '10.1.5.1');
      expect(owner.statusCode).toBe(200);
      // The 7th failure-counted attempt is 2 over the allowance: 500 ms.
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    } finally {
      await slow.close();
    }
  });

  describe('device cookies (a shared school address)', () => {
    const DEVICE = 'jinro_device';
    const deviceCookieOf = (res: { cookies: Array<{ name: string; value: string }> }) => {
      const value = res.cookies.find((c) => c.name === DEVICE)?.value;
      expect(value).toBeTruthy();
      return `${DEVICE}=${value}`;
    };
    const logInFrom = (email: string, password: string, address: string, cookie?: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...SAME_ORIGIN, 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
        payload: { email, password },
      });
    const account = async (address: string) => {
      const email = freshEmail();
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { ...SAME_ORIGIN, 'x-forwarded-for': address },
        payload: { email, password: PASSWORD },
      });
      expect(res.statusCode).toBe(201);
      return email;
    };
    const lockOut = async (email: string, address: string) => {
      for (let i = 0; i < 10; i++) expect((await logInFrom(email, 'wrong-password1!', address)).statusCode).toBe(401);
    };

    it('is set at log-in: signed, httpOnly, SameSite=Lax, and never in the log', async () => {
      const email = await account('10.4.0.1');
      const res = await logInFrom(email, PASSWORD, '10.4.0.1');
      expect(res.statusCode).toBe(200);
      const cookie = res.cookies.find((c) => c.name === DEVICE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.value).not.toContain(email);
      expect(limited.logs.join('\n')).not.toContain(cookie?.value);
    });

    it('(a) failures for account A from address X lock A for a new browser at X', async () => {
      const email = await account('10.4.1.1');
      await lockOut(email, '10.4.1.9');
      const res = await logInFrom(email, PASSWORD, '10.4.1.9');
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('(b) a browser that logged in to A before still gets in during that lockout; a forged cookie does not', async () => {
      const email = await account('10.4.2.1');
      const earlier = await logInFrom(email, PASSWORD, '10.4.2.9');
      const device = deviceCookieOf(earlier);
      await lockOut(email, '10.4.2.9');
      expect((await logInFrom(email, PASSWORD, '10.4.2.9')).statusCode).toBe(429);
      expect((await logInFrom(email, PASSWORD, '10.4.2.9', device)).statusCode).toBe(200);
      // Unsigned, tampered, or another account's device cookie: a new browser.
      const tampered = device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      expect((await logInFrom(email, PASSWORD, '10.4.2.9', tampered)).statusCode).toBe(429);
      const other = await account('10.4.2.2');
      const otherDevice = deviceCookieOf(await logInFrom(other, PASSWORD, '10.4.2.9'));
      expect((await logInFrom(email, PASSWORD, '10.4.2.9', otherDevice)).statusCode).toBe(429);
    });

    it('(b) the device cookie has its own limit: a stolen one guesses no faster', async () => {
      const email = await account('10.4.3.1');
      const device = deviceCookieOf(await logInFrom(email, PASSWORD, '10.4.3.9'));
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await logInFrom(email, 'wrong-password1!', `10.4.3.${20 + i}`, device)).statusCode);
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
    });

    it('walls an account for new browsers after its failures from many addresses; its own browsers still get in', async () => {
      // 3 % of every limit: the account's wall after 3 failures, one failure per address and pair.
      const small = await createTestApp({ rateLimitFactor: 0.03 });
      try {
        const send = (email: string, password: string, address: string, cookie?: string) =>
          small.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            headers: { ...SAME_ORIGIN, 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
            payload: { email, password },
          });
        const email = freshEmail();
        const signedUp = await small.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { ...SAME_ORIGIN, 'x-forwarded-for': '10.4.5.1' },
          payload: { email, password: PASSWORD },
        });
        const device = deviceCookieOf(signedUp);
        for (let i = 0; i < 3; i++) expect((await send(email, 'wrong-password1!', `10.4.6.${i}`)).statusCode).toBe(401);
        const stranger = await send(email, PASSWORD, '10.4.7.1');
        expect(stranger.statusCode).toBe(429);
        expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
        expect((await send(email, PASSWORD, '10.4.7.2', device)).statusCode).toBe(200);
      } finally {
        await small.close();
      }
    });

    it('(c) failures against A from address X do not lock account B at X', async () => {
      const a = await account('10.4.4.1');
      const b = await account('10.4.4.2');
      await lockOut(a, '10.4.4.9');
      expect((await logInFrom(a, PASSWORD, '10.4.4.9')).statusCode).toBe(429);
      expect((await logInFrom(b, PASSWORD, '10.4.4.9')).statusCode).toBe(200);
    });
  });

  it('lets a class of 40 sign up from one address within ten minutes, and stops a flood after 60', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await signUp(limited, '10.2.0.1')).statusCode);
    expect(statuses.slice(0, 40).every((status) => status === 201)).toBe(true);
    expect(statuses.filter((status) => status === 201)).toHaveLength(60);
    expect(statuses[60]).toBe(429);
  }, 60_000);
});

describe('caching of personal answers', () => {
  it('marks answers to a signed-in person private and not to be stored', async () => {
    const { cookie } = await register();
    const mine = await t.app.inject({ url: '/api/auth/check', headers: { cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
  });
});

describe('client addresses without a trusted proxy (TRUST_PROXY unset)', () => {
  it('ignores X-Forwarded-For, so changing it does not get around the per-IP sign-up limit', async () => {
    // A sixth of the limits: 10 sign-ups per address and ten minutes.
    const direct = await createTestApp({ trustProxy: false, rateLimitFactor: 1 / 6 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await direct.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { ...SAME_ORIGIN, 'x-forwarded-for': `10.3.0.${i}` },
          payload: { email: freshEmail(), password: PASSWORD },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses[10]).toBe(429);
    } finally {
      await direct.close();
    }
  });
});

describe('GET /api/auth/check and POST /api/auth/logout', () => {
  it('answers 401 NOT_AUTHENTICATED without a session, and for a made-up cookie', async () => {
    for (const cookie of [undefined, 'sid=made-up', `sid=${'x'.repeat(500)}`]) {
      const res = await t.app.inject({ url: '/api/auth/check', headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('NOT_AUTHENTICATED');
    }
  });

  it('ends the session on the server, so the old cookie no longer works', async () => {
    const { cookie } = await register();
    const res = await post('/api/auth/logout', {}, cookie);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await t.app.inject({ url: '/api/auth/check', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('the signed-in hint cookie', () => {
  type SetCookie = { name: string; value: string; expires?: Date; [key: string]: unknown };
  const named = (res: { cookies: SetCookie[] }, name: string) => res.cookies.find((c) => c.name === name);
  const HINT_ONLY = `${SIGNED_IN_HINT_COOKIE}=1`;

  function expectCleared(cookie: SetCookie | undefined) {
    expect(cookie?.value).toBe('');
    expect(cookie?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
  }

  it('is set beside the session cookie on sign-up and log-in: readable, with the same lifetime', async () => {
    const email = freshEmail();
    const signUp = await post('/api/auth/register', { email, password: PASSWORD });
    const logIn = await post('/api/auth/login', { email, password: PASSWORD });
    for (const res of [signUp, logIn]) {
      const session = named(res, 'sid');
      const hint = named(res, SIGNED_IN_HINT_COOKIE);
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: SESSION_TTL_MS / 1000 });
      expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: SESSION_TTL_MS / 1000 });
      expect(hint?.httpOnly).toBeFalsy();
      expect(hint?.secure).toBeFalsy();
    }
  });

  it('is cleared with the session cookie on log-out and withdrawal', async () => {
    const loggedOut = await post('/api/auth/logout', {}, (await register()).cookie);
    const { cookie } = await register();
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/withdraw',
      headers: { ...SAME_ORIGIN, cookie: `${cookie}; ${HINT_ONLY}` },
    });
    for (const res of [loggedOut, withdrawn]) {
      expect(res.statusCode).toBe(204);
      expectCleared(named(res, 'sid'));
      expectCleared(named(res, SIGNED_IN_HINT_COOKIE));
    }
  });

  it('authenticates nothing on its own, and the check clears it', async () => {
    const check = await t.app.inject({ url: '/api/auth/check', headers: { cookie: HINT_ONLY } });
    expect(check.statusCode).toBe(401);
    expect(check.json().error.code).toBe('NOT_AUTHENTICATED');
    expectCleared(named(check, SIGNED_IN_HINT_COOKIE));
    const exported = await t.app.inject({ url: '/api/auth/export', headers: { cookie: HINT_ONLY } });
    expect(exported.statusCode).toBe(401);
    const withdrawn = await callApi(t, 'DELETE', '/api/auth/withdraw', HINT_ONLY);
    expect(withdrawn.statusCode).toBe(401);
  });

  it('is cleared after a session ended elsewhere, and given back to a live session that lacks it', async () => {
    const { email, cookie } = await register();
    const live = await t.app.inject({ url: '/api/auth/check', headers: { cookie } });
    expect(live.statusCode).toBe(200);
    expect(named(live, SIGNED_IN_HINT_COOKIE)).toMatchObject({ value: '1', maxAge: SESSION_TTL_MS / 1000 });
    // In step already: no Set-Cookie at all, so a check stays as cheap as it can be.
    const inStep = await t.app.inject({ url: '/api/auth/check', headers: { cookie: `${cookie}; ${HINT_ONLY}` } });
    expect(inStep.statusCode).toBe(200);
    expect(inStep.headers['set-cookie']).toBeUndefined();
    const anonymous = await t.app.inject({ url: '/api/auth/check' });
    expect(anonymous.headers['set-cookie']).toBeUndefined();
    // A new log-in ends the old session (as a password change on another device would).
    await post('/api/auth/login', { email, password: PASSWORD }, cookie);
    const stale = await t.app.inject({ url: '/api/auth/check', headers: { cookie: `${cookie}; ${HINT_ONLY}` } });
    expect(stale.statusCode).toBe(401);
    expectCleared(named(stale, SIGNED_IN_HINT_COOKIE));
  });

  it('is described in the privacy policy', () => {
    const policy = readFileSync(
      path.resolve(import.meta.dirname, '../../../../content/pages/privacy-policy.md'),
      'utf8',
    );
    expect(policy).toContain(`로그인 여부 표시 쿠키(${SIGNED_IN_HINT_COOKIE})`);
  });

  it('is sent again with the session cookie when the session slides forward', async () => {
    const { cookie, user } = await register();
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '2 hours' where user_id = ${user.id}`,
    );
    const res = await t.app.inject({ url: '/healthz', headers: { cookie } });
    expect(named(res, 'sid')?.value).toBe(cookie.slice('sid='.length));
    expect(named(res, SIGNED_IN_HINT_COOKIE)).toMatchObject({ value: '1', maxAge: SESSION_TTL_MS / 1000 });
  });
});

describe('PATCH /api/auth/password', () => {
  it('changes the password and ends every other session, keeping this one', async () => {
    const { email, cookie } = await register();
    const other = sessionCookieFrom(await post('/api/auth/login', { email, password: PASSWORD }));
    const res = await callApi(t, 'PATCH', '/api/auth/password', cookie, {
      currentPassword: PASSWORD,
      newPassword: 'newpass1!',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: '비밀번호를 바꿨어요.' } });
    expect((await t.app.inject({ url: '/api/auth/check', headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/check', headers: { cookie: other } })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'newpass1!' })).statusCode).toBe(200);
  });

  it('refuses a wrong current password and a weak new one with Korean messages', async () => {
    const { cookie } = await register();
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/auth/password', headers: { ...SAME_ORIGIN, cookie }, payload });
    const wrong = await patch({ currentPassword: 'nope-nope1!', newPassword: 'newpass1!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'WRONG_PASSWORD', message: '현재 비밀번호가 맞지 않아요.' });
    const weak = await patch({ currentPassword: PASSWORD, newPassword: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.newPassword).toBe(AUTH_MESSAGES.passwordRule);
  });

  it('needs a session', async () => {
    const res = await callApi(t, 'PATCH', '/api/auth/password', undefined, {
      currentPassword: PASSWORD,
      newPassword: 'newpass1!',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH /api/auth/marketing-consent', () => {
  it('stores the choice on the user and records it with a time and version', async () => {
    const { cookie, user } = await register();
    const res = await callApi(t, 'PATCH', '/api/auth/marketing-consent', cookie, { marketingConsent: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.marketingConsent).toBe(true);
    const rows = await t.database.db
      .select()
      .from(consents)
      .where(sql`${consents.userId} = ${user.id} and ${consents.kind} = 'marketing'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.agreed).toBe(true);
    const bad = await callApi(t, 'PATCH', '/api/auth/marketing-consent', cookie, { marketingConsent: 'yes' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/auth/export', () => {
  it('downloads every stored fact about the user', async () => {
    const { cookie, email } = await register();
    const res = await t.app.inject({ url: '/api/auth/export', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const body = res.json();
    expect(body.data.account.user.email).toBe(email);
    expect(body.data.account.consents.map((c: { kind: string }) => c.kind).sort()).toEqual(['age', 'privacy', 'terms']);
    expect(body.data.account.sessions).toHaveLength(1);
    expect(JSON.stringify(body)).not.toContain('argon2');
    expect((await t.app.inject({ url: '/api/auth/export' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/auth/withdraw', () => {
  it('deletes the account and every row of the user’s data', async () => {
    const { cookie, user } = await register();
    const res = await callApi(t, 'DELETE', '/api/auth/withdraw', cookie);
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/check', headers: { cookie } })).statusCode).toBe(401);
    // Every table with a user_id column, whichever feature added it, holds nothing of this user.
    const tables = await t.database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.columns where column_name = 'user_id' and table_schema = 'public'`,
    );
    const names = rowsOf<{ table_name: string }>(tables);
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const { table_name } of names) {
      const counted = await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where user_id = ${user.id}`,
      );
      const rows = rowsOf<{ n: number }>(counted);
      expect(rows[0]?.n, table_name).toBe(0);
    }
    const [left] = await t.database.db.select().from(users).where(sql`${users.id} = ${user.id}`);
    expect(left).toBeUndefined();
    const sessionRows = await t.database.db.select().from(sessions).where(sql`${sessions.userId} = ${user.id}`);
    expect(sessionRows).toEqual([]);
  });

  it('needs a session and refuses another origin', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/withdraw', headers: SAME_ORIGIN })).statusCode).toBe(
      401,
    );
    const { cookie } = await register();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/withdraw',
      headers: { origin: 'https://attacker.example', cookie },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/auth/check', headers: { cookie } })).statusCode).toBe(200);
  });
});

describe('over https', () => {
  it('names the cookie __Host-sid and marks it Secure, and the device cookie __Host-jinro_device', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig({ publicOrigin: 'https://jinro.example', isHttps: true }), { database });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { origin: 'https://jinro.example' },
        payload: { email: freshEmail(), password: PASSWORD },
      });
      expect(res.statusCode).toBe(201);
      const cookie = res.cookies.find((c) => c.name === '__Host-sid');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      const hint = res.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);
      expect(hint).toMatchObject({ value: '1', secure: true, sameSite: 'Lax', path: '/' });
      expect(hint?.httpOnly).toBeFalsy();
      const device = res.cookies.find((c) => c.name === '__Host-jinro_device');
      expect(device).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('expired records', () => {
  it('are purged: an expired session is gone from the database, a live one stays', async () => {
    const { purgeExpired } = await import('./session.service');
    const live = await register();
    const old = await register();
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 day' where user_id = ${old.user.id}`,
    );
    await purgeExpired(t.database.db);
    const left = await t.database.db.select().from(sessions);
    expect(left.some((s) => s.userId === old.user.id)).toBe(false);
    expect(left.some((s) => s.userId === live.user.id)).toBe(true);
  });
});
