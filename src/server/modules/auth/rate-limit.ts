import { Redis } from 'ioredis';
import { AppError } from '../../lib/app-error';

/**
 * Fixed-window attempt counters for log-in, sign-up, password change and the anonymous writes.
 * In memory for one instance; in Redis when REDIS_URL is set, so several instances share the same
 * limits. When Redis cannot be reached, the Redis limiter counts in memory (per instance) until it
 * can again, and says so (`scope`), instead of failing the request.
 */
export interface AttemptLimiter {
  /** Counts one attempt under `key`; answers the count so far and how many seconds to wait when over `limit`. */
  hit(
    key: string,
    limit: number,
    windowMs: number,
  ): Promise<{ allowed: boolean; retryAfterSeconds: number; count: number }>;
  /** Takes back one attempt counted under `key` (an attempt that succeeded does not count). */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** `shared`: counts every instance sees (Redis); `per-instance`: this process's memory only. */
  scope(): LimiterScope;
  close(): Promise<void>;
}

export type LimiterScope = 'shared' | 'per-instance';

export function createMemoryLimiter(now: () => number = Date.now): AttemptLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowMs) {
      const time = now();
      if (windows.size > 50_000) {
        for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
      }
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= time) {
        entry = { count: 0, resetAt: time + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      const allowed = entry.count <= limit;
      return {
        allowed,
        retryAfterSeconds: allowed ? 0 : Math.ceil((entry.resetAt - time) / 1000),
        count: entry.count,
      };
    },
    async undo(key) {
      const entry = windows.get(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    scope: () => 'per-instance',
    async close() {
      windows.clear();
    },
  };
}

/** Where the Redis limiter reports losing and finding Redis again (the app's logger). */
export interface LimiterLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

const SILENT_LOG: LimiterLog = { warn: () => {}, info: () => {} };

/**
 * Counts in Redis; while Redis is unreachable, in this instance's memory, with one warning when it
 * goes and one note when it is back. Commands fail fast instead of queueing while disconnected
 * (`enableOfflineQueue: false`, a short command timeout), and ioredis keeps reconnecting.
 */
export function createRedisLimiter(url: string, options: { prefix?: string; log?: LimiterLog } = {}): AttemptLimiter {
  const prefix = options.prefix ?? 'jinro:rl:';
  const log = options.log ?? SILENT_LOG;
  const fallback = createMemoryLimiter();
  const redis = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  });
  let degraded = false;
  let closing = false;
  const degrade = (err?: unknown) => {
    if (degraded || closing) return;
    degraded = true;
    log.warn(
      { err: err instanceof Error ? { type: err.name, message: err.message } : 'connection closed' },
      'Redis is unreachable: attempt limits are counted per instance until it is back',
    );
  };
  // Without a listener ioredis prints every failed reconnect as "Unhandled error event".
  redis.on('error', degrade);
  redis.on('close', () => degrade());
  redis.on('ready', () => {
    if (!degraded) return;
    degraded = false;
    log.info({}, 'Redis is back: attempt limits are shared again');
  });
  // The first requests after start-up wait for the first connection (or its failure), so that a
  // healthy Redis is used from the first attempt on.
  const firstConnection = new Promise<void>((resolve) => {
    const settle = () => resolve();
    redis.once('ready', settle);
    redis.once('error', settle);
    setTimeout(settle, 2_000).unref();
  });
  const usable = async () => {
    if (redis.status !== 'ready' && !degraded) await firstConnection;
    return redis.status === 'ready';
  };

  return {
    async hit(key, limit, windowMs) {
      if (!(await usable())) return fallback.hit(key, limit, windowMs);
      const fullKey = `${prefix}${key}`;
      try {
        const result = await redis.multi().incr(fullKey).pexpire(fullKey, windowMs, 'NX').pttl(fullKey).exec();
        const count = Number(result?.[0]?.[1] ?? 0);
        const ttl = Number(result?.[2]?.[1] ?? windowMs);
        const allowed = count <= limit;
        return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(ttl / 1000)), count };
      } catch (err) {
        degrade(err);
        return fallback.hit(key, limit, windowMs);
      }
    },
    async undo(key) {
      await fallback.undo(key);
      if (!(await usable())) return;
      const fullKey = `${prefix}${key}`;
      try {
        // Only while the window lasts, and never below zero.
        await redis.eval(
          "local n = tonumber(redis.call('get', KEYS[1]) or '0') if n > 0 then redis.call('decr', KEYS[1]) end return n",
          1,
          fullKey,
        );
      } catch (err) {
        degrade(err);
      }
    },
    async reset(key) {
      await fallback.reset(key);
      if (!(await usable())) return;
      try {
        await redis.del(`${prefix}${key}`);
      } catch (err) {
        degrade(err);
      }
    },
    scope: () => (redis.status === 'ready' ? 'shared' : 'per-instance'),
    async close() {
      if (closing) return;
      closing = true;
      await fallback.close();
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

export interface LimitRule {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * The limits, generous for people and tight for scripts (RATE_LIMIT_FACTOR multiplies each).
 *
 * Log-in counts failures only (a success takes its attempt back), keyed so that nobody can lock
 * an owner out from elsewhere: the wall (429) is per account AND address; per address alone it
 * stops one machine guessing many accounts; per account from all addresses it only slows the
 * answers down (`loginSlowdown`), never refuses, so the owner's right password always gets in.
 * Sign-up lets a class of 40 behind one school address join within ten minutes.
 */
export const LIMITS = {
  loginPerAccountAndAddress: { limit: 10, windowMs: 15 * MINUTE },
  loginPerAddress: { limit: 100, windowMs: 15 * MINUTE },
  loginPerAccount: { limit: 20, windowMs: 15 * MINUTE },
  registerPerAddress: { limit: 60, windowMs: 10 * MINUTE },
  registerPerAddressDaily: { limit: 300, windowMs: 24 * 60 * MINUTE },
  passwordPerIp: { limit: 30, windowMs: 15 * MINUTE },
  passwordPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  /** 고객의 목소리 messages from one address (a class writing at once fits). */
  vocPerAddress: { limit: 60, windowMs: 10 * MINUTE },
  /** Page views from one address (a school lab of 40 browsing fast fits). */
  pageviewPerAddress: { limit: 1_000, windowMs: MINUTE },
  /** Recommendation previews for a visitor's answers (each one scores the whole catalog). */
  previewPerAddress: { limit: 120, windowMs: MINUTE },
  /** Google / Naver sign-in starts (each stores a short-lived state row). */
  oauthStartPerAddress: { limit: 120, windowMs: 10 * MINUTE },
} satisfies Record<string, LimitRule>;

/**
 * How long to hold a log-in answer once an account has had more failures (from anywhere) than
 * `loginPerAccount` allows: 250 ms for the first over, doubling to at most 4 s. A slower path,
 * not a wall: an attacker's guesses get expensive, the owner still gets in.
 */
export function loginSlowdownMs(failures: number, allowed: number): number {
  const over = failures - allowed;
  if (over <= 0) return 0;
  return Math.min(250 * 2 ** (over - 1), 4_000);
}

/** One attempt from `address` under a per-address rule of {@link LIMITS}; throws 429 when over it. */
export function limitPerAddress(
  app: { attemptLimiter: AttemptLimiter; config: { rateLimitFactor: number } },
  name: keyof typeof LIMITS,
  address: string,
): Promise<void> {
  return enforceLimits(
    app.attemptLimiter,
    [{ key: `${name}:${address}`, rule: LIMITS[name] }],
    app.config.rateLimitFactor,
  );
}

/** Counts an attempt against every given rule; throws 429 TOO_MANY_ATTEMPTS with Retry-After. */
export async function enforceLimits(
  limiter: AttemptLimiter,
  attempts: Array<{ key: string; rule: LimitRule }>,
  factor = 1,
): Promise<void> {
  for (const { key, rule } of attempts) {
    const { allowed, retryAfterSeconds } = await limiter.hit(key, Math.ceil(rule.limit * factor), rule.windowMs);
    if (!allowed) throw new AppError('TOO_MANY_ATTEMPTS', { headers: { 'retry-after': String(retryAfterSeconds) } });
  }
}
