import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SAME_ORIGIN, type TestApp } from '../../test/test-app';
import { LIMITS } from './rate-limit';

/**
 * Writes anyone can make without an account are limited per address: a person never meets the
 * limit, a script flooding the database does (429 with Retry-After, the contract's body), and
 * another address is not affected. The limits here are a tenth of production's (RATE_LIMIT_FACTOR).
 */
const FACTOR = 0.1;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: FACTOR });
});
afterAll(async () => {
  await t.close();
});

const cases = [
  {
    name: 'POST /api/voc',
    rule: LIMITS.vocPerAddress,
    send: (address: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/voc',
        headers: { ...SAME_ORIGIN, 'x-forwarded-for': address },
        payload: { category: 'other', message: `자동으로 보내는 의견이에요 ${i}` },
      }),
    ok: 201,
  },
  {
    name: 'POST /api/analytics/pageview',
    rule: LIMITS.pageviewPerAddress,
    send: (address: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics/pageview',
        headers: { ...SAME_ORIGIN, 'x-forwarded-for': address },
        payload: { path: `/jobs/${i}` },
      }),
    ok: 204,
  },
  {
    name: 'POST /api/job-rec/preview',
    rule: LIMITS.previewPerAddress,
    send: (address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/job-rec/preview',
        headers: { ...SAME_ORIGIN, 'x-forwarded-for': address },
        payload: { steps: {} },
      }),
    ok: 200,
  },
];

describe('anonymous writes are limited per address', () => {
  it.each(cases)(
    '$name: 429 with Retry-After once over the limit, other addresses unaffected',
    async ({ rule, send, ok }) => {
      const allowed = Math.ceil(rule.limit * FACTOR);
      for (let i = 0; i < allowed; i++) expect((await send('10.9.0.1', i)).statusCode).toBe(ok);
      const over = await send('10.9.0.1', allowed);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.json()).toEqual({ error: { code: 'TOO_MANY_ATTEMPTS', message: expect.stringMatching(/[가-힣]/) } });
      expect((await send('10.9.0.2', 0)).statusCode).toBe(ok);
    },
  );

  it('are sized so a person never meets them: a message a minute, and a page a second', () => {
    expect(LIMITS.vocPerAddress.limit / (LIMITS.vocPerAddress.windowMs / 60_000)).toBeGreaterThanOrEqual(1);
    expect(LIMITS.pageviewPerAddress.limit / (LIMITS.pageviewPerAddress.windowMs / 1000)).toBeGreaterThanOrEqual(1);
    // The list a visitor's answers give, asked again at every step and page of 20: a school lab
    // of 40 behind one address, each asking about twice a minute.
    expect(LIMITS.previewPerAddress.limit / (LIMITS.previewPerAddress.windowMs / 60_000)).toBeGreaterThanOrEqual(80);
  });
});
