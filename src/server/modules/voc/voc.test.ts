import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VOC_EMAIL_RETENTION_DAYS, VOC_MESSAGES } from '../../../shared/contracts/voc';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { users, vocMessages } from '../../db/schema/index';
import { createTestDatabase, loginAs, postRaw, SAME_ORIGIN, testAppForFile } from '../../test/test-app';

const t = testAppForFile();

const MESSAGE = '직업 탐색 화면에서 검색 결과가 가끔 비어 보여요.';

function send(payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/voc',
    headers: { ...SAME_ORIGIN, ...headers },
    payload: payload as Record<string, unknown>,
  });
}

async function storedRow(id: string) {
  const [row] = await t.database.db.select().from(vocMessages).where(eq(vocMessages.id, id));
  return row;
}

describe('POST /api/voc', () => {
  it('stores an anonymous message and answers 201 with its id and time of receipt', async () => {
    const before = Date.now();
    const res = await send({ category: 'bug', message: `  ${MESSAGE}  ` });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual(['id', 'receivedAt']);
    expect(Date.parse(data.receivedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await storedRow(data.id)).toMatchObject({ category: 'bug', message: MESSAGE, email: null, userId: null });
  });

  it('keeps a reply address, trimmed, and treats an empty one as none', async () => {
    const withEmail = (await send({ category: 'suggestion', message: MESSAGE, email: ' me@example.com ' })).json().data;
    expect((await storedRow(withEmail.id))?.email).toBe('me@example.com');
    const blank = await send({ category: 'suggestion', message: MESSAGE, email: '' });
    expect(blank.statusCode).toBe(201);
    expect((await storedRow(blank.json().data.id))?.email).toBeNull();
  });

  it('links the message to a signed-in sender, exports it, and deletes it with the account', async () => {
    const { userId, cookie } = await loginAs(t);
    const res = await send({ category: 'account', message: MESSAGE }, { cookie });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    expect((await storedRow(id))?.userId).toBe(userId);

    const exported = await t.app.userData.collect(t.database.db, userId);
    expect(exported.vocMessages).toEqual([expect.objectContaining({ id, category: 'account', message: MESSAGE })]);

    await t.database.db.delete(users).where(eq(users.id, userId));
    expect(await storedRow(id)).toBeUndefined();
  });

  it.each([
    [{ message: MESSAGE }, 'category', VOC_MESSAGES.categoryRequired],
    [{ category: 'praise', message: MESSAGE }, 'category', VOC_MESSAGES.categoryRequired],
    [{ category: 'bug' }, 'message', VOC_MESSAGES.messageRequired],
    [{ category: 'bug', message: '     ' }, 'message', VOC_MESSAGES.messageRequired],
    [{ category: 'bug', message: '아홉 글자예요요' }, 'message', VOC_MESSAGES.messageTooShort],
    [{ category: 'bug', message: '가'.repeat(2001) }, 'message', VOC_MESSAGES.messageTooLong],
    [{ category: 'bug', message: MESSAGE, email: 'not-an-email' }, 'email', '올바른 이메일 형식이 아닙니다.'],
    [{ category: 'bug', message: MESSAGE, email: 'a b@example.com' }, 'email', '올바른 이메일 형식이 아닙니다.'],
    [{ category: 'bug', message: 42 }, 'message', VOC_MESSAGES.messageRequired],
  ])('refuses %j with 400 and the exact Korean message for %s', async (payload, field, message) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: message } });
  });

  it('counts characters as a person does: 10 emoji are enough, 2000 syllables are the most', async () => {
    expect((await send({ category: 'other', message: '👍'.repeat(10) })).statusCode).toBe(201);
    expect((await send({ category: 'other', message: '가'.repeat(2000) })).statusCode).toBe(201);
  });

  it('refuses malformed JSON, a wrong content type, an oversized body and another origin without a 5xx', async () => {
    const malformed = await postRaw(t, '/api/voc', 'application/json', '{"category": "bug", "message": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('INVALID_JSON');

    const text = await postRaw(t, '/api/voc', 'text/plain', MESSAGE);
    expect(text.statusCode).toBe(415);

    const huge = await send({ category: 'bug', message: '가'.repeat(600_000) });
    expect(huge.statusCode).toBe(413);

    const array = await send([{ category: 'bug', message: MESSAGE }]);
    expect(array.statusCode).toBe(400);

    const foreign = await send({ category: 'bug', message: MESSAGE }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
  });

  it(`erases reply addresses older than ${VOC_EMAIL_RETENTION_DAYS} days when new messages arrive`, async () => {
    const old = (await send({ category: 'content', message: MESSAGE, email: 'old@example.com' })).json().data;
    await t.database.db
      .update(vocMessages)
      .set({ createdAt: sql`now() - interval '${sql.raw(String(VOC_EMAIL_RETENTION_DAYS + 1))} days'` })
      .where(eq(vocMessages.id, old.id));
    const fresh = (await send({ category: 'content', message: MESSAGE, email: 'new@example.com' })).json().data;
    expect(await storedRow(old.id)).toMatchObject({ email: null, message: MESSAGE });
    expect((await storedRow(fresh.id))?.email).toBe('new@example.com');
  });

  it(`erases reply addresses older than ${VOC_EMAIL_RETENTION_DAYS} days at start-up, with no new message`, async () => {
    const database = await createTestDatabase();
    try {
      const ageDays = (days: number) => sql`now() - interval '${sql.raw(String(days))} days'`;
      await database.db.insert(vocMessages).values([
        {
          id: 'old',
          category: 'bug',
          message: MESSAGE,
          email: 'old@example.com',
          createdAt: ageDays(VOC_EMAIL_RETENTION_DAYS + 1),
        },
        {
          id: 'recent',
          category: 'bug',
          message: MESSAGE,
          email: 'recent@example.com',
          createdAt: ageDays(VOC_EMAIL_RETENTION_DAYS - 1),
        },
      ]);
      const app = await buildApp(testConfig({ logLevel: 'silent' }), { database });
      await app.ready();
      await app.close();
      const rows = await database.db.select().from(vocMessages);
      expect(rows.find((row) => row.id === 'old')).toMatchObject({ email: null, message: MESSAGE });
      expect(rows.find((row) => row.id === 'recent')?.email).toBe('recent@example.com');
    } finally {
      await database.close();
    }
  });

  it('keeps reply addresses exactly as long as the privacy policy says', () => {
    const policy = readFileSync(
      path.resolve(import.meta.dirname, '../../../../content/pages/privacy-policy.md'),
      'utf8',
    );
    const promises = policy.match(/회신용 이메일 주소[^\n]*?받은 날부터 (\d+)일이 지나면 자동으로 파기/g) ?? [];
    expect(promises.length).toBeGreaterThan(0);
    for (const promise of promises) expect(promise).toContain(`받은 날부터 ${VOC_EMAIL_RETENTION_DAYS}일`);
  });

  it('is documented in the OpenAPI document with its body and answers', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const post = doc.paths['/api/voc'].post;
    expect(post.requestBody).toBeDefined();
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['201', '400']));
  });
});
