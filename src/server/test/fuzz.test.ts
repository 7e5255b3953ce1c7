import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, SIGNED_IN_HINT_COOKIE } from '../../shared/constants';
import { DREAM_LIST_LIMITS } from '../../shared/contracts/dream-list';
import { ROADMAP_LIMITS } from '../../shared/contracts/roadmaps';
import { LIMITS } from '../modules/auth/rate-limit';
import { getMissionMarket } from '../modules/missions/mission-market';
import { createSnapshotter, type DbSnapshot, installChangeCounter } from './db-snapshot';
import {
  type ApiRoute,
  fetchOpenApi,
  type JsonSchema,
  listRoutes,
  type OpenApiDocument,
  resolveSchema,
} from './openapi-routes';
import { createTestApp, loginAs, SAME_ORIGIN, type TestApp } from './test-app';

/**
 * Fuzzing every route of the OpenAPI document with generated bad requests, logged in and out:
 * never a 5xx, every error in the contract's shape with a Korean message, the database
 * untouched by every refused request, and the server still ready at the end.
 *
 * Deterministic: the seed is fixed (FUZZ_SEED overrides it, FUZZ_RUNS the runs per route and
 * mode, FUZZ_ONLY the routes); a failure names the route and prints fast-check's seed and
 * counterexample.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
/** Fuzz only the routes whose `METHOD /path` contains this text (when reproducing a failure). */
const ONLY = process.env.FUZZ_ONLY;

// Large payloads are named in generated values and only built when a request is sent, so a
// failing counterexample prints as `<<HUGE_OK>>` rather than a megabyte of text.
const HUGE_OK = 'ê'.repeat(Math.floor(MAX_BODY_BYTES / 2.5));
const HUGE_OVER = 'a'.repeat(MAX_BODY_BYTES + 10);
const DEEP_ARRAY = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
const MARKERS: Record<string, string> = {
  '<<HUGE_OK>>': HUGE_OK,
  '<<HUGE_OVER>>': HUGE_OVER,
  '<<DEEP_ARRAY>>': DEEP_ARRAY,
  '<<DEEP_OBJECT>>': DEEP_OBJECT,
};

/** Strings that have broken servers: traversal, SQL, markup, templates and unicode edge cases. */
const NASTY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/api/../../../',
  "' OR '1'='1",
  "1'; DROP TABLE users; --",
  '" OR 1=1 --',
  "1' UNION SELECT null, version() --",
  '$(reboot)',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as is.
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  '\u200F\u200E',
  '\uFEFFbom',
  '\u200B',
  'ㄱㅂㅈ',
  '소프트웨어 개발자',
  '👩‍💻🏳️‍🌈',
  'e\u0301\u0301\u0301',
  '\uD800',
  '\uDFFFx',
  'a\uD83D',
  ' \t\n\r',
  '\\',
  '%',
  '__proto__',
  'constructor',
  '<<HUGE_OK>>',
  '<<HUGE_OVER>>',
];

/**
 * Text a browser really sends that the database cannot store or that has two forms: lone
 * surrogates (a length cap cutting an emoji in half) and Hangul in NFD or mixed with NFC. They go
 * into plausible bodies, so they reach past the schemas to the services and the database.
 */
const ODD_TEXT = [
  '\udfff',
  '꿈\ud83d',
  '\ud800꿈',
  'a\udc00b',
  '\u1100\u1161\u1109\u1173 점검원',
  '가스 \u110c\u1165\u11b7\u1100\u1165\u11b7\u110b\u116f\u11ab',
  'e\u0301',
  '👩‍💻 개발자',
];

/** Path segments and query values as raw text in a URL, including malformed percent-encoding. */
const RAW_URL_PIECES = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%00',
  '%2e%2e',
  '..',
  '%2F',
  'a'.repeat(301),
  'a'.repeat(4000),
];

const nastyString = fc.constantFrom(...NASTY_STRINGS);
const anyString = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);
const anyJson = fc.oneof(
  anyString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, 1e308, -0, Number.MAX_SAFE_INTEGER + 2),
  fc.jsonValue({ maxDepth: 3 }),
);

/**
 * A value shaped by the route's schema. Hostile: each part at times of the wrong type, missing or
 * nasty. Plausible (`benign`): required properties present, plain strings, small numbers in range,
 * so that some requests get past validation and reach the services and the database.
 */
function valueFor(
  doc: OpenApiDocument,
  raw: JsonSchema,
  benign: fc.Arbitrary<string> | null,
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolveSchema(doc, raw);
  if (depth > 3) return anyJson;
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  let typed: fc.Arbitrary<unknown>;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.enum && schema.enum.length > 0) typed = fc.constantFrom(...schema.enum);
  else if (schema.const !== undefined) typed = fc.constant(schema.const);
  else if (alternatives.length > 0) typed = fc.oneof(...alternatives.map((s) => valueFor(doc, s, benign, depth + 1)));
  else if (type === 'object' || schema.properties) {
    const shape: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, property] of Object.entries(schema.properties ?? {}))
      shape[name] = valueFor(doc, property, benign, depth + 1);
    const record = fc.record(shape, { requiredKeys: benign ? (schema.required ?? []) : [] });
    typed = benign
      ? record
      : fc
          .tuple(record, fc.option(fc.dictionary(anyString, anyJson, { maxKeys: 3 })))
          .map(([value, extra]) => ({ ...(extra ?? {}), ...value }));
  } else if (type === 'array')
    typed = fc.array(valueFor(doc, schema.items ?? {}, benign, depth + 1), { maxLength: benign ? 3 : 8 });
  else if (type === 'string') typed = benign ?? anyString;
  else if (type === 'integer' || type === 'number')
    typed = benign
      ? fc.integer({ min: schema.minimum ?? 1, max: Math.min(schema.maximum ?? 5, 5) })
      : fc.oneof(fc.integer({ min: -5, max: 200 }), fc.integer(), fc.double());
  else if (type === 'boolean') typed = fc.boolean();
  else typed = anyJson;
  return benign ? typed : fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: anyJson });
}

interface Body {
  /** JSON text (with markers for the large payloads), or raw text that is not JSON at all. */
  text: string;
  contentType: string | undefined;
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8'];
const OTHER_TYPES = [
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json, text/html',
];
const RAW_BODIES = [
  '',
  '{',
  '{"a":1,}',
  'null',
  '"\\ud800"',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '<<DEEP_ARRAY>>',
  '<<DEEP_OBJECT>>',
  '{"title":<<DEEP_ARRAY>>}',
  '{"jobName":"<<HUGE_OK>>"}',
  '{"message":"<<HUGE_OVER>>"}',
  '\u0000\u0001',
];

function bodyFor(
  doc: OpenApiDocument,
  schema: JsonSchema | undefined,
  realIds: string[],
): fc.Arbitrary<Body | undefined> {
  const json = fc.constantFrom(...JSON_TYPES);
  const plain = fc.constantFrom(
    '새 로드맵',
    '소프트웨어 개발자',
    'ㄱㅂㅈ',
    'a',
    '오늘도 한 걸음',
    ...realIds,
    ...ODD_TEXT,
  );
  const plausible = fc
    .tuple(schema ? valueFor(doc, schema, plain) : anyJson, json)
    .map(([value, contentType]): Body => ({ text: JSON.stringify(value) ?? 'null', contentType }));
  const shaped = fc
    .tuple(schema ? valueFor(doc, schema, null) : anyJson, json)
    .map(([value, contentType]): Body => ({ text: JSON.stringify(value) ?? 'null', contentType }));
  const raw = fc
    .tuple(fc.constantFrom(...RAW_BODIES), json)
    .map(([text, contentType]): Body => ({ text, contentType }));
  const wrongType = fc
    .tuple(schema ? valueFor(doc, schema, null) : anyJson, fc.constantFrom(...OTHER_TYPES))
    .map(([value, contentType]): Body => ({ text: JSON.stringify(value) ?? 'x=1', contentType }));
  return fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 4, arbitrary: plausible },
    { weight: 2, arbitrary: raw },
    { weight: 2, arbitrary: wrongType },
    { weight: schema ? 1 : 3, arbitrary: fc.constant(undefined) },
  );
}

/** A path parameter as it appears in the URL: encoded nasty text, malformed raw text, or a real id. */
function pathParam(realIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: anyString.map(encodePiece) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_URL_PIECES) },
    { weight: 2, arbitrary: realIds.length > 0 ? fc.constantFrom(...realIds.map(encodePiece)) : fc.uuid() },
    { weight: 1, arbitrary: fc.uuid() },
  );
}

function queryFor(route: ApiRoute): fc.Arbitrary<string> {
  const names = [...route.queryParams.map((p) => p.name), '__proto__[polluted]', 'a[b][c]', 'constructor', 'limit'];
  const value = fc.oneof(
    { weight: 4, arbitrary: anyString.map(encodePiece) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PIECES) },
    { weight: 2, arbitrary: fc.integer({ min: -10, max: 1000 }).map(String) },
  );
  return fc
    .array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 5 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&'));
}

type CookieKind =
  | 'none'
  | 'valid'
  | 'forged'
  | 'tampered'
  | 'empty'
  | 'huge'
  | 'malformed'
  | 'bad-encoding'
  | 'duplicate-forged-first'
  | 'duplicate-valid-first'
  | 'host-prefixed'
  | 'hint-only';

function cookieHeader(kind: CookieKind, validToken: string | undefined): string | undefined {
  const forged = 'f'.repeat(43);
  const token = validToken ?? forged;
  switch (kind) {
    case 'none':
      return undefined;
    case 'valid':
      return `sid=${token}`;
    case 'forged':
      return `sid=${forged}`;
    case 'tampered':
      return `sid=${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    case 'empty':
      return 'sid=';
    case 'huge':
      return `sid=${'A'.repeat(5000)}`;
    case 'malformed':
      return '=;;; ; =sid; "sid"="x';
    case 'bad-encoding':
      return 'sid=%E0%A4%A; other=%ZZ';
    case 'duplicate-forged-first':
      return `sid=${forged}; sid=${token}`;
    case 'duplicate-valid-first':
      return `sid=${token}; sid=${forged}`;
    case 'host-prefixed':
      return `__Host-sid=${token}`;
    case 'hint-only':
      // The readable signed-in hint, without the session cookie: it must grant nothing.
      return `${SIGNED_IN_HINT_COOKIE}=1`;
  }
}

const ORIGINS = [
  SAME_ORIGIN.origin,
  SAME_ORIGIN.origin,
  SAME_ORIGIN.origin,
  SAME_ORIGIN.origin,
  'https://evil.example',
  'null',
  undefined,
];

interface FuzzRequest {
  params: string[];
  query: string;
  body: Body | undefined;
  cookie: CookieKind;
  origin: string | undefined;
}

function requestFor(doc: OpenApiDocument, route: ApiRoute, loggedIn: boolean, realIds: string[]) {
  const cookieKinds: CookieKind[] = [
    'forged',
    'tampered',
    'empty',
    'huge',
    'malformed',
    'bad-encoding',
    'duplicate-forged-first',
    'host-prefixed',
    'hint-only',
  ];
  const cookie: fc.Arbitrary<CookieKind> = loggedIn
    ? fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom<CookieKind>('valid', 'duplicate-valid-first') },
        { weight: 1, arbitrary: fc.constantFrom(...cookieKinds) },
      )
    : fc.constantFrom<CookieKind>('none', 'none', ...cookieKinds);
  return fc.record<FuzzRequest>({
    params: fc.tuple(...route.pathParams.map(() => pathParam(realIds))),
    query: fc.oneof(fc.constant(''), queryFor(route)),
    body: route.method === 'GET' ? fc.constant(undefined) : bodyFor(doc, route.body, realIds),
    cookie,
    origin: fc.constantFrom(...ORIGINS),
  });
}

function encodePiece(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate cannot be encoded: send its would-be UTF-8 bytes, which are not UTF-8.
    return '%ED%A0%80';
  }
}

function expand(text: string): string {
  let out = text;
  for (const [marker, value] of Object.entries(MARKERS)) if (out.includes(marker)) out = out.replaceAll(marker, value);
  return out;
}

function injectOptions(route: ApiRoute, request: FuzzRequest, token: string | undefined): InjectOptions {
  let url = route.path;
  route.pathParams.forEach((param, i) => {
    url = url.replace(`{${param.name}}`, request.params[i] ?? '');
  });
  if (request.query) url += `?${request.query}`;
  const headers: Record<string, string> = {};
  const cookie = cookieHeader(request.cookie, token);
  if (cookie !== undefined) headers.cookie = cookie;
  if (request.origin !== undefined) headers.origin = request.origin;
  if (request.body?.contentType !== undefined) headers['content-type'] = request.body.contentType;
  return {
    method: route.method,
    url,
    headers,
    ...(request.body ? { payload: expand(request.body.text) } : {}),
  };
}

const HANGUL = /[가-힣]/;

let t: TestApp;
let doc: OpenApiDocument;
let routes: ApiRoute[];
let snapshot: () => Promise<DbSnapshot>;
let changes: () => Promise<number>;
let catalog: () => Promise<DbSnapshot>;
let catalogBefore: string | undefined;
let jobName: string;
let total = 0;
/** Every status answered, to show the requests reached past each layer (origin, session, schema). */
const statuses = new Set<number>();
/** `METHOD /path → status` for every answer whose status the route's OpenAPI entry does not list. */
const undocumented = new Set<string>();
/** Validation answers without the contract's `fields`. */
const unfielded = new Set<string>();

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'silent' });
  doc = await fetchOpenApi(t);
  routes = listRoutes(doc);
  // The job catalog is large and read-only: compared once at the end, not around every route.
  const tables = Object.keys(await (await createSnapshotter(t.database.db))());
  snapshot = await createSnapshotter(
    t.database.db,
    tables.filter((name) => name !== 'jobs'),
  );
  catalog = await createSnapshotter(t.database.db, ['jobs']);
  changes = await installChangeCounter(t.database.db);
  catalogBefore = (await catalog()).jobs;
  expect(Number.isInteger(await changes())).toBe(true);
  const jobs = await t.app.inject({ url: '/api/jobs?limit=1' });
  jobName = jobs.json<{ data: Array<{ name: string }> }>().data[0]?.name ?? '';
});

afterAll(async () => {
  await t?.close();
});

/**
 * A fresh user per route (so logging out or withdrawing in one route's run harms no other), with
 * a roadmap and a dream job when the route takes ids, so that real ids reach the deeper code too.
 */
async function freshUser(withData: boolean): Promise<{ token: string; ids: string[] }> {
  const user = await loginAs(t);
  if (!withData) return { token: user.cookie.slice('sid='.length), ids: [jobName] };
  const headers = { ...SAME_ORIGIN, cookie: user.cookie };
  const roadmap = await t.app.inject({ method: 'POST', url: '/api/user-roadmap', headers, payload: { jobName } });
  const dream = await t.app.inject({ method: 'POST', url: '/api/my-job', headers, payload: { jobName } });
  const roadmapId = roadmap.json<{ data: { _id: string } }>().data._id;
  const dreamId = dream.json<{ data: { id: string } }>().data.id;
  const milestones = roadmap.json<{ data: { milestones: Array<{ title: string; missions: Array<{ id: string }> }> } }>()
    .data.milestones;
  const milestoneTitles = milestones.slice(0, 2).map((m) => m.title);
  const missionIds = milestones.flatMap((m) => m.missions.map((mission) => mission.id)).slice(0, 2);
  return {
    token: user.cookie.slice('sid='.length),
    ids: [roadmapId, dreamId, jobName, ...missionIds, ...milestoneTitles],
  };
}

async function fuzzRoute(route: ApiRoute, loggedIn: boolean, seed: number): Promise<void> {
  const user = loggedIn ? await freshUser(route.pathParams.length > 0) : undefined;
  const ids = user?.ids ?? [jobName];
  const before = await snapshot();
  let refusedAll = true;
  let changesBefore = await changes();
  await fc.assert(
    fc.asyncProperty(requestFor(doc, route, loggedIn, ids), async (request) => {
      const options = injectOptions(route, request, user?.token);
      const res = await t.app.inject(options);
      total += 1;
      statuses.add(res.statusCode);
      const where = `${route.key} (${loggedIn ? 'logged in' : 'logged out'}) → ${options.method} ${String(options.url).slice(0, 200)}`;
      expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
      if (!route.statuses.includes(String(res.statusCode))) undocumented.add(`${route.key} → ${res.statusCode}`);
      if (res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
        // Redirects stay on this site: no open redirect through a parameter.
        expect(String(res.headers.location), where).toMatch(/^\/(?![/\\])/);
      }
      if (res.statusCode >= 400) {
        expect(res.headers['content-type'], where).toContain('application/json');
        const body = res.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>();
        expect(Object.keys(body), where).toEqual(['error']);
        expect(body.error.code, where).toMatch(/^[A-Z_]+$/);
        expect(body.error.message, where).toMatch(HANGUL);
        for (const message of Object.values(body.error.fields ?? {})) expect(typeof message, where).toBe('string');
        // The contract: a validation 400 says which field (`fields`), so a form can show it there.
        if (body.error.code === 'VALIDATION_ERROR' && !body.error.fields) {
          unfielded.add(`${route.key} → ${res.body.slice(0, 120)}`);
        }
      }
      const changesAfter = await changes();
      if (res.statusCode >= 400)
        expect(changesAfter, `${where}: a refused request wrote to the database`).toBe(changesBefore);
      else refusedAll = false;
      changesBefore = changesAfter;
    }),
    { seed, numRuns: RUNS, endOnFailure: true },
  );
  // Belt and braces: when every request was refused, every table's content is as it was.
  if (refusedAll) expect(await snapshot(), `${route.key}: refused requests changed the database`).toEqual(before);
}

describe('fuzzing every route of the OpenAPI document', () => {
  it('walks a document with every feature’s routes in it', () => {
    expect(routes.length).toBeGreaterThan(50);
    for (const tag of ['auth', 'assessments', 'jobs', 'dream-list', 'roadmaps', 'missions', 'recommendations', 'voc'])
      expect(
        routes.some((r) => r.tags.includes(tag)),
        tag,
      ).toBe(true);
  });

  it('answers thousands of bad requests without a 5xx, in the contract shape, changing nothing when refusing', async () => {
    for (const [index, route] of routes.entries()) {
      if (ONLY && !route.key.includes(ONLY)) continue;
      for (const loggedIn of [false, true]) {
        const seed = SEED + index * 2 + (loggedIn ? 1 : 0);
        try {
          await fuzzRoute(route, loggedIn, seed);
        } catch (error) {
          const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : '';
          const message = error instanceof Error ? `${error.message}${cause}` : String(error);
          throw new Error(
            `fuzzing ${route.key} ${loggedIn ? 'logged in' : 'logged out'} failed (FUZZ_SEED=${SEED}, route seed ${seed}):\n${message.slice(0, 4000)}`,
          );
        }
      }
    }
    if (!ONLY) {
      expect(total).toBeGreaterThanOrEqual(routes.length * 2 * RUNS);
      // The generated requests got through every layer somewhere: success, schema, session,
      // origin, unknown ids, body size and content type (creations, 201, are rare: most
      // plausible bodies name a job that already has a roadmap or dream-list entry).
      for (const status of [200, 204, 400, 401, 403, 404, 413, 415])
        expect([...statuses].sort(), `status ${status}`).toContain(status);
    }
    // Every status a route answered is one its OpenAPI entry documents.
    expect([...undocumented].sort()).toEqual([]);
    expect([...unfielded].sort().slice(0, 40)).toEqual([]);
  }, 240_000);

  it('holds every cap when the requests for it arrive at once (lone surrogates and NFD names among them)', async () => {
    const user = await loginAs(t);
    const headers = { ...SAME_ORIGIN, cookie: user.cookie };
    const byKey = new Map(routes.map((route) => [route.key, route]));
    /** Sends `count` requests at once; every answer below 500 and documented for its route. */
    const burst = async (key: string, count: number, options: (i: number) => InjectOptions) => {
      const route = byKey.get(key);
      if (!route) throw new Error(`${key} is not in the OpenAPI document`);
      const answers = await Promise.all(Array.from({ length: count }, (_, i) => t.app.inject(options(i))));
      for (const res of answers) {
        expect(res.statusCode, `${key}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        expect(route.statuses, `${key} → ${res.statusCode}`).toContain(String(res.statusCode));
      }
      return answers.map((res) => res.statusCode);
    };
    const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

    // Dream list: 50 items. Every fifth name is odd text (refused, or the same name in NFD).
    const dream = await burst('POST /api/my-job', DREAM_LIST_LIMITS.maxItems + 20, (i) => ({
      method: 'POST',
      url: '/api/my-job',
      headers,
      payload: { custom: { name: i % 5 === 0 ? `${ODD_TEXT[i % ODD_TEXT.length]} ${i}` : `동시 꿈 ${i}` } },
    }));
    const dreamList = (await t.app.inject({ url: '/api/my-job', headers })).json<{ data: unknown[] }>().data;
    expect(dreamList).toHaveLength(count(dream, 201));
    expect(dreamList.length).toBeLessThanOrEqual(DREAM_LIST_LIMITS.maxItems);
    expect(count(dream, 400)).toBeGreaterThanOrEqual(20);

    // Roadmaps: 20.
    const roadmapAnswers = await burst('POST /api/user-roadmap', ROADMAP_LIMITS.maxRoadmaps + 8, (i) => ({
      method: 'POST',
      url: '/api/user-roadmap',
      headers,
      payload: { title: i % 7 === 0 ? `\u1100\u1161\u1109\u1173 ${i}` : `동시 로드맵 ${i}` },
    }));
    expect(count(roadmapAnswers, 201)).toBe(ROADMAP_LIMITS.maxRoadmaps);

    // A milestone's missions: 30; and one mission completed by many taps earns its XP once.
    const first = (await t.app.inject({ url: '/api/user-roadmap', headers })).json<{ data: Array<{ _id: string }> }>()
      .data[0];
    const detail = (await t.app.inject({ url: `/api/user-roadmap/${first?._id}`, headers })).json<{
      data: { milestones: Array<{ title: string; missions: Array<{ id: string; xp: number }> }> };
    }>().data;
    const milestone = detail.milestones[0];
    if (!first || !milestone) throw new Error('no roadmap');
    const taken = new Set(detail.milestones.flatMap((m) => m.missions.map((x) => x.id)));
    const extras = getMissionMarket()
      .missions.filter((mission) => !taken.has(mission.id))
      .slice(0, ROADMAP_LIMITS.maxMissionsPerMilestone + 5);
    const added = await burst(
      'POST /api/user-roadmap/{id}/milestones/{milestoneTitle}/missions',
      extras.length,
      (i) => ({
        method: 'POST',
        url: `/api/user-roadmap/${first._id}/milestones/${encodeURIComponent(milestone.title)}/missions`,
        headers,
        payload: { missionId: extras[i]?.id },
      }),
    );
    expect(count(added, 201)).toBe(ROADMAP_LIMITS.maxMissionsPerMilestone - milestone.missions.length);
    const mission = milestone.missions[0];
    if (!mission) throw new Error('no mission');
    const taps = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/user-roadmap/${first._id}/missions/${mission.id}/complete`,
          headers,
          payload: {},
        }),
      ),
    );
    expect(taps.map((res) => res.json<{ data: { xpChange: number } }>().data.xpChange).sort()).toEqual([
      0,
      0,
      0,
      0,
      mission.xp,
    ]);

    // Anonymous writes from one address, and log-in failures for one account from one address.
    const address = { ...SAME_ORIGIN, 'x-forwarded-for': '10.77.0.1' };
    const vocTries = LIMITS.vocPerAddress.limit + 20;
    const voc = await burst('POST /api/voc', vocTries, (i) => ({
      method: 'POST',
      url: '/api/voc',
      headers: address,
      payload: { category: 'other', message: `동시에 보내는 의견이에요 ${i} ${i % 6 === 0 ? ODD_TEXT[0] : ''}` },
    }));
    // Refused text is refused before it is counted; of the rest, exactly the limit gets in.
    expect(count(voc, 400)).toBeGreaterThan(0);
    expect(count(voc, 201)).toBe(LIMITS.vocPerAddress.limit);
    expect(count(voc, 429)).toBe(vocTries - count(voc, 400) - LIMITS.vocPerAddress.limit);
    const logins = await burst('POST /api/auth/login', LIMITS.loginPerAccountAndAddress.limit + 10, () => ({
      method: 'POST',
      url: '/api/auth/login',
      headers: address,
      payload: { email: user.email, password: 'wrong-password1!' },
    }));
    expect(count(logins, 401)).toBe(LIMITS.loginPerAccountAndAddress.limit);
    expect(count(logins, 429)).toBe(10);
  }, 60_000);

  it('is still healthy and ready afterwards', async () => {
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    // The job catalog is read-only through the API, whatever was sent.
    expect(catalogBefore).toMatch(/^[1-9]/);
    expect((await catalog()).jobs).toBe(catalogBefore);
    const user = await loginAs(t);
    const res = await t.app.inject({ url: '/api/user-roadmap', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
  });
});
