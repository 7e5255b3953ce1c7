import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../lib/app-error';

/**
 * Fixed-window attempt counters for log-in, sign-up, password change and the anonymous writes,
 * kept by rate-limiter-flexible: in memory for one instance; in Redis when REDIS_URL is set, so
 * several instances share the same limits. When Redis cannot be reached, the library's insurance
 * limiter counts in memory (per instance) until it can again, and `scope` says so, instead of
 * failing the request.
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

type LimiterScope = 'shared' | 'per-instance';

/**
 * One counter store for every rule: each rule has its own limit and window, so the library's own
 * `points` is set out of reach and the window is given per key (`customDuration`, used when the
 * key's window starts); `hit` compares the count with the rule's limit.
 */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

function limiterOver(counters: RateLimiterMemory | RateLimiterRedis): AttemptLimiter {
  return {
    async hit(key, limit, windowMs) {
      const res: RateLimiterRes = await counters.consume(key, 1, { customDuration: Math.ceil(windowMs / 1000) });
      const count = res.consumedPoints;
      const allowed = count <= limit;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(res.msBeforeNext / 1000)), count };
    },
    async undo(key) {
      // Never below zero, and never a new window for a key that has none (the library's `reward`
      // would start one at -1).
      const res = await counters.get(key);
      if (res && res.consumedPoints > 0) await counters.reward(key, 1);
    },
    async reset(key) {
      await counters.delete(key);
    },
    scope: () => 'per-instance',
    async close() {},
  };
}

export function createMemoryLimiter(): AttemptLimiter {
  return limiterOver(new RateLimiterMemory({ points: UNLIMITED, duration: 60 }));
}

/** Where the Redis limiter reports losing and finding Redis again (the app's logger). */
export interface LimiterLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

const SILENT_LOG: LimiterLog = { warn: () => {}, info: () => {} };

/**
 * Counts in Redis; while Redis is unreachable, in this instance's memory (the library's insurance
 * limiter), with one warning when it goes and one note when it is back. Commands fail fast instead
 * of queueing while disconnected (`enableOfflineQueue: false`, a short command timeout, and the
 * library skips Redis while it is not ready), and ioredis keeps reconnecting.
 */
export function createRedisLimiter(url: string, options: { prefix?: string; log?: LimiterLog } = {}): AttemptLimiter {
  const log = options.log ?? SILENT_LOG;
  const redis = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  });
  const counters = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: options.prefix ?? 'jinro:rl',
    points: UNLIMITED,
    duration: 60,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ points: UNLIMITED, duration: 60 }),
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
  // healthy Redis is used from the first attempt on rather than the insurance memory.
  const firstConnection = new Promise<void>((resolve) => {
    const settle = () => resolve();
    redis.once('ready', settle);
    redis.once('error', settle);
    setTimeout(settle, 2_000).unref();
  });
  const connected = async () => {
    if (redis.status !== 'ready' && !degraded) await firstConnection;
  };
  const limiter = limiterOver(counters);

  return {
    async hit(key, limit, windowMs) {
      await connected();
      return limiter.hit(key, limit, windowMs);
    },
    async undo(key) {
      await connected();
      await limiter.undo(key);
    },
    async reset(key) {
      await connected();
      await limiter.reset(key);
    },
    scope: () => (redis.status === 'ready' ? 'shared' : 'per-instance'),
    async close() {
      if (closing) return;
      closing = true;
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
 * Log-in counts failures only (a success takes its attempt back). A browser without the account's
 * device cookie meets walls (429) per account AND address, per address (one machine guessing many
 * accounts) and per account from all addresses (`loginAccountLockout`), and before that last wall
 * slower answers (`loginSlowdownMs`). A browser that logged in to the account before carries its
 * device cookie (device-cookie.ts) and is counted only per cookie (`loginPerDevice`): an attacker
 * who locks an account, or a school's whole address, does not lock out its owners' own browsers.
 * Sign-up lets a class of 40 behind one school address join within ten minutes.
 */
export const LIMITS = {
  loginPerAccountAndAddress: { limit: 10, windowMs: 15 * MINUTE },
  loginPerAddress: { limit: 100, windowMs: 15 * MINUTE },
  /** Failures for one account from all addresses before its answers slow down. */
  loginPerAccount: { limit: 20, windowMs: 15 * MINUTE },
  /** Failures for one account from all addresses before browsers without its device cookie wait. */
  loginAccountLockout: { limit: 100, windowMs: 15 * MINUTE },
  /** Failures from one device cookie (a stolen cookie guesses no faster than a person). */
  loginPerDevice: { limit: 10, windowMs: 15 * MINUTE },
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

/** The contract's 429 TOO_MANY_ATTEMPTS, with how long to wait in Retry-After. */
export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError('TOO_MANY_ATTEMPTS', { headers: { 'retry-after': String(retryAfterSeconds) } });
}

/** Counts an attempt against every given rule; throws 429 TOO_MANY_ATTEMPTS with Retry-After. */
export async function enforceLimits(
  limiter: AttemptLimiter,
  attempts: Array<{ key: string; rule: LimitRule }>,
  factor = 1,
): Promise<void> {
  for (const { key, rule } of attempts) {
    const { allowed, retryAfterSeconds } = await limiter.hit(key, Math.ceil(rule.limit * factor), rule.windowMs);
    if (!allowed) throw tooManyAttempts(retryAfterSeconds);
  }
}
