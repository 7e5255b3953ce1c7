import type { Agent } from 'node:https';
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_BODY_BYTES } from '../shared/constants';
import type { Config } from './config';
import { waitForDatabase } from './db/availability';
import { type Database, openDatabase } from './db/client';
import { normalizeRequestUrl } from './lib/request-url';
import { UserDataRegistry } from './lib/user-data';
import { koreanIssueMessage } from './lib/zod-messages';
import { loggerOptions } from './logger';
import { registerAchievements } from './modules/achievements/achievements.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { assessmentsRoutes } from './modules/assessments/assessments.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { oauthRoutes } from './modules/auth/oauth.routes';
import { type AttemptLimiter, createMemoryLimiter, createRedisLimiter } from './modules/auth/rate-limit';
import { keepSessionsOnlyInDatabase } from './modules/auth/session-cache';
import { contentRoutes } from './modules/content/content.routes';
import { dreamListRoutes } from './modules/dream-list/dream-list.routes';
import { healthRoutes } from './modules/health/health.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { seedJobs } from './modules/jobs/jobs.seed';
import { missionsRoutes } from './modules/missions/missions.routes';
import { recommendationsRoutes } from './modules/recommendations/recommendations.routes';
import { registerReminders } from './modules/reminders/reminders.routes';
import { roadmapsRoutes } from './modules/roadmaps/roadmaps.routes';
import { shareLinksRoutes } from './modules/share-links/share-links.routes';
import { vocRoutes } from './modules/voc/voc.routes';
import { vocFeedbackRoutes } from './modules/voc-feedback/voc-feedback.routes';
import { registerApiDocs } from './plugins/api-docs';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';
import { registerTextGuard } from './plugins/text-guard';
import { registerWebApp } from './plugins/web-app';
import { registerCrawlRoutes } from './web/crawl-routes';
import { registerOgImageRoutes } from './web/og-images';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    attemptLimiter: AttemptLimiter;
    userData: UserDataRegistry;
  }
}

export interface AppDependencies {
  /** An open, migrated database; by default one is opened (and migrated) from the config. */
  database?: Database;
  /** Where logs go; by default standard output. */
  logStream?: NodeJS.WritableStream;
  /** Attempt counters; by default Redis when REDIS_URL is set, else in memory. */
  attemptLimiter?: AttemptLimiter;
  /** HTTPS agent for Web Push services (tests trust their local push service through it). */
  pushAgent?: Agent;
}

z.config({ localeError: koreanIssueMessage });

/** Builds the whole server from a configuration. `main.ts` listens; tests call `inject`. */
export async function buildApp(config: Config, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { maxParamLength: 300 },
    // One form of every path before routing and every cache or header rule (lib/request-url.ts).
    rewriteUrl: (request) => normalizeRequestUrl(request.url ?? '/'),
    // Node would answer a request without Host with an empty 400 of its own; the security plugin
    // answers it instead, in the contract's shape and with the security headers.
    http: { requireHostHeader: false },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = deps.database ?? (await openMigratedDatabase(config, app.log));
  await seedJobs(database.db);
  app.decorate('config', config);
  app.decorate('database', database);
  // Several instances (REDIS_URL set) must see a log-out at once: no per-instance session memory.
  if (config.redisUrl) keepSessionsOnlyInDatabase(database.db);
  if (!deps.database) app.addHook('onClose', () => database.close());
  const limiter =
    deps.attemptLimiter ??
    (config.redisUrl ? createRedisLimiter(config.redisUrl, { log: app.log }) : createMemoryLimiter());
  app.decorate('attemptLimiter', limiter);
  if (!deps.attemptLimiter) app.addHook('onClose', () => limiter.close());
  app.decorate('userData', new UserDataRegistry());

  registerErrorHandling(app);
  // Only JSON bodies are accepted: a text/plain body is refused with 415, not parsed.
  app.removeContentTypeParser('text/plain');
  await registerSecurity(app, config);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await registerApiDocs(app);
  await registerSession(app);
  registerTextGuard(app);
  // Before the routes: its hook checks achievements after their writes.
  await registerAchievements(app);

  await app.register(healthRoutes);
  await app.register(analyticsRoutes);
  await app.register(authRoutes);
  await app.register(oauthRoutes);
  await app.register(assessmentsRoutes);
  await app.register(jobsRoutes);
  await app.register(dreamListRoutes);
  await app.register(roadmapsRoutes);
  await app.register(missionsRoutes);
  await app.register(recommendationsRoutes);
  await app.register(contentRoutes);
  await app.register(vocRoutes);
  await app.register(vocFeedbackRoutes);
  await app.register(shareLinksRoutes);
  // The minute scheduler runs in a server that opened its own database; API tests drive it.
  await registerReminders(app, { pushAgent: deps.pushAgent, schedule: deps.database === undefined });

  await registerCrawlRoutes(app);
  await registerOgImageRoutes(app);
  await registerWebApp(app, config.webRoot);
  return app;
}

/** Opens and migrates the database, retrying for DATABASE_CONNECT_TIMEOUT while it cannot be reached. */
async function openMigratedDatabase(config: Config, log: FastifyBaseLogger): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let warned = false;
  try {
    await waitForDatabase(database, config.databaseConnectTimeoutMs, (err) => {
      if (warned) return;
      warned = true;
      log.warn(
        { err, timeoutSeconds: config.databaseConnectTimeoutMs / 1000 },
        'database unreachable at start-up: retrying until DATABASE_CONNECT_TIMEOUT',
      );
    });
    if (warned) log.info('database reachable');
    await database.migrate();
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
  return database;
}

/** Fastify's typings lack the hop count its runtime accepts; a count becomes the same test as a function. */
function trustProxyOption(
  value: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
