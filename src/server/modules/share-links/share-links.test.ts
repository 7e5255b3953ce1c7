import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../../../tests/personas/personas';
import { STEPS } from '../../../shared/contracts/assessments';
import { SHARE_LIMITS, SHARE_MESSAGES } from '../../../shared/contracts/share';
import { callApi, type HttpMethod, loginAs, testAppForFile } from '../../test/test-app';
import { getAssessments, saveDraft, submitStep } from '../assessments/assessments.service';

const t = testAppForFile();

const [persona] = PERSONAS;
if (!persona) throw new Error('no persona');
const answers = persona.answers;

function call(method: HttpMethod, url: string, cookie?: string, payload?: unknown) {
  return callApi(t, method, url, cookie, payload);
}

/** A signed-in person who finished every step, as the step pages submit them. */
async function personWithResults() {
  const user = await loginAs(t);
  const assessments = getAssessments();
  for (const step of STEPS) {
    await saveDraft(t.database.db, assessments, user.userId, step, answers[step]);
    await submitStep(t.database.db, assessments, user.userId, step);
  }
  return user;
}

async function create(cookie: string, payload: unknown) {
  const res = await call('POST', '/api/share-links', cookie, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; path: string; card: Record<string, unknown> };
}

async function report(cookie: string) {
  const res = await call('GET', '/api/report', cookie);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('share links', () => {
  it('keeps only the chosen parts, public by an unguessable id, without the e-mail', async () => {
    const owner = await personWithResults();
    const mine = await report(owner.cookie);
    const link = await create(owner.cookie, { interest: true, jobs: ['간호사', '약사'] });
    expect(link.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.path).toBe(`/share/${link.id}`);

    const shared = await call('GET', `/api/shared/${link.id}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['cache-control']).toBe('no-store');
    const { card } = shared.json().data;
    expect(card).toEqual({
      interest: { code: mine.steps.interest.result.code, words: mine.steps.interest.result.codeLabels },
      jobs: ['간호사', '약사'],
    });
    // Values and strengths were not ticked: nothing of them, nor the e-mail or any score, is in the answer.
    const body = shared.body;
    expect(body).not.toContain(owner.email);
    expect(body).not.toContain(owner.userId);
    for (const rank of mine.steps.value.result.ranks) expect(body).not.toContain(rank.label);
    expect(body).not.toContain('score');

    const second = await create(owner.cookie, { values: true });
    const list = await call('GET', '/api/share-links', owner.cookie);
    expect(list.json().data.map((item: { id: string }) => item.id)).toEqual([second.id, link.id]);
    expect(second.card).toEqual({
      values: mine.steps.value.result.ranks.slice(0, SHARE_LIMITS.topItems).map((r: { label: string }) => r.label),
    });
  });

  it('revoked: the card, its page head and its image answer 404; another person cannot revoke', async () => {
    const owner = await personWithResults();
    const intruder = await loginAs(t);
    const link = await create(owner.cookie, { strengths: true });

    const image = await t.app.inject({ url: `/og/share/${link.id}.png` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, no-cache');
    expect(image.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(image.rawPayload.readUInt32BE(20)).toBe(630);

    const theirs = await call('DELETE', `/api/share-links/${link.id}`, intruder.cookie);
    expect(theirs.statusCode).toBe(404);
    expect((await call('GET', '/api/share-links', intruder.cookie)).json().data).toEqual([]);
    expect((await call('GET', `/api/shared/${link.id}`)).statusCode).toBe(200);

    const revoked = await call('DELETE', `/api/share-links/${link.id}`, owner.cookie);
    expect(revoked.statusCode).toBe(204);
    const gone = await call('GET', `/api/shared/${link.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toEqual({ code: 'NOT_FOUND', message: SHARE_MESSAGES.notFound });
    // The drawn image was kept in memory: it must not be served from there.
    const imageAfter = await t.app.inject({ url: `/og/share/${link.id}.png` });
    expect(imageAfter.statusCode).toBe(404);
    expect((await call('GET', '/api/share-links', owner.cookie)).json().data).toEqual([]);
    expect((await call('DELETE', `/api/share-links/${link.id}`, owner.cookie)).statusCode).toBe(404);
  }, 30_000);

  it.each([
    [{}, 'body'],
    [{ interest: false, jobs: [] }, 'body'],
    [{ jobs: ['간호사', '약사', '교사', '요리사'] }, 'jobs'],
    [{ interest: 'yes' }, 'interest'],
    [{ email: true, interest: true }, 'body'],
    [{ jobs: ['우주 해적'] }, 'jobs.0'],
  ])(
    'answers 400 for %j',
    async (payload, field) => {
      const owner = await personWithResults();
      const res = await call('POST', '/api/share-links', owner.cookie, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      if (field !== 'body') expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
    },
    30_000,
  );

  it('answers 400 for a part without a result, and 401 without a session', async () => {
    const fresh = await loginAs(t);
    const res = await call('POST', '/api/share-links', fresh.cookie, { interest: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ interest: SHARE_MESSAGES.noInterest });
    for (const [method, url] of [
      ['GET', '/api/share-links'],
      ['POST', '/api/share-links'],
      ['DELETE', '/api/share-links/abc'],
    ] as const) {
      expect((await call(method, url, undefined, method === 'POST' ? { interest: true } : undefined)).statusCode).toBe(
        401,
      );
    }
    expect((await call('GET', '/api/shared/not-an-id')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/og/share/not-an-id.png' })).statusCode).toBe(404);
  });

  it(`holds at most ${SHARE_LIMITS.maxActiveLinks} active links a person, even asked at once`, async () => {
    const owner = await personWithResults();
    const answers = await Promise.all(
      Array.from({ length: SHARE_LIMITS.maxActiveLinks + 2 }, () =>
        call('POST', '/api/share-links', owner.cookie, { interest: true }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(SHARE_LIMITS.maxActiveLinks);
    const refused = answers.filter((res) => res.statusCode === 400);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.json().error.message).toBe(SHARE_MESSAGES.tooManyLinks);
  }, 30_000);
});

// The card page's head (its title, preview and noindex) is checked on the rendered page, in the
// share journey (e2e/share.spec.ts): the server writes it from what the page was rendered with.
describe('the shared card page', () => {
  it('is never in the sitemap', async () => {
    const owner = await personWithResults();
    await create(owner.cookie, { interest: true, strengths: true });
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain('/share/');
  }, 30_000);
});
