import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, vocFeedback, vocFeedbackDialogs } from '../../db/schema/index';
import { callApi, loginAs, SAME_ORIGIN, testAppForFile } from '../../test/test-app';

const t = testAppForFile();

function checkModal(cookie?: string) {
  return t.app.inject({ url: '/api/voc-feedback/check-modal', headers: cookie ? { cookie } : {} });
}

function send(payload: unknown, cookie?: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/voc-feedback',
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    payload: payload as Record<string, unknown>,
  });
}

function markShown(cookie?: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/voc-feedback/update-modal-status',
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
  });
}

async function feedbackRows(userId: string) {
  return t.database.db.select().from(vocFeedback).where(eq(vocFeedback.userId, userId));
}

describe('the feedback dialog API (spec §4, §7)', () => {
  it('says not yet shown to a new user, and shown after update-modal-status (204, repeatable)', async () => {
    const { cookie } = await loginAs(t);
    const before = await checkModal(cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ data: { hasShownModal: false } });

    const first = await markShown(cookie);
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect((await markShown(cookie)).statusCode).toBe(204);
    expect((await checkModal(cookie)).json()).toEqual({ data: { hasShownModal: true } });
  });

  it('keeps one person’s status apart from another’s', async () => {
    const a = await loginAs(t);
    const b = await loginAs(t);
    await markShown(a.cookie);
    expect((await checkModal(b.cookie)).json().data.hasShownModal).toBe(false);
  });

  it('stores an answer (201 with its id), trims the suggestion and counts the dialog as shown', async () => {
    const { userId, cookie } = await loginAs(t);
    const res = await send(
      { expectedJobFound: true, satisfactionLevel: 4, improvementSuggestions: '  추천 이유가 알기 쉬웠어요  ' },
      cookie,
    );
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().data;
    expect(typeof id).toBe('string');
    expect(await feedbackRows(userId)).toEqual([
      expect.objectContaining({
        id,
        expectedJobFound: true,
        satisfactionLevel: 4,
        improvementSuggestions: '추천 이유가 알기 쉬웠어요',
      }),
    ]);
    expect((await checkModal(cookie)).json().data.hasShownModal).toBe(true);
  });

  it('accepts an answer without suggestions, and keeps an empty one as none', async () => {
    const { userId, cookie } = await loginAs(t);
    expect((await send({ expectedJobFound: false, satisfactionLevel: 1 }, cookie)).statusCode).toBe(201);
    expect(
      (await send({ expectedJobFound: false, satisfactionLevel: 5, improvementSuggestions: '   ' }, cookie)).statusCode,
    ).toBe(201);
    const rows = await feedbackRows(userId);
    expect(rows.map((row) => row.improvementSuggestions)).toEqual([null, null]);
  });

  // Written out: the dialog's messages (shared/validation/feedback-rules.ts), word for word.
  const EXPECTED = '기대한 직업을 찾았는지 네 또는 아니요로 골라 주세요.';
  const STARS = '만족도는 별 1개에서 5개 사이로 골라 주세요.';
  const SUGGESTIONS = '더 좋아졌으면 하는 점은 2000자 이하의 글로 적어 주세요.';
  it.each([
    [{ satisfactionLevel: 3 }, 'expectedJobFound', EXPECTED],
    [{ expectedJobFound: 'yes', satisfactionLevel: 3 }, 'expectedJobFound', EXPECTED],
    [{ expectedJobFound: true }, 'satisfactionLevel', STARS],
    [{ expectedJobFound: true, satisfactionLevel: 0 }, 'satisfactionLevel', STARS],
    [{ expectedJobFound: true, satisfactionLevel: 6 }, 'satisfactionLevel', STARS],
    [{ expectedJobFound: true, satisfactionLevel: 2.5 }, 'satisfactionLevel', STARS],
    [{ expectedJobFound: true, satisfactionLevel: '3' }, 'satisfactionLevel', STARS],
    [
      { expectedJobFound: true, satisfactionLevel: 3, improvementSuggestions: '가'.repeat(2001) },
      'improvementSuggestions',
      SUGGESTIONS,
    ],
    [
      { expectedJobFound: true, satisfactionLevel: 3, improvementSuggestions: 7 },
      'improvementSuggestions',
      SUGGESTIONS,
    ],
  ])('refuses %j with 400 and the Korean message for %s, storing nothing', async (payload, field, message) => {
    const { userId, cookie } = await loginAs(t);
    const res = await send(payload, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: message } });
    expect(await feedbackRows(userId)).toEqual([]);
    expect((await checkModal(cookie)).json().data.hasShownModal).toBe(false);
  });

  it('answers 401 to a visitor without a session, before looking at the body', async () => {
    for (const res of [await checkModal(), await send({ nonsense: true }), await markShown()]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('NOT_AUTHENTICATED');
    }
  });

  it('refuses malformed JSON, a non-object body and another origin without a 5xx', async () => {
    const { cookie } = await loginAs(t);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/voc-feedback',
      headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/json' },
      payload: '{"expectedJobFound": tru',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await send([1, 2], cookie)).statusCode).toBe(400);
    expect(
      (await send({ expectedJobFound: true, satisfactionLevel: 3 }, cookie, { origin: 'https://evil.example' }))
        .statusCode,
    ).toBe(403);
    expect((await markShown(cookie, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await checkModal(cookie)).json().data.hasShownModal).toBe(false);
  });

  it('exports the answers and the dialog status, and deletes both with the account', async () => {
    const { userId, cookie } = await loginAs(t);
    const id = (
      await send({ expectedJobFound: true, satisfactionLevel: 2, improvementSuggestions: '더 많은 직업' }, cookie)
    ).json().data.id;

    const exported = (await t.app.userData.collect(t.database.db, userId)).vocFeedback as {
      dialogShownAt: string | null;
      answers: unknown[];
    };
    expect(Date.parse(exported.dialogShownAt ?? '')).not.toBeNaN();
    expect(exported.answers).toEqual([
      expect.objectContaining({
        id,
        expectedJobFound: true,
        satisfactionLevel: 2,
        improvementSuggestions: '더 많은 직업',
      }),
    ]);

    const withdrawn = await callApi(t, 'DELETE', '/api/auth/withdraw', cookie);
    expect(withdrawn.statusCode).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await feedbackRows(userId)).toEqual([]);
    expect(await t.database.db.select().from(vocFeedbackDialogs).where(eq(vocFeedbackDialogs.userId, userId))).toEqual(
      [],
    );
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/voc-feedback'].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401']),
    );
    expect(doc.paths['/api/voc-feedback/check-modal'].get).toBeDefined();
    expect(Object.keys(doc.paths['/api/voc-feedback/update-modal-status'].post.responses)).toContain('204');
  });
});
