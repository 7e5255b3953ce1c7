import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTcpProxy } from '../../test/tcp-proxy';
import { createTestApp, SAME_ORIGIN } from '../../test/test-app';
import { createMemoryLimiter, createRedisLimiter, type LimiterLog, loginSlowdownMs } from './rate-limit';

describe('memory limiter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows `limit` attempts per window, then tells how long to wait, then resets', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const limiter = createMemoryLimiter();
    for (let i = 0; i < 3; i++) expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(true);
    expect(await limiter.hit('k', 3, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 60, count: 4 });
    vi.advanceTimersByTime(30_000);
    expect((await limiter.hit('k', 3, 60_000)).retryAfterSeconds).toBe(30);
    vi.advanceTimersByTime(30_001);
    expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(true);
    expect((await limiter.hit('other', 3, 60_000)).allowed).toBe(true);
  });

  it('takes an attempt back (a success does not count), never below zero', async () => {
    const limiter = createMemoryLimiter();
    await limiter.hit('k', 2, 60_000);
    await limiter.hit('k', 2, 60_000);
    await limiter.undo('k');
    await limiter.undo('k');
    await limiter.undo('k');
    expect((await limiter.hit('k', 2, 60_000)).count).toBe(1);
  });

  it('forgets a key on reset', async () => {
    const limiter = createMemoryLimiter();
    for (let i = 0; i < 3; i++) await limiter.hit('k', 2, 60_000);
    await limiter.reset('k');
    expect(await limiter.hit('k', 2, 60_000)).toEqual({ allowed: true, retryAfterSeconds: 0, count: 1 });
  });
});

describe('log-in slowdown', () => {
  it('is nothing up to the allowance, then doubles from 250 ms to at most 4 s', () => {
    expect([20, 21, 22, 23, 25, 26, 100].map((failures) => loginSlowdownMs(failures, 20))).toEqual([
      0, 250, 500, 1000, 4000, 4000, 4000,
    ]);
  });
});

function recordingLog() {
  const lines: Array<{ level: 'warn' | 'info'; message: string }> = [];
  const log: LimiterLog = {
    warn: (_details, message) => lines.push({ level: 'warn', message }),
    info: (_details, message) => lines.push({ level: 'info', message }),
  };
  return { lines, log };
}

/** A port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('Redis unreachable', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('counts per instance with one warning, and never prints raw ioredis errors', async () => {
    const printed = vi.spyOn(console, 'error');
    const { lines, log } = recordingLog();
    const limiter = createRedisLimiter(`redis://127.0.0.1:${await closedPort()}`, { log });
    try {
      for (let i = 0; i < 3; i++) expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(true);
      expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(false);
      expect(limiter.scope()).toBe('per-instance');
      // Let ioredis fail to reconnect a few times.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
      expect(lines[0]?.message).toMatch(/per instance/);
      expect(printed.mock.calls.flat().join(' ')).not.toMatch(/Unhandled error event/);
    } finally {
      await limiter.close();
    }
  });

  it('still signs people up and in, and /readyz says the limits are per instance', async () => {
    const t = await createTestApp({ redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    try {
      const email = `redis-down-${randomBytes(3).toString('hex')}@example.com`;
      const payload = { email, password: 'correct1horse!' };
      const signedUp = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: SAME_ORIGIN, payload });
      expect(signedUp.statusCode).toBe(201);
      const loggedIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: SAME_ORIGIN, payload });
      expect(loggedIn.statusCode).toBe(200);
      const ready = await t.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', limits: 'per-instance' });
      const warnings = t.logs.filter((line) => line.includes('"level":40') && line.includes('Redis'));
      expect(warnings).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('Redis limiter', () => {
  const url = process.env.TEST_REDIS_URL ?? '';

  it('shares counts between instances (several servers, one limit)', async () => {
    const prefix = `jinro-test:${randomBytes(4).toString('hex')}:`;
    const first = createRedisLimiter(url, { prefix });
    const second = createRedisLimiter(url, { prefix });
    try {
      expect((await first.hit('login:a', 2, 60_000)).allowed).toBe(true);
      expect((await second.hit('login:a', 2, 60_000)).allowed).toBe(true);
      const third = await first.hit('login:a', 2, 60_000);
      expect(third.allowed).toBe(false);
      expect(third.retryAfterSeconds).toBeGreaterThan(55);
      await second.undo('login:a');
      expect((await first.hit('login:a', 2, 60_000)).allowed).toBe(false);
      await second.reset('login:a');
      expect((await first.hit('login:a', 2, 60_000)).allowed).toBe(true);
      expect(first.scope()).toBe('shared');
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('goes back to shared counts when Redis returns', async () => {
    // A proxy in front of Redis that the test cuts and restores.
    const target = new URL(url);
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
    const port = proxy.port;
    const { lines, log } = recordingLog();
    const limiter = createRedisLimiter(`redis://127.0.0.1:${port}`, {
      prefix: `jinro-test:${randomBytes(4).toString('hex')}:`,
      log,
    });
    try {
      await vi.waitFor(() => expect(limiter.scope()).toBe('shared'), { timeout: 3000 });
      await proxy.cut();
      await vi.waitFor(() => expect(limiter.scope()).toBe('per-instance'), { timeout: 3000 });
      expect((await limiter.hit('k', 5, 60_000)).allowed).toBe(true);
      await proxy.restore();
      await vi.waitFor(() => expect(limiter.scope()).toBe('shared'), { timeout: 8000, interval: 100 });
      expect(lines.map((line) => line.level)).toEqual(['warn', 'info']);
      expect((await limiter.hit('k', 5, 60_000)).count).toBe(1);
    } finally {
      await limiter.close();
      await proxy.close();
    }
  }, 15_000);
});
