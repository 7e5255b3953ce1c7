import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type TestApp } from '../src/server/test/test-app';

/**
 * A log-in's answer takes about as long for an unknown e-mail as for a known one with a wrong
 * password, so its timing does not tell whether an e-mail is registered (auth.service.ts,
 * `authenticate`). `npm test` checks the same work structurally (auth.test.ts); this is the clock.
 */
describe('log-in timing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  // Timing on a shared machine: another process's burst can skew one run, so it may retry.
  it('takes about as long for an unknown e-mail as for a wrong password', { retry: 2 }, async () => {
    const email = `timing-${Date.now()}@example.com`;
    const registered = await callApi(t, 'POST', '/api/auth/register', undefined, { email, password: 'correct1horse!' });
    expect(registered.statusCode).toBe(201);
    const time = async (payload: object) => {
      const started = performance.now();
      await callApi(t, 'POST', '/api/auth/login', undefined, payload);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await time({ email, password: `wrong${i}-password!` }));
      unknown.push(await time({ email: `nobody${i}-${Date.now()}@example.com`, password: `wrong${i}-password!` }));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
