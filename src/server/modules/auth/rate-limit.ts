import { Redis } from 'ioredis';
import { AppError } from '../../lib/app-error';

/**
 * Fixed-window attempt counters for log-in, sign-up and password change. In memory for one
 * instance; in Redis when REDIS_URL is set, so several instances share the same limits.
 */
export interface AttemptLimiter {
  /** Counts one attempt under `key`; answers how many seconds to wait when over `limit`. */
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

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
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((entry.resetAt - time) / 1000) };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

export function createRedisLimiter(url: string, prefix = 'jinro:rl:'): AttemptLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async hit(key, limit, windowMs) {
      const fullKey = `${prefix}${key}`;
      const result = await redis.multi().incr(fullKey).pexpire(fullKey, windowMs, 'NX').pttl(fullKey).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      const allowed = count <= limit;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async reset(key) {
      await redis.del(`${prefix}${key}`);
    },
    async close() {
      await redis.quit();
    },
  };
}

export interface LimitRule {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** The limits, per IP address and per account. Generous for people, tight for scripts. */
export const AUTH_LIMITS = {
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 10, windowMs: 60 * MINUTE },
  passwordPerIp: { limit: 30, windowMs: 15 * MINUTE },
  passwordPerAccount: { limit: 5, windowMs: 15 * MINUTE },
} satisfies Record<string, LimitRule>;

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
