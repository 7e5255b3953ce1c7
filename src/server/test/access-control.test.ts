import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../../tests/personas/personas';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/constants';
import { STEPS, type Step } from '../../shared/contracts/assessments';
import { users } from '../db/schema/index';
import { hashPassword } from '../modules/auth/password';
import { createSnapshotter, type DbSnapshot } from './db-snapshot';
import { type ApiRoute, fetchOpenApi, listRoutes } from './openapi-routes';
import { createTestApp, loginAs, SAME_ORIGIN, type TestApp } from './test-app';

/**
 * Access control, route by route: for every route that reads or changes a person's data, no
 * session gets 401 and changes nothing; another person's session gets 401/404 for the owner's
 * things (by id) and changes nothing, or, for routes that act on "my" data, sees and changes
 * only its own; and the owner succeeds. The list is checked against the OpenAPI document, so a
 * new route fails here until it is classified as a person's data (with a case) or public.
 */

interface User {
  userId: string;
  email: string;
  cookie: string;
}

interface Fixture {
  owner: User;
  intruder: User;
  /** A text only the owner's data holds (roadmap title, dream-list name). */
  marker: string;
  roadmapId: string;
  milestoneTitle: string;
  missionId: string;
  /** A market mission the owner's roadmap does not hold yet. */
  otherMissionId: string;
  dreamId: string;
  jobName: string;
}

type Request = Pick<InjectOptions, 'method' | 'url' | 'payload'>;

interface AccessCase {
  /**
   * `id`: the URL names the owner's thing, so another person gets 401/404 and nothing changes.
   * `own`: the route acts on whoever is signed in, so another person sees and changes only their
   * own data: nothing of the owner's shows in the answer and the owner's data stays as it was.
   */
  scope: 'id' | 'own';
  request(f: Fixture): Request;
  /** The owner's answer. */
  owner: number;
  /** The answer without a session, when it is not 401 (logging out without a session). */
  anonymous?: number;
  /** What the owner must have before the calls, beyond a roadmap and a dream-list entry. */
  setup?(f: Fixture): Promise<void>;
}

const persona = PERSONAS[0];
if (!persona) throw new Error('no persona');

const path = (name: string) => encodeURIComponent(name);

function stepCases(step: Step): Record<string, AccessCase> {
  const saveDraft = async (f: Fixture) => {
    await send({ method: 'PUT', url: `/api/${step}`, payload: persona?.answers[step] }, f.owner.cookie, 200);
  };
  const submit = async (f: Fixture) => {
    await saveDraft(f);
    await send({ method: 'POST', url: `/api/${step}/submit` }, f.owner.cookie, 200);
  };
  return {
    [`GET /api/${step}`]: {
      scope: 'own',
      request: () => ({ method: 'GET', url: `/api/${step}` }),
      owner: 200,
      setup: saveDraft,
    },
    [`PUT /api/${step}`]: {
      scope: 'own',
      request: () => ({ method: 'PUT', url: `/api/${step}`, payload: persona?.answers[step] }),
      owner: 200,
    },
    [`POST /api/${step}/submit`]: {
      scope: 'own',
      request: () => ({ method: 'POST', url: `/api/${step}/submit` }),
      owner: 200,
      setup: saveDraft,
    },
    [`GET /api/${step}/is-complete`]: {
      scope: 'own',
      request: () => ({ method: 'GET', url: `/api/${step}/is-complete` }),
      owner: 200,
      setup: submit,
    },
    [`POST /api/${step}/retake`]: {
      scope: 'own',
      request: () => ({ method: 'POST', url: `/api/${step}/retake` }),
      owner: 201,
      setup: submit,
    },
    [`GET /api/${step}/history`]: {
      scope: 'own',
      request: () => ({ method: 'GET', url: `/api/${step}/history` }),
      owner: 200,
      setup: submit,
    },
  };
}

const PASSWORD = 'owner-pass-1234!';

/** Every route that reads or changes a person's data, with how to call it on the owner's data. */
const USER_DATA_ROUTES: Record<string, AccessCase> = {
  'GET /api/auth/check': { scope: 'own', request: () => ({ method: 'GET', url: '/api/auth/check' }), owner: 200 },
  'POST /api/auth/logout': {
    scope: 'own',
    request: () => ({ method: 'POST', url: '/api/auth/logout' }),
    owner: 204,
    anonymous: 204,
  },
  'DELETE /api/auth/withdraw': {
    scope: 'own',
    request: () => ({ method: 'DELETE', url: '/api/auth/withdraw' }),
    owner: 204,
  },
  'PATCH /api/auth/password': {
    scope: 'own',
    request: () => ({
      method: 'PATCH',
      url: '/api/auth/password',
      payload: { currentPassword: PASSWORD, newPassword: 'NewPass5678!' },
    }),
    owner: 200,
    setup: async (f) => {
      const passwordHash = await hashPassword(PASSWORD);
      await t.database.db.update(users).set({ passwordHash }).where(eq(users.id, f.owner.userId));
    },
  },
  'PATCH /api/auth/marketing-consent': {
    scope: 'own',
    request: () => ({ method: 'PATCH', url: '/api/auth/marketing-consent', payload: { marketingConsent: true } }),
    owner: 200,
  },
  'GET /api/auth/export': { scope: 'own', request: () => ({ method: 'GET', url: '/api/auth/export' }), owner: 200 },

  ...Object.assign({}, ...STEPS.map(stepCases)),
  'POST /api/assessments/import': {
    scope: 'own',
    request: () => ({
      method: 'POST',
      url: '/api/assessments/import',
      payload: { steps: { value: { answers: persona.answers.value, submitted: false } } },
    }),
    owner: 200,
  },

  'GET /api/my-job': { scope: 'own', request: () => ({ method: 'GET', url: '/api/my-job' }), owner: 200 },
  'POST /api/my-job': {
    scope: 'own',
    request: (f) => ({ method: 'POST', url: '/api/my-job', payload: { jobName: f.jobName } }),
    owner: 201,
  },
  'PATCH /api/my-job/order': {
    scope: 'own',
    request: (f) => ({ method: 'PATCH', url: '/api/my-job/order', payload: { ids: [f.dreamId] } }),
    owner: 200,
  },
  'PATCH /api/my-job/{id}': {
    scope: 'id',
    request: (f) => ({ method: 'PATCH', url: `/api/my-job/${f.dreamId}`, payload: { note: '남이 쓴 메모' } }),
    owner: 200,
  },
  'DELETE /api/my-job/{id}': {
    scope: 'id',
    request: (f) => ({ method: 'DELETE', url: `/api/my-job/${f.dreamId}` }),
    owner: 204,
  },

  'GET /api/achievements': { scope: 'own', request: () => ({ method: 'GET', url: '/api/achievements' }), owner: 200 },

  'GET /api/user-roadmap': { scope: 'own', request: () => ({ method: 'GET', url: '/api/user-roadmap' }), owner: 200 },
  'POST /api/user-roadmap': {
    scope: 'own',
    request: () => ({ method: 'POST', url: '/api/user-roadmap', payload: { title: '새 로드맵' } }),
    owner: 201,
  },
  'GET /api/user-roadmap/{id}': {
    scope: 'id',
    request: (f) => ({ method: 'GET', url: `/api/user-roadmap/${f.roadmapId}` }),
    owner: 200,
  },
  'PATCH /api/user-roadmap/{id}': {
    scope: 'id',
    request: (f) => ({ method: 'PATCH', url: `/api/user-roadmap/${f.roadmapId}`, payload: { title: '빼앗은 로드맵' } }),
    owner: 200,
  },
  'DELETE /api/user-roadmap/{id}': {
    scope: 'id',
    request: (f) => ({ method: 'DELETE', url: `/api/user-roadmap/${f.roadmapId}` }),
    owner: 204,
  },
  'POST /api/user-roadmap/{id}/milestones/{milestoneTitle}/missions': {
    scope: 'id',
    request: (f) => ({
      method: 'POST',
      url: `/api/user-roadmap/${f.roadmapId}/milestones/${path(f.milestoneTitle)}/missions`,
      payload: { missionId: f.otherMissionId },
    }),
    owner: 201,
  },
  'POST /api/user-roadmap/{id}/missions/{missionId}/complete': {
    scope: 'id',
    request: (f) => ({
      method: 'POST',
      url: `/api/user-roadmap/${f.roadmapId}/missions/${path(f.missionId)}/complete`,
      payload: { reflection: '해냈어요' },
    }),
    owner: 200,
  },
  'DELETE /api/user-roadmap/{id}/missions/{missionId}/complete': {
    scope: 'id',
    request: (f) => ({
      method: 'DELETE',
      url: `/api/user-roadmap/${f.roadmapId}/missions/${path(f.missionId)}/complete`,
    }),
    owner: 200,
    setup: async (f) => {
      const url = `/api/user-roadmap/${f.roadmapId}/missions/${path(f.missionId)}/complete`;
      await send({ method: 'POST', url, payload: {} }, f.owner.cookie, 200);
    },
  },
  'GET /api/missions/daily': {
    scope: 'own',
    request: () => ({ method: 'GET', url: '/api/missions/daily' }),
    owner: 200,
  },

  'GET /api/share-links': {
    scope: 'own',
    request: () => ({ method: 'GET', url: '/api/share-links' }),
    owner: 200,
    setup: async (f) => {
      shareLinkId = await ownerShareLink(f);
    },
  },
  'POST /api/share-links': {
    scope: 'own',
    request: () => ({ method: 'POST', url: '/api/share-links', payload: { values: true } }),
    owner: 201,
    setup: async (f) => {
      await submitValues(f);
    },
  },
  'DELETE /api/share-links/{id}': {
    scope: 'id',
    request: () => ({ method: 'DELETE', url: `/api/share-links/${shareLinkId}` }),
    owner: 204,
    setup: async (f) => {
      shareLinkId = await ownerShareLink(f);
    },
  },

  'GET /api/report': {
    scope: 'own',
    request: () => ({ method: 'GET', url: '/api/report' }),
    owner: 200,
    setup: async (f) => {
      await send({ method: 'PUT', url: '/api/value', payload: persona?.answers.value }, f.owner.cookie, 200);
      await send({ method: 'POST', url: '/api/value/submit' }, f.owner.cookie, 200);
    },
  },
  'GET /api/voc-feedback/check-modal': {
    scope: 'own',
    request: () => ({ method: 'GET', url: '/api/voc-feedback/check-modal' }),
    owner: 200,
  },
  'POST /api/voc-feedback': {
    scope: 'own',
    request: () => ({
      method: 'POST',
      url: '/api/voc-feedback',
      payload: { expectedJobFound: true, satisfactionLevel: 4, improvementSuggestions: '좋아요' },
    }),
    owner: 201,
  },
  'POST /api/voc-feedback/update-modal-status': {
    scope: 'own',
    request: () => ({ method: 'POST', url: '/api/voc-feedback/update-modal-status' }),
    owner: 204,
  },
  'GET /api/reminders': { scope: 'own', request: () => ({ method: 'GET', url: '/api/reminders' }), owner: 200 },
  'PUT /api/reminders': {
    scope: 'own',
    request: () => ({
      method: 'PUT',
      url: '/api/reminders',
      payload: {
        time: '08:00',
        subscription: {
          endpoint: 'https://push.example.invalid/access-control',
          keys: { p256dh: 'BPushKeyOfTheAccessControlTest0123456789', auth: 'authSecretOfTheTest01' },
        },
      },
    }),
    owner: 200,
  },
  'PATCH /api/reminders': {
    scope: 'own',
    request: () => ({ method: 'PATCH', url: '/api/reminders', payload: { time: '09:00' } }),
    owner: 404,
  },
  'DELETE /api/reminders': { scope: 'own', request: () => ({ method: 'DELETE', url: '/api/reminders' }), owner: 204 },
  'GET /api/reminders/weekly-summary': {
    scope: 'own',
    request: () => ({ method: 'GET', url: '/api/reminders/weekly-summary' }),
    owner: 200,
  },

  'GET /api/job-rec': { scope: 'own', request: () => ({ method: 'GET', url: '/api/job-rec' }), owner: 200 },
  'GET /api/job-rec/{jobName}': {
    scope: 'own',
    request: (f) => ({ method: 'GET', url: `/api/job-rec/${path(f.jobName)}` }),
    owner: 200,
  },
  'PUT /api/job-rec/{jobName}/rating': {
    scope: 'own',
    request: (f) => ({ method: 'PUT', url: `/api/job-rec/${path(f.jobName)}/rating`, payload: { rating: 'down' } }),
    owner: 200,
  },
  'DELETE /api/job-rec/{jobName}/rating': {
    scope: 'own',
    request: (f) => ({ method: 'DELETE', url: `/api/job-rec/${path(f.jobName)}/rating` }),
    owner: 204,
    setup: async (f) => {
      await send(
        { method: 'PUT', url: `/api/job-rec/${path(f.jobName)}/rating`, payload: { rating: 'up' } },
        f.owner.cookie,
        200,
      );
    },
  },
};

/** The owner's share link of the current case (set by its setup). */
let shareLinkId = '';

async function submitValues(f: Fixture) {
  await send({ method: 'PUT', url: '/api/value', payload: persona?.answers.value }, f.owner.cookie, 200);
  await send({ method: 'POST', url: '/api/value/submit' }, f.owner.cookie, 200);
}

async function ownerShareLink(f: Fixture): Promise<string> {
  await submitValues(f);
  const res = await send({ method: 'POST', url: '/api/share-links', payload: { values: true } }, f.owner.cookie, 201);
  return res.json<{ data: { id: string } }>().data.id;
}

/** Routes that hold no one's data, each with why it needs no owner check. */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /healthz': 'liveness',
  'GET /readyz': 'readiness',
  'GET /api/reminders/vapid-key': 'the public half of the VAPID key pair',
  'POST /api/reminders/unsubscribe': 'stops pushes to the subscription it names (its secret address), returns nothing',
  'POST /api/analytics/pageview': 'keeps a path and a time, no person',
  'POST /api/auth/register': 'makes a new account',
  'POST /api/auth/login': 'starts a session from credentials (rate limited)',
  'GET /api/auth/providers': 'which social sign-ins are configured',
  'GET /api/auth/google': 'redirects to the provider',
  'GET /api/auth/naver': 'redirects to the provider',
  'GET /api/auth/check-google-email': 'redirects to the provider',
  'GET /api/auth/check-naver-email': 'redirects to the provider',
  'GET /api/auth/google/callback': 'signs in with a one-time state bound to a cookie',
  'GET /api/auth/naver/callback': 'signs in with a one-time state bound to a cookie',
  ...Object.fromEntries(STEPS.map((step) => [`GET /api/${step}/items`, 'the public item bank'])),
  'GET /api/jobs': 'the public job catalog',
  'GET /api/jobs/industries': 'the public job catalog',
  'GET /api/jobs/catalog': 'the public job catalog',
  'GET /api/jobs/search-index': 'the public job catalog',
  'GET /api/jobs/{jobName}': 'the public job catalog',
  'GET /api/jobs/{jobName}/starter-missions': 'the public job catalog',
  'GET /api/roadmap/sample': 'the public sample roadmap',
  'GET /api/missions/categories': 'the public mission market',
  'GET /api/missions': 'the public mission market',
  'GET /api/missions/random':
    'the public mission market; signed in, it reads only the caller’s own profile (no id in the request)',
  'GET /api/missions/{id}': 'the public mission market',
  'GET /api/articles': 'public content',
  'GET /api/articles/{id}': 'public content',
  'GET /api/stories': 'public content',
  'GET /api/stories/{id}': 'public content',
  'GET /api/board': 'public content',
  'GET /api/pages/{slug}': 'public content',
  'GET /api/shared/{id}': 'a result card its owner chose to make public by an unguessable link',
  'POST /api/voc': 'anyone may send a message; it is only written, never read back through the API',
  'POST /api/job-rec/preview': 'computes a list from the answers in the body alone; reads and stores nothing of anyone',
};

let t: TestApp;
let snapshot: () => Promise<DbSnapshot>;
let routes: ApiRoute[];
let documented: string[];
let jobName: string;
let marketMissionIds: string[];

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'silent' });
  routes = listRoutes(await fetchOpenApi(t));
  documented = routes.map((route) => route.key);
  const tables = Object.keys(await (await createSnapshotter(t.database.db))());
  // The large read-only job catalog is left out: no route here writes it.
  snapshot = await createSnapshotter(
    t.database.db,
    tables.filter((name) => name !== 'jobs'),
  );
  const jobs = await t.app.inject({ url: '/api/jobs?limit=1' });
  jobName = jobs.json<{ data: Array<{ name: string }> }>().data[0]?.name ?? '';
  const missions = await t.app.inject({ url: '/api/missions?limit=100' });
  marketMissionIds = missions.json<{ data: Array<{ id: string }> }>().data.map((m) => m.id);
});

afterAll(async () => {
  await t?.close();
});

async function send(request: Request, cookie: string | undefined, expected?: number) {
  const res = await t.app.inject({
    ...request,
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
  } as InjectOptions);
  if (expected !== undefined) expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).toBe(expected);
  return res;
}

/** An owner with a roadmap and a dream-list entry, and an intruder. */
async function fixture(): Promise<Fixture> {
  const owner = await loginAs(t);
  const intruder = await loginAs(t);
  const marker = `비밀-${randomBytes(4).toString('hex')}`;
  const roadmap = await send(
    { method: 'POST', url: '/api/user-roadmap', payload: { jobName, title: marker } },
    owner.cookie,
    201,
  );
  const detail = roadmap.json<{
    data: { _id: string; milestones: Array<{ title: string; missions: Array<{ id: string }> }> };
  }>().data;
  const inRoadmap = new Set(detail.milestones.flatMap((m) => m.missions.map((mission) => mission.id)));
  const dream = await send(
    { method: 'POST', url: '/api/my-job', payload: { custom: { name: marker } } },
    owner.cookie,
    201,
  );
  return {
    owner,
    intruder,
    marker,
    roadmapId: detail._id,
    milestoneTitle: detail.milestones[0]?.title ?? '',
    missionId: detail.milestones[0]?.missions[0]?.id ?? '',
    otherMissionId: marketMissionIds.find((id) => !inRoadmap.has(id)) ?? '',
    dreamId: dream.json<{ data: { id: string } }>().data.id,
    jobName,
  };
}

async function exportOf(user: User): Promise<unknown> {
  const res = await send({ method: 'GET', url: '/api/auth/export' }, user.cookie, 200);
  return res.json<{ data: unknown }>().data;
}

describe('access control', () => {
  it('classifies every route of the OpenAPI document as a person’s data (with a case below) or public', () => {
    const classified = new Set([...Object.keys(USER_DATA_ROUTES), ...Object.keys(PUBLIC_ROUTES)]);
    const unclassified = documented.filter((key) => !classified.has(key));
    expect(unclassified, 'add these routes to USER_DATA_ROUTES (with a case) or PUBLIC_ROUTES').toEqual([]);
    const gone = [...classified].filter((key) => !documented.includes(key));
    expect(gone, 'these classified routes are not in the OpenAPI document').toEqual([]);
    for (const key of Object.keys(USER_DATA_ROUTES)) expect(PUBLIC_ROUTES[key], key).toBeUndefined();
  });

  it('counts every route that documents a 401 as a person’s data (bad credentials aside)', () => {
    // A route that can answer 401 needs a session, so it reads or changes someone's data.
    const credentials = ['POST /api/auth/register', 'POST /api/auth/login'];
    const needsSession = routes.filter(
      (r) => r.statuses.includes('401') && !(r.key in USER_DATA_ROUTES) && !credentials.includes(r.key),
    );
    expect(needsSession.map((r) => r.key)).toEqual([]);
  });

  it('answers every public route without a session (no hidden session requirement)', async () => {
    for (const route of routes.filter((r) => r.key in PUBLIC_ROUTES)) {
      const url = route.path.replace(/\{[^}]+\}/g, 'x');
      const res = await send(
        { method: route.method, url, ...(route.method === 'GET' ? {} : { payload: {} }) },
        undefined,
      );
      expect(res.statusCode, `${route.key}: ${res.body}`).not.toBe(401);
      expect(res.statusCode, `${route.key}: ${res.body}`).toBeLessThan(500);
    }
  });

  it.each(Object.entries(USER_DATA_ROUTES))(
    '%s: no session and another person change nothing; the owner succeeds',
    async (key, access) => {
      const f = await fixture();
      await access.setup?.(f);
      const request = access.request(f);
      const ownerBefore = await exportOf(f.owner);
      const before = await snapshot();

      // A visitor may carry the readable signed-in hint (left over, or forged): it grants nothing.
      const anonymous = await send(request, `${SIGNED_IN_HINT_COOKIE}=1`);
      expect(anonymous.statusCode, `${key} without a session: ${anonymous.body}`).toBe(access.anonymous ?? 401);
      if (anonymous.statusCode === 401)
        expect(anonymous.json()).toMatchObject({ error: { code: 'NOT_AUTHENTICATED' } });
      expect(await snapshot(), `${key} without a session changed the database`).toEqual(before);

      const other = await send(request, f.intruder.cookie);
      const secrets = [f.owner.userId, f.owner.email, f.marker, f.roadmapId, f.dreamId];
      for (const secret of secrets)
        expect(other.body, `${key} showed another person the owner's ${secret}`).not.toContain(secret);
      if (access.scope === 'id') {
        expect([401, 404], `${key} with another person's session: ${other.body}`).toContain(other.statusCode);
        expect(await snapshot(), `${key} with another person's session changed the database`).toEqual(before);
      } else {
        expect(other.statusCode, `${key} with another person's session: ${other.body}`).toBeLessThan(500);
      }
      // Whatever the other person did, the owner's data and session are as they were.
      expect(await exportOf(f.owner), `${key} with another person's session changed the owner's data`).toEqual(
        ownerBefore,
      );

      const own = await send(request, f.owner.cookie);
      expect(own.statusCode, `${key} as the owner: ${own.body}`).toBe(access.owner);
    },
  );
});
