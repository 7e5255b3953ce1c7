import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryLimiter, createRedisLimiter } from './rate-limit';

describe('memory limiter', () => {
  it('allows `limit` attempts per window, then tells how long to wait, then resets', async () => {
    let now = 1_000_000;
    const limiter = createMemoryLimiter(() => now);
    for (let i = 0; i < 3; i++) expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(true);
    expect(await limiter.hit('k', 3, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    now += 30_000;
    expect((await limiter.hit('k', 3, 60_000)).retryAfterSeconds).toBe(30);
    now += 30_001;
    expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(true);
    expect((await limiter.hit('other', 3, 60_000)).allowed).toBe(true);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('Redis limiter', () => {
  it('shares counts between instances (several servers, one limit)', async () => {
    const url = process.env.TEST_REDIS_URL ?? '';
    const prefix = `jinro-test:${randomBytes(4).toString('hex')}:`;
    const first = createRedisLimiter(url, prefix);
    const second = createRedisLimiter(url, prefix);
    try {
      expect((await first.hit('login:a', 2, 60_000)).allowed).toBe(true);
      expect((await second.hit('login:a', 2, 60_000)).allowed).toBe(true);
      const third = await first.hit('login:a', 2, 60_000);
      expect(third.allowed).toBe(false);
      expect(third.retryAfterSeconds).toBeGreaterThan(55);
      await second.reset('login:a');
      expect((await first.hit('login:a', 2, 60_000)).allowed).toBe(true);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
