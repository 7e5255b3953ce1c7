/**
 * The server side of the API benchmark (bench/lib/api-load.ts starts it as a child process so
 * that the load generator does not share its CPU time): the whole app from `buildApp`, and in
 * the same process a bare Fastify instance whose routes answer, from memory, the very bytes the
 * app answered for each benchmarked request. Prints one JSON line with both addresses and the
 * requests to make, then serves until SIGTERM.
 *
 * Database: a fresh PGlite directory, or with DATABASE_URL a throw-away database created on that
 * PostgreSQL server (dropped on exit).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createScratchPostgres } from '../src/server/test/scratch-postgres';
import { STEPS } from '../src/shared/contracts/assessments';
import { PERSONAS } from '../tests/personas/personas';
import type { ApiTarget } from './lib/api-load';

const ROOT = path.resolve(import.meta.dirname, '..');

const serverUrl = process.env.BENCH_DATABASE_URL;
const postgres = serverUrl ? await createScratchPostgres(serverUrl, 'jinro_bench') : undefined;
const dataDir = postgres ? undefined : mkdtempSync(path.join(tmpdir(), 'jinro-bench-api-'));
const config = loadConfig(
  {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_FACTOR: '1000',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  },
  ROOT,
);
const app = await buildApp(config);
const origin = { origin: config.publicOrigin };

async function call(method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: unknown) {
  const res = await app.inject({
    method,
    url,
    headers: { ...origin, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res;
}

/** A new account through the API, and the cookies a browser would then send (session and signed-in hint). */
async function signUp(): Promise<string> {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const res = await call('POST', '/api/auth/register', undefined, { email, password: 'Benchpass1!' });
  if (!res.cookies.some((c) => c.name === 'sid')) throw new Error('sign-up set no session cookie');
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

const session = await signUp();
// A profiled user: all six steps answered and submitted through the API, as the step pages do.
const profiled = await signUp();
const persona = PERSONAS.find((p) => p.id === 'software') ?? PERSONAS[0];
if (!persona) throw new Error('no persona');
for (const step of STEPS) {
  await call('PUT', `/api/${step}`, profiled, persona.answers[step]);
  await call('POST', `/api/${step}/submit`, profiled);
}

const firstJob = (JSON.parse((await call('GET', '/api/jobs?limit=1')).body) as { data: Array<{ name: string }> })
  .data[0]?.name;
if (!firstJob) throw new Error('the catalog is empty');

const requests: Array<Omit<ApiTarget, 'barePath' | 'bytes'>> = [
  { label: 'GET /api/jobs', path: '/api/jobs', headers: {} },
  { label: 'GET /api/jobs/{name}', path: `/api/jobs/${encodeURIComponent(firstJob)}`, headers: {} },
  { label: 'GET /api/auth/check (session)', path: '/api/auth/check', headers: { cookie: session } },
  { label: 'GET /api/job-rec (profiled user)', path: '/api/job-rec', headers: { cookie: profiled } },
];

const bare = Fastify({ logger: false });
const targets: ApiTarget[] = [];
for (const [index, request] of requests.entries()) {
  const res = await call('GET', request.path, request.headers.cookie);
  const body = res.rawPayload;
  const contentType = String(res.headers['content-type'] ?? 'application/json; charset=utf-8');
  const barePath = `/bare/${index}`;
  bare.get(barePath, (_request, reply) => reply.type(contentType).send(body));
  targets.push({ ...request, barePath, bytes: body.length });
}

const appAddress = await app.listen({ port: 0, host: '127.0.0.1' });
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(
  `${JSON.stringify({ app: appAddress, bare: bareAddress, database: app.database.kind, targets })}\n`,
);

process.once('SIGTERM', () => {
  void (async () => {
    await bare.close();
    await app.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
    process.exit(0);
  })();
});
