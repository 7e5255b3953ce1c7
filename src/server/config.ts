import path from 'node:path';
import { z } from 'zod';

/**
 * The server's configuration, read from environment variables and validated once at start-up.
 * A bad value stops the server with a message naming the variable, never a stack trace.
 */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A search console's site-verification code, as it goes into a `<meta content>`: letters, digits, `-`, `_`. */
const siteVerificationToken = optionalString.pipe(
  z
    .string()
    .regex(/^[\w-]{1,200}$/, '검색 엔진이 준 확인 코드(영문, 숫자, -, _)만 넣어 주세요')
    .optional(),
);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'postgres:// 로 시작하는 주소여야 해요')
      .optional(),
  ),
  DATABASE_CONNECT_TIMEOUT: z.coerce.number().int().min(0).max(3600).default(30),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'redis:// 로 시작하는 주소여야 해요')
      .optional(),
  ),
  PUBLIC_ORIGIN: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().max(1000).default(1),
  TRUST_PROXY: optionalString.pipe(
    z
      .string()
      .regex(
        /^(true|false|\d{1,2}|[0-9a-fA-F:./]+(,[0-9a-fA-F:./]+)*)$/,
        'true, false, 프록시 단계 수(숫자) 또는 쉼표로 나눈 프록시 주소여야 해요',
      )
      .optional(),
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_AUTHORIZATION_URL: optionalString.pipe(z.url().optional()),
  GOOGLE_TOKEN_URL: optionalString.pipe(z.url().optional()),
  GOOGLE_USERINFO_URL: optionalString.pipe(z.url().optional()),
  NAVER_CLIENT_ID: optionalString,
  NAVER_CLIENT_SECRET: optionalString,
  NAVER_AUTHORIZATION_URL: optionalString.pipe(z.url().optional()),
  NAVER_TOKEN_URL: optionalString.pipe(z.url().optional()),
  NAVER_USERINFO_URL: optionalString.pipe(z.url().optional()),
  AI_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  NAVER_SITE_VERIFICATION: siteVerificationToken,
  GOOGLE_SITE_VERIFICATION: siteVerificationToken,
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'mailto:주소 또는 https:// 주소여야 해요')
      .optional(),
  ),
  JINRO_TEST_HOOKS: optionalString.pipe(z.enum(['0', '1']).optional()),
});

/** Every environment variable the server reads (README.md and .env.example document each). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

/** An OAuth provider's client and endpoints; `undefined` when it has no client id configured. */
export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

const GOOGLE_DEFAULTS = {
  authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
};

const NAVER_DEFAULTS = {
  authorizationUrl: 'https://nid.naver.com/oauth2.0/authorize',
  tokenUrl: 'https://nid.naver.com/oauth2.0/token',
  userinfoUrl: 'https://openapi.naver.com/v1/nid/me',
};

/** An OpenAI-compatible endpoint that may phrase the daily mission suggestions (optional). */
export interface AiConfig {
  /** e.g. `https://api.openai.com/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** How long one phrasing call may take before the built-in sentences are used; 3 s unless set (only tests set it). */
  timeoutMs?: number;
}

type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded PGlite database, or `memory://` for a throw-away one. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** How long start-up keeps trying to reach the database before giving up (DATABASE_CONNECT_TIMEOUT, seconds). */
  databaseConnectTimeoutMs: number;
  redisUrl: string | undefined;
  /** `scheme://host[:port]` of the product, without a trailing slash. */
  publicOrigin: string;
  isHttps: boolean;
  logLevel: LogLevel;
  /** Multiplies every log-in/sign-up attempt limit (tests and load runs raise it). */
  rateLimitFactor: number;
  /**
   * Which proxies may set X-Forwarded-For (Fastify's `trustProxy`): off by default, so a client
   * cannot change its apparent address to get around the per-IP limits.
   */
  trustProxy: boolean | number | string[];
  oauth: { google: OAuthProviderConfig | undefined; naver: OAuthProviderConfig | undefined };
  /** AI phrasing of the daily missions; `undefined` uses the built-in sentences only. */
  ai: AiConfig | undefined;
  /** Folder of the built web app; `undefined` serves no static files (API-only tests). */
  webRoot: string | undefined;
  /** Search consoles' site-verification codes, put in every page's head when set. */
  siteVerification: { naver: string | undefined; google: string | undefined };
  /** The contact push services see in reminders' VAPID token (`mailto:` or `https:`). */
  vapidSubject: string;
  /** Test-only routes (`JINRO_TEST_HOOKS=1`): the reminders' clock. Never set in production. */
  testHooks: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, rootDir = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`환경 변수 설정이 올바르지 않아요:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.AI_BASE_URL && !e.AI_MODEL) {
    throw new ConfigError(
      '환경 변수 설정이 올바르지 않아요:\n  AI_MODEL: AI_BASE_URL을 쓰려면 모델 이름도 설정해 주세요',
    );
  }
  const publicOrigin = new URL(e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).origin;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(rootDir, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT * 1000,
    redisUrl: e.REDIS_URL,
    publicOrigin,
    isHttps: publicOrigin.startsWith('https:'),
    logLevel: e.LOG_LEVEL,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    oauth: {
      google: providerConfig(GOOGLE_DEFAULTS, {
        clientId: e.GOOGLE_CLIENT_ID,
        clientSecret: e.GOOGLE_CLIENT_SECRET,
        authorizationUrl: e.GOOGLE_AUTHORIZATION_URL,
        tokenUrl: e.GOOGLE_TOKEN_URL,
        userinfoUrl: e.GOOGLE_USERINFO_URL,
      }),
      naver: providerConfig(NAVER_DEFAULTS, {
        clientId: e.NAVER_CLIENT_ID,
        clientSecret: e.NAVER_CLIENT_SECRET,
        authorizationUrl: e.NAVER_AUTHORIZATION_URL,
        tokenUrl: e.NAVER_TOKEN_URL,
        userinfoUrl: e.NAVER_USERINFO_URL,
      }),
    },
    ai: e.AI_BASE_URL && e.AI_MODEL ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL } : undefined,
    webRoot: path.resolve(rootDir, 'dist/web'),
    siteVerification: { naver: e.NAVER_SITE_VERIFICATION, google: e.GOOGLE_SITE_VERIFICATION },
    vapidSubject: e.VAPID_SUBJECT ?? defaultVapidSubject(publicOrigin),
    testHooks: e.JINRO_TEST_HOOKS === '1',
  };
}

/** The product's address when it is https (push services accept no other), else a placeholder contact. */
function defaultVapidSubject(publicOrigin: string): string {
  return publicOrigin.startsWith('https:') ? publicOrigin : 'mailto:reminders@example.invalid';
}

function providerConfig(
  defaults: Omit<OAuthProviderConfig, 'clientId' | 'clientSecret'>,
  given: { [K in keyof OAuthProviderConfig]: string | undefined },
): OAuthProviderConfig | undefined {
  if (!given.clientId) return undefined;
  return {
    clientId: given.clientId,
    clientSecret: given.clientSecret ?? '',
    authorizationUrl: given.authorizationUrl ?? defaults.authorizationUrl,
    tokenUrl: given.tokenUrl ?? defaults.tokenUrl,
    userinfoUrl: given.userinfoUrl ?? defaults.userinfoUrl,
  };
}

/** A configuration for tests: in-memory database, no static files, silent logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    databaseUrl: undefined,
    databaseConnectTimeoutMs: 0,
    redisUrl: undefined,
    publicOrigin: 'http://localhost:3000',
    isHttps: false,
    logLevel: 'silent',
    rateLimitFactor: 1,
    trustProxy: true,
    oauth: { google: undefined, naver: undefined },
    ai: undefined,
    webRoot: undefined,
    siteVerification: { naver: undefined, google: undefined },
    vapidSubject: 'mailto:reminders@example.invalid',
    testHooks: false,
    ...overrides,
  };
}

/** `TRUST_PROXY`: empty or `false` → off; `true` → any proxy; a number → that many hops; else addresses. */
function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',');
}
