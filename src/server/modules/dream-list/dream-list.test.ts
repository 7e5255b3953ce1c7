import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DREAM_LIST_LIMITS, DREAM_LIST_MESSAGES } from '../../../shared/contracts/dream-list';
import { dreamJobs } from '../../db/schema/index';
import { callApi, type HttpMethod, itRequiresSignIn, loginAs, testAppForFile } from '../../test/test-app';

const t = testAppForFile();

function call(method: HttpMethod, url: string, cookie?: string, payload?: unknown) {
  return callApi(t, method, url, cookie, payload);
}

async function add(cookie: string, payload: unknown) {
  const res = await call('POST', '/api/my-job', cookie, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; name: string; kind: string };
}

describe('without a session', () => {
  itRequiresSignIn(t, [
    ['GET', '/api/my-job', undefined],
    ['POST', '/api/my-job', { jobName: '간호사' }],
    ['POST', '/api/my-job', { nonsense: true }],
    ['PATCH', '/api/my-job/order', { ids: [] }],
    ['PATCH', '/api/my-job/some-id', { note: '메모' }],
    ['DELETE', '/api/my-job/some-id', undefined],
  ]);
});

describe('POST /api/my-job', () => {
  it('adds a catalog job and a custom job at the end, in order', async () => {
    const { cookie } = await loginAs(t);
    const nurse = await add(cookie, { jobName: '간호사' });
    expect(nurse).toMatchObject({ kind: 'catalog', name: '간호사', note: null, job: { name: '간호사' } });
    const custom = await add(cookie, { custom: { name: '  우주 정원사 ', note: '달에서 식물 키우기' } });
    expect(custom).toMatchObject({ kind: 'custom', name: '우주 정원사', note: '달에서 식물 키우기', job: null });

    const list = await call('GET', '/api/my-job', cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((item: { name: string }) => item.name)).toEqual(['간호사', '우주 정원사']);
  });

  it('answers 409 for a job already on the list, catalog or custom', async () => {
    const { cookie } = await loginAs(t);
    await add(cookie, { jobName: '약사' });
    await add(cookie, { custom: { name: '별 관측가' } });
    for (const payload of [{ jobName: '약사' }, { custom: { name: '별 관측가' } }]) {
      const res = await call('POST', '/api/my-job', cookie, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: { code: 'CONFLICT', message: DREAM_LIST_MESSAGES.alreadyOnList } });
    }
  });

  it('answers 404 for a job that is not in the catalog', async () => {
    const { cookie } = await loginAs(t);
    const res = await call('POST', '/api/my-job', cookie, { jobName: '우주 해적' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      code: 'NOT_FOUND',
      message: '직업 목록에 없는 직업이에요. 직업 이름을 다시 확인해 주세요.',
    });
  });

  it.each([
    [{ custom: { name: '' } }, 'custom.name', DREAM_LIST_MESSAGES.customNameRequired],
    [{ custom: { name: '   ' } }, 'custom.name', DREAM_LIST_MESSAGES.customNameRequired],
    [{ custom: {} }, 'custom.name', DREAM_LIST_MESSAGES.customNameRequired],
    [{ custom: { name: '가'.repeat(41) } }, 'custom.name', '꿈 직업 이름은 40자 이하로 입력해 주세요.'],
    [{ custom: { name: '작가', note: '가'.repeat(501) } }, 'custom.note', '메모는 500자 이하로 입력해 주세요.'],
    [{}, 'body', DREAM_LIST_MESSAGES.exactlyOneKind],
    [{ jobName: '간호사', custom: { name: '작가' } }, 'body', DREAM_LIST_MESSAGES.exactlyOneKind],
    [{ jobName: '' }, 'jobName', DREAM_LIST_MESSAGES.jobNameRequired],
    [{ custom: { name: '간호사' } }, 'custom.name', '간호사는 직업 목록에 있는 직업이에요. 직업 탐색에서 담아 주세요.'],
  ])('refuses %j with a Korean message on %s', async (payload, field, message) => {
    const { cookie } = await loginAs(t);
    const res = await call('POST', '/api/my-job', cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('accepts exactly 40 characters and 500 of note', async () => {
    const { cookie } = await loginAs(t);
    const item = await add(cookie, { custom: { name: '가'.repeat(40), note: '나'.repeat(500) } });
    expect(item.name).toHaveLength(40);
  });

  it(`stops at ${DREAM_LIST_LIMITS.maxItems} items`, async () => {
    const { cookie } = await loginAs(t);
    for (let i = 0; i < DREAM_LIST_LIMITS.maxItems; i++) await add(cookie, { custom: { name: `꿈 ${i}` } });
    const res = await call('POST', '/api/my-job', cookie, { custom: { name: '하나 더' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: DREAM_LIST_MESSAGES.listFull,
      fields: { custom: DREAM_LIST_MESSAGES.listFull },
    });
    const catalogJob = await call('POST', '/api/my-job', cookie, { jobName: '간호사' });
    expect(catalogJob.json().error.fields).toEqual({ jobName: DREAM_LIST_MESSAGES.listFull });
  });

  it('holds the cap when many additions arrive at once, and the owner can still reorder the list', async () => {
    const { cookie, userId } = await loginAs(t);
    const tries = DREAM_LIST_LIMITS.maxItems + 30;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, i) => call('POST', '/api/my-job', cookie, { custom: { name: `동시 ${i}` } })),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(DREAM_LIST_LIMITS.maxItems);
    expect(statuses.filter((status) => status === 400)).toHaveLength(tries - DREAM_LIST_LIMITS.maxItems);
    const stored = await t.database.db.select().from(dreamJobs).where(eq(dreamJobs.userId, userId));
    expect(stored).toHaveLength(DREAM_LIST_LIMITS.maxItems);
    const ids = (await call('GET', '/api/my-job', cookie)).json().data.map((item: { id: string }) => item.id);
    const reordered = await call('PATCH', '/api/my-job/order', cookie, { ids: [...ids].reverse() });
    expect(reordered.statusCode, reordered.body).toBe(200);
  });
});

describe('PATCH /api/my-job/order', () => {
  it('puts the list in the order given', async () => {
    const { cookie } = await loginAs(t);
    const a = await add(cookie, { jobName: '간호사' });
    const b = await add(cookie, { jobName: '약사' });
    const c = await add(cookie, { custom: { name: '우주 정원사' } });
    const res = await call('PATCH', '/api/my-job/order', cookie, { ids: [c.id, a.id, b.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((item: { id: string }) => item.id)).toEqual([c.id, a.id, b.id]);
    const list = await call('GET', '/api/my-job', cookie);
    expect(list.json().data.map((item: { id: string }) => item.id)).toEqual([c.id, a.id, b.id]);

    // A new item still goes to the end.
    const d = await add(cookie, { jobName: '의사' });
    const after = await call('GET', '/api/my-job', cookie);
    expect(after.json().data.map((item: { id: string }) => item.id)).toEqual([c.id, a.id, b.id, d.id]);
  });

  it('refuses anything but exactly my ids, each once', async () => {
    const { cookie } = await loginAs(t);
    const other = await loginAs(t);
    const a = await add(cookie, { jobName: '간호사' });
    const b = await add(cookie, { jobName: '약사' });
    const theirs = await add(other.cookie, { jobName: '의사' });
    for (const ids of [[a.id], [a.id, b.id, b.id], [a.id, b.id, theirs.id], [a.id, theirs.id], [b.id, a.id, 'x']]) {
      const res = await call('PATCH', '/api/my-job/order', cookie, { ids });
      expect(res.statusCode, JSON.stringify(ids)).toBe(400);
      expect(res.json().error.fields).toEqual({ ids: DREAM_LIST_MESSAGES.orderMismatch });
    }
    const list = await call('GET', '/api/my-job', cookie);
    expect(list.json().data.map((item: { id: string }) => item.id)).toEqual([a.id, b.id]);
  });
});

describe('PATCH /api/my-job/{id}', () => {
  it('changes and clears my note, and answers 404 for someone else’s item', async () => {
    const { cookie } = await loginAs(t);
    const other = await loginAs(t);
    const item = await add(cookie, { custom: { name: '우주 정원사' } });
    const edited = await call('PATCH', `/api/my-job/${item.id}`, cookie, { note: '  화성 흙 공부하기 ' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.note).toBe('화성 흙 공부하기');
    const cleared = await call('PATCH', `/api/my-job/${item.id}`, cookie, { note: '' });
    expect(cleared.json().data.note).toBeNull();

    const tooLong = await call('PATCH', `/api/my-job/${item.id}`, cookie, { note: '가'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.note).toBe(DREAM_LIST_MESSAGES.noteTooLong);

    const theirs = await call('PATCH', `/api/my-job/${item.id}`, other.cookie, { note: '남의 메모' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe(DREAM_LIST_MESSAGES.itemNotFound);
  });
});

describe('DELETE /api/my-job/{id}', () => {
  it('removes my item with 204, and answers 404 for someone else’s or a missing one', async () => {
    const { cookie } = await loginAs(t);
    const other = await loginAs(t);
    const item = await add(cookie, { jobName: '간호사' });

    const theirs = await call('DELETE', `/api/my-job/${item.id}`, other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: { code: 'NOT_FOUND', message: DREAM_LIST_MESSAGES.itemNotFound } });

    const mine = await call('DELETE', `/api/my-job/${item.id}`, cookie);
    expect(mine.statusCode).toBe(204);
    expect(mine.body).toBe('');
    expect((await call('GET', '/api/my-job', cookie)).json().data).toEqual([]);
    expect((await call('DELETE', `/api/my-job/${item.id}`, cookie)).statusCode).toBe(404);
  });
});

describe('my data', () => {
  it('goes with the account when it is withdrawn, and is in the export', async () => {
    const { cookie, userId } = await loginAs(t);
    await add(cookie, { custom: { name: '우주 정원사', note: '메모' } });
    const exported = await call('GET', '/api/auth/export', cookie);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('우주 정원사');

    expect((await call('DELETE', '/api/auth/withdraw', cookie)).statusCode).toBe(204);
    const left = await t.database.db.select().from(dreamJobs).where(eq(dreamJobs.userId, userId));
    expect(left).toEqual([]);
  });
});
