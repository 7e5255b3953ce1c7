import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  type AnswersByStep,
  answersResponseSchemaByStep,
  type HistoryEntry,
  historyResponseSchemaByStep,
  itemsResponseSchemaByStep,
  STEPS,
  type Step,
} from '../../../shared/contracts/assessments';
import { type Report, type ResultByStep, reportResponseSchema } from '../../../shared/contracts/report';
import { assessmentTakes } from '../../db/schema/index';
import { callApi, type HttpMethod, itRequiresSignIn, loginAs, SAME_ORIGIN, testAppForFile } from '../../test/test-app';
import { getAssessments } from './assessments.service';
import { completeAnswers, interestAnswers } from './test-answers';

const t = testAppForFile();

const { banks } = getAssessments();
const complete = completeAnswers(banks);
const KOREAN = /[가-힣]/;

function call(method: HttpMethod, url: string, cookie?: string, payload?: unknown) {
  return callApi(t, method, url, cookie, payload);
}

async function ok(method: HttpMethod, url: string, cookie: string, payload?: unknown, status = 200) {
  const res = await call(method, url, cookie, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
}

async function finish<S extends Step>(cookie: string, step: S, answers: AnswersByStep[S] = complete[step]) {
  await ok('PUT', `/api/${step}`, cookie, answers);
  expect(await ok('POST', `/api/${step}/submit`, cookie)).toEqual({ data: { isComplete: true } });
}

async function isComplete(cookie: string, step: Step): Promise<boolean> {
  return (await ok('GET', `/api/${step}/is-complete`, cookie)).data.isComplete;
}

const historySchemas: { [S in Step]: z.ZodType<{ data: HistoryEntry<S>[]; nextCursor: string | null }> } =
  historyResponseSchemaByStep;

async function history<S extends Step>(cookie: string, step: S): Promise<HistoryEntry<S>[]> {
  return historySchemas[step].parse(await ok('GET', `/api/${step}/history`, cookie)).data;
}

async function report(cookie: string) {
  return reportResponseSchema.parse(await ok('GET', '/api/report', cookie)).data;
}

/** One step's result; the contract's schema types `result` as the union of all six, so narrow it by step. */
function resultOf<S extends Step>(body: Report, step: S): ResultByStep[S] | null {
  return body.steps[step].result as ResultByStep[S] | null;
}

async function takesOf(userId: string) {
  return t.database.db.select().from(assessmentTakes).where(eq(assessmentTakes.userId, userId));
}

describe('GET /api/{step}/items (public)', () => {
  it.each(STEPS)('%s answers its whole item bank without a session', async (step) => {
    const res = await call('GET', `/api/${step}/items`);
    expect(res.statusCode).toBe(200);
    const bank = itemsResponseSchemaByStep[step].parse(res.json()).data;
    expect(bank.step).toBe(step);
    expect(bank.intro.minutes).toBeLessThanOrEqual(10);
    expect(bank.attribution).toContain('O*NET');
    expect(bank.submitted.title).toMatch(KOREAN);
  });

  it('carries every card, question and scale', async () => {
    const value = (await call('GET', '/api/value/items')).json().data;
    expect(value.cards).toHaveLength(banks.value.cards.length);
    expect(value.cards[0]).toMatchObject({ id: expect.any(String), label: expect.stringMatching(KOREAN) });
    expect(value.cards[0].tags.workValue).toMatch(/^1\.B\.2\.[a-f]$/);
    const traits = (await call('GET', '/api/trt-phys-cond/items')).json().data;
    expect(traits.scale).toMatchObject({ min: 1, max: 5 });
    expect(traits.trait.length + traits.physCond.length).toBeGreaterThan(30);
    const jpref = (await call('GET', '/api/jpref/items')).json().data;
    expect(jpref.questions.map((q: { id: string }) => q.id)).toContain('jp-pace');
  });
});

describe('without a session', () => {
  const routes: Array<[HttpMethod, string, unknown]> = [
    ...STEPS.flatMap(
      (step): Array<[HttpMethod, string, unknown]> => [
        ['GET', `/api/${step}`, undefined],
        ['PUT', `/api/${step}`, complete[step]],
        // Refused as not logged in before the body is even looked at.
        ['PUT', `/api/${step}`, { selected: 'nonsense', trait: 7 }],
        ['POST', `/api/${step}/submit`, undefined],
        ['GET', `/api/${step}/is-complete`, undefined],
        ['POST', `/api/${step}/retake`, undefined],
        ['GET', `/api/${step}/history`, undefined],
      ],
    ),
    ['GET', '/api/report', undefined],
    ['POST', '/api/assessments/import', { steps: {} }],
  ];
  itRequiresSignIn(t, routes);
});

describe('from another site', () => {
  it('refuses saves, submits, retakes and imports with 403 FORBIDDEN_ORIGIN', async () => {
    const { cookie } = await loginAs(t);
    const evil = { origin: 'https://evil.example', cookie };
    for (const [method, url, payload] of [
      ['PUT', '/api/value', complete.value],
      ['POST', '/api/value/submit', undefined],
      ['POST', '/api/value/retake', undefined],
      ['POST', '/api/assessments/import', { steps: { value: { answers: complete.value, submitted: true } } }],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: evil, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN_ORIGIN');
    }
    expect((await ok('GET', '/api/value', cookie)).data).toBeNull();
  });
});

describe('GET and PUT /api/{step}: drafts', () => {
  it.each(STEPS)('%s: nothing saved yet answers { data: null }', async (step) => {
    const { cookie } = await loginAs(t);
    const body = await ok('GET', `/api/${step}`, cookie);
    expect(body).toEqual({ data: null, meta: null });
    expect(await isComplete(cookie, step)).toBe(false);
  });

  it('saves a partial draft field by field, and a reload gets all of it back', async () => {
    const { cookie } = await loginAs(t);
    const [a, b, c, d, e] = banks.value.cards.map((card) => card.id);
    expect(await ok('PUT', '/api/value', cookie, { comeup: ['퇴근 후 내 시간'] })).toEqual({
      data: { comeup: ['퇴근 후 내 시간'] },
    });
    expect(await ok('PUT', '/api/value', cookie, { selected: [a, b, c, d, e] })).toEqual({
      data: { comeup: ['퇴근 후 내 시간'], selected: [a, b, c, d, e] },
    });
    await ok('PUT', '/api/value', cookie, { priority: [c, a, b] });
    // Unselecting a card drops it from the priority order.
    await ok('PUT', '/api/value', cookie, { selected: [a, b, d, e] });
    const saved = answersResponseSchemaByStep.value.parse(await ok('GET', '/api/value', cookie));
    expect(saved.data).toEqual({ comeup: ['퇴근 후 내 시간'], selected: [a, b, d, e], priority: [a, b] });
    expect(saved.meta).toMatchObject({ status: 'draft', take: 1, submittedAt: null });
  });

  it.each(STEPS)('%s: a complete draft saves and reads back unchanged', async (step) => {
    const { cookie } = await loginAs(t);
    expect(await ok('PUT', `/api/${step}`, cookie, complete[step])).toEqual({ data: complete[step] });
    expect((await ok('GET', `/api/${step}`, cookie)).data).toEqual(complete[step]);
  });

  it('refuses ids not in the item bank, repeats and out-of-scale answers with 400 and Korean fields', async () => {
    const { cookie } = await loginAs(t);
    const cases: Array<[Step, unknown, string]> = [
      ['interest', { selected: ['no-such-card'] }, 'selected'],
      ['interest', { selected: [banks.interest.cards[0]?.id, banks.interest.cards[0]?.id] }, 'selected'],
      ['strength', { selected: [banks.strength.cards[0]?.id], priority: [banks.strength.cards[1]?.id] }, 'priority'],
      ['trt-phys-cond', { trait: { 'no-such-item': 3 } }, 'trait'],
      ['kskill', { knowledge: ['2.A.1.a'] }, 'knowledge'],
      ['jpref', { answers: { 'jp-pace': 'warp-speed' } }, 'answers.jp-pace'],
    ];
    for (const [step, payload, field] of cases) {
      const res = await call('PUT', `/api/${step}`, cookie, payload);
      expect(res.statusCode, `${step} ${JSON.stringify(payload)}`).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.fields[field]).toMatch(KOREAN);
    }
    // A Likert answer of 7 and a body of the wrong shape fail the contract's schema itself.
    for (const [step, payload] of [
      ['trt-phys-cond', { trait: { [banks['trt-phys-cond'].trait[0]?.id ?? '']: 7 } }],
      ['value', { selected: 'all of them' }],
    ] as const) {
      const res = await call('PUT', `/api/${step}`, cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    // No body, or JSON that is not an object: 400, never a server fault.
    for (const payload of [undefined, '"text"', '[1, 2]']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/value',
        headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode, String(payload)).toBe(400);
      expect(res.json().error.message).toMatch(KOREAN);
    }
    // Nothing of the refused saves was kept.
    for (const step of STEPS) expect((await ok('GET', `/api/${step}`, cookie)).data).toBeNull();
  });
});

describe('POST /api/{step}/submit and GET /api/{step}/is-complete', () => {
  it('refuses an incomplete take with 400 naming, in Korean, what is missing', async () => {
    const { cookie } = await loginAs(t);
    const expectMissing = async (step: Step, fields: string[]) => {
      const res = await call('POST', `/api/${step}/submit`, cookie);
      expect(res.statusCode, res.body).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.message).toMatch(KOREAN);
      expect(Object.keys(error.fields).sort()).toEqual([...fields].sort());
      for (const message of Object.values(error.fields)) expect(message).toMatch(KOREAN);
      expect(await isComplete(cookie, step)).toBe(false);
      return error.fields as Record<string, string>;
    };

    // Nothing saved at all.
    const valueFields = await expectMissing('value', ['selected', 'priority']);
    expect(valueFields.selected).toBe(`가치 카드를 ${banks.value.select.min}개 이상 골라 주세요.`);
    // Cards chosen but not ranked.
    await ok('PUT', '/api/value', cookie, { selected: complete.value.selected });
    await expectMissing('value', ['priority']);

    const traitIds = banks['trt-phys-cond'].trait.map((item) => item.id);
    await ok('PUT', '/api/trt-phys-cond', cookie, {
      trait: Object.fromEntries(traitIds.slice(2).map((id) => [id, 4])),
    });
    const traitFields = await expectMissing('trt-phys-cond', ['trait', 'physCond']);
    expect(traitFields.trait).toBe(`성향 문항 ${traitIds.length}개 가운데 2개에 아직 답하지 않았어요.`);

    await ok('PUT', '/api/kskill', cookie, { knowledge: complete.kskill.knowledge });
    await expectMissing('kskill', ['skill']);

    const { 'jp-pace': _pace, 'jp-remote': _remote, ...rest } = complete.jpref.answers;
    await ok('PUT', '/api/jpref', cookie, { answers: rest });
    const jprefFields = await expectMissing('jpref', ['answers.jp-pace', 'answers.jp-remote']);
    expect(jprefFields['answers.jp-pace']).toContain('상관없어요');
  });

  it.each(STEPS)('%s: a complete take is submitted, counts as complete and is read-only', async (step) => {
    const { cookie } = await loginAs(t);
    expect(await isComplete(cookie, step)).toBe(false);
    await finish(cookie, step);
    expect(await isComplete(cookie, step)).toBe(true);
    const saved = answersResponseSchemaByStep[step].parse(await ok('GET', `/api/${step}`, cookie));
    expect(saved.data).toEqual(complete[step]);
    expect(saved.meta).toMatchObject({ status: 'submitted', take: 1, submittedAt: expect.any(String) });
    // Submitting again (a retried request, here with an empty JSON body) still answers 200;
    // changing it needs a retake.
    expect(await ok('POST', `/api/${step}/submit`, cookie, {})).toEqual({ data: { isComplete: true } });
    const change = await call('PUT', `/api/${step}`, cookie, complete[step]);
    expect(change.statusCode).toBe(409);
    expect(change.json().error.message).toMatch(KOREAN);
  });

  it('is per person: another account sees nothing of mine', async () => {
    const me = await loginAs(t);
    const other = await loginAs(t);
    await finish(me.cookie, 'interest');
    expect(await isComplete(other.cookie, 'interest')).toBe(false);
    expect((await ok('GET', '/api/interest', other.cookie)).data).toBeNull();
    expect(await history(other.cookie, 'interest')).toEqual([]);
  });
});

describe('POST /api/{step}/retake and GET /api/{step}/history', () => {
  it('keeps the submitted take in history and starts an empty one', async () => {
    const { cookie } = await loginAs(t);
    const notYet = await call('POST', '/api/interest/retake', cookie);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error.message).toMatch(KOREAN);

    const first = interestAnswers(banks, ['R', 'I', 'C']);
    await finish(cookie, 'interest', first);
    expect(await ok('POST', '/api/interest/retake', cookie, undefined, 201)).toEqual({ data: { take: 2 } });
    // One retake at a time.
    expect((await call('POST', '/api/interest/retake', cookie)).statusCode).toBe(409);
    // The earlier result still counts while the new take is a draft.
    expect(await isComplete(cookie, 'interest')).toBe(true);
    const draft = answersResponseSchemaByStep.interest.parse(await ok('GET', '/api/interest', cookie));
    expect(draft.meta).toMatchObject({ status: 'draft', take: 2 });
    expect(draft.data).toEqual({});
    const afterRetake = await history(cookie, 'interest');
    expect(afterRetake.map((entry) => entry.take)).toEqual([1]);
    expect(afterRetake[0]?.answers).toEqual(first);

    const second = interestAnswers(banks, ['A', 'S', 'E']);
    await finish(cookie, 'interest', second);
    const both = await history(cookie, 'interest');
    expect(both.map((entry) => entry.take)).toEqual([2, 1]);
    expect(both[0]?.answers).toEqual(second);
    expect(both[0]?.scores.code).toBe('ASE');
    expect(both[1]?.scores.code).toBe('RIC');
    expect(both[1]?.scores.scores.R).toBeGreaterThan(0);
    expect(Date.parse(both[0]?.submittedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(both[1]?.submittedAt ?? ''));
  });

  it('pages the history as the contract says: ?limit= and ?cursor=, nextCursor null at the end', async () => {
    const { cookie } = await loginAs(t);
    await finish(cookie, 'interest', interestAnswers(banks, ['R', 'I', 'C']));
    for (let take = 2; take <= 3; take++) {
      await ok('POST', '/api/interest/retake', cookie, undefined, 201);
      await finish(cookie, 'interest', interestAnswers(banks, ['A', 'S', 'E']));
    }
    const first = await ok('GET', '/api/interest/history?limit=2', cookie);
    expect(first.data.map((entry: { take: number }) => entry.take)).toEqual([3, 2]);
    expect(first.nextCursor).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]+$/));
    const second = await ok('GET', `/api/interest/history?limit=2&cursor=${first.nextCursor}`, cookie);
    expect(second.data.map((entry: { take: number }) => entry.take)).toEqual([1]);
    expect(second.nextCursor).toBeNull();
    expect((await ok('GET', '/api/interest/history', cookie)).nextCursor).toBeNull();
    for (const query of ['limit=0', 'limit=101', 'limit=x', 'cursor=%2F%2F', 'cursor=bm9wZQ']) {
      const res = await call('GET', `/api/interest/history?${query}`, cookie);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields), query).toEqual([query.split('=')[0]]);
    }
  });
});

describe('GET /api/report', () => {
  it('shows what is not done yet before anything is submitted', async () => {
    const { cookie } = await loginAs(t);
    const body = await report(cookie);
    expect(body.completedSteps).toEqual([]);
    expect(body.nextStep).toBe('value');
    expect(body.changes).toEqual([]);
    for (const step of STEPS) expect(body.steps[step]).toMatchObject({ step, isComplete: false, result: null });
    expect(body.notice).toMatch(KOREAN);
  });

  it('gives per-step scores, which steps are complete, and how a retaken step changed', async () => {
    const { cookie } = await loginAs(t);
    await finish(cookie, 'value');
    await finish(cookie, 'interest', interestAnswers(banks, ['I', 'R', 'C']));
    await finish(cookie, 'trt-phys-cond');
    await ok('PUT', '/api/kskill', cookie, { knowledge: complete.kskill.knowledge });

    const before = await report(cookie);
    expect(before.completedSteps).toEqual(['value', 'interest', 'trt-phys-cond']);
    expect(before.nextStep).toBe('strength');
    expect(before.steps.kskill.isComplete).toBe(false);
    expect(resultOf(before, 'value')?.ranks).toHaveLength(6);
    expect(resultOf(before, 'value')?.ranks.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(resultOf(before, 'value')?.summary).toMatch(KOREAN);
    const interest = resultOf(before, 'interest');
    expect(interest?.code).toBe('IRC');
    expect(interest?.codeLabels).toEqual(['탐구형', '현실형', '관습형']);
    expect(interest?.scores.map((s) => s.type)).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
    // Every Likert answer was 3 (보통이에요): every work style and condition sits at 50.
    expect(resultOf(before, 'trt-phys-cond')?.workStyles.every((style) => style.score === 50)).toBe(true);
    expect(before.changes).toEqual([]);

    await ok('POST', '/api/interest/retake', cookie, undefined, 201);
    await finish(cookie, 'interest', interestAnswers(banks, ['S', 'A', 'E']));
    const after = await report(cookie);
    expect(after.steps.interest).toMatchObject({ take: 2, isComplete: true });
    expect(resultOf(after, 'interest')?.code).toBe('SAE');
    expect(after.changes).toHaveLength(1);
    const [change] = after.changes;
    expect(change).toMatchObject({ step: 'interest', previous: { take: 1 }, current: { take: 2 } });
    expect(change?.items).toContainEqual({ label: '흥미 유형 코드', before: 'IRC', after: 'SAE', changed: true });
    expect(change?.summary).toBe("흥미 유형 코드가 'IRC'에서 'SAE'로 바뀌었어요. 그 밖에 1가지가 달라졌어요.");
  });
});

describe('POST /api/assessments/import: a visitor’s answers into the account', () => {
  const valueIds = banks.value.cards.map((card) => card.id);

  it('moves every step in, and a second identical call changes nothing', async () => {
    const { cookie, userId } = await loginAs(t);
    const partialKskill = { knowledge: complete.kskill.knowledge };
    const steps = {
      value: { answers: complete.value, submitted: true },
      interest: { answers: { selected: complete.interest.selected.slice(0, 2) }, submitted: false },
      // Marked submitted but incomplete: kept as a draft rather than lost or refused.
      kskill: { answers: partialKskill, submitted: true },
    };
    const first = await ok('POST', '/api/assessments/import', cookie, { steps });
    expect(first).toEqual({ data: { imported: ['value', 'interest', 'kskill'], kept: [] } });
    expect(await isComplete(cookie, 'value')).toBe(true);
    expect((await history(cookie, 'value'))[0]?.answers).toEqual(complete.value);
    expect((await ok('GET', '/api/interest', cookie)).data).toEqual(steps.interest.answers);
    expect((await ok('GET', '/api/kskill', cookie)).data).toEqual(partialKskill);
    expect(await isComplete(cookie, 'kskill')).toBe(false);

    const rows = await takesOf(userId);
    const second = await ok('POST', '/api/assessments/import', cookie, { steps });
    expect(second).toEqual({ data: { imported: [], kept: ['value', 'interest', 'kskill'] } });
    expect(await takesOf(userId)).toEqual(rows);
  });

  it('keeps the account’s own result in history when the visitor finished the step again', async () => {
    const { cookie, userId } = await loginAs(t);
    const mine = { comeup: [], selected: valueIds.slice(0, 6), priority: valueIds.slice(0, 3) };
    await finish(cookie, 'value', mine);
    const visitor = { comeup: ['안정'], selected: valueIds.slice(10, 16), priority: valueIds.slice(12, 15) };
    const body = { steps: { value: { answers: visitor, submitted: true } } };

    expect((await ok('POST', '/api/assessments/import', cookie, body)).data.imported).toEqual(['value']);
    const takes = await history(cookie, 'value');
    expect(takes.map((take) => [take.take, take.answers])).toEqual([
      [2, visitor],
      [1, mine],
    ]);
    expect((await report(cookie)).changes.map((change) => change.step)).toEqual(['value']);

    expect((await ok('POST', '/api/assessments/import', cookie, body)).data.kept).toEqual(['value']);
    expect(await takesOf(userId)).toHaveLength(2);
    // Answers the account already has a result of (here its first) are not a new take either.
    const own = { steps: { value: { answers: mine, submitted: true } } };
    expect((await ok('POST', '/api/assessments/import', cookie, own)).data.kept).toEqual(['value']);
  });

  it('fills the gaps of the account’s draft, the account’s answers first', async () => {
    const { cookie } = await loginAs(t);
    const [t1, t2, t3] = banks['trt-phys-cond'].trait.map((item) => item.id);
    const [p1] = banks['trt-phys-cond'].physCond.map((item) => item.id);
    if (!t1 || !t2 || !t3 || !p1) throw new Error('trait bank too small');
    await ok('PUT', '/api/trt-phys-cond', cookie, { trait: { [t1]: 5, [t2]: 4 } });
    const visitor = { trait: { [t2]: 1, [t3]: 2 }, physCond: { [p1]: 3 } };
    const body = { steps: { 'trt-phys-cond': { answers: visitor, submitted: false } } };
    expect((await ok('POST', '/api/assessments/import', cookie, body)).data.imported).toEqual(['trt-phys-cond']);
    expect((await ok('GET', '/api/trt-phys-cond', cookie)).data).toEqual({
      trait: { [t1]: 5, [t2]: 4, [t3]: 2 },
      physCond: { [p1]: 3 },
    });
    expect((await ok('POST', '/api/assessments/import', cookie, body)).data.kept).toEqual(['trt-phys-cond']);
  });

  it('puts a finished visitor take before the account’s draft in progress, losing neither', async () => {
    const { cookie } = await loginAs(t);
    await ok('PUT', '/api/jpref', cookie, { answers: { 'jp-pace': 'fast' } });
    const body = { steps: { jpref: { answers: complete.jpref, submitted: true } } };
    expect((await ok('POST', '/api/assessments/import', cookie, body)).data.imported).toEqual(['jpref']);
    expect(await isComplete(cookie, 'jpref')).toBe(true);
    expect((await history(cookie, 'jpref')).map((take) => [take.take, take.answers])).toEqual([[1, complete.jpref]]);
    const draft = await ok('GET', '/api/jpref', cookie);
    expect(draft).toMatchObject({ data: { answers: { 'jp-pace': 'fast' } }, meta: { status: 'draft', take: 2 } });
    expect((await ok('POST', '/api/assessments/import', cookie, body)).data.kept).toEqual(['jpref']);
  });

  it('starts a retake with unfinished answers after a submitted take, and drops unknown ids', async () => {
    const { cookie } = await loginAs(t);
    await finish(cookie, 'strength');
    const cardId = banks.strength.cards[7]?.id ?? '';
    const body = {
      steps: {
        strength: { answers: { selected: [cardId, 'retired-card'], priority: ['retired-card'] }, submitted: false },
      },
    };
    expect((await ok('POST', '/api/assessments/import', cookie, body)).data.imported).toEqual(['strength']);
    expect(await ok('GET', '/api/strength', cookie)).toMatchObject({
      data: { selected: [cardId], priority: [] },
      meta: { status: 'draft', take: 2 },
    });
    expect(await isComplete(cookie, 'strength')).toBe(true);
    expect((await ok('POST', '/api/assessments/import', cookie, body)).data.kept).toEqual(['strength']);
  });

  it('refuses a body that is not the contract’s shape with 400', async () => {
    const { cookie } = await loginAs(t);
    for (const payload of [{}, { steps: { unknownStep: {} } }, { steps: { value: { answers: {} } } }]) {
      const res = await call('POST', '/api/assessments/import', cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('the account’s data', () => {
  it('download my data includes every take, drafts too; withdrawal deletes them', async () => {
    const { cookie, userId } = await loginAs(t);
    await finish(cookie, 'value');
    await ok('PUT', '/api/interest', cookie, { comeup: ['로봇 만들기'] });
    const exported = await ok('GET', '/api/auth/export', cookie);
    const takes = exported.data.assessments as Array<Record<string, unknown>>;
    expect(takes).toHaveLength(2);
    expect(takes).toContainEqual(
      expect.objectContaining({ step: 'value', take: 1, status: 'submitted', answers: complete.value }),
    );
    expect(takes).toContainEqual(
      expect.objectContaining({
        step: 'interest',
        status: 'draft',
        answers: { comeup: ['로봇 만들기'] },
        scores: null,
      }),
    );

    expect((await call('DELETE', '/api/auth/withdraw', cookie)).statusCode).toBe(204);
    expect(await takesOf(userId)).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('documents every assessment and report call', async () => {
    const doc = (await call('GET', '/api/docs/json')).json();
    const paths = doc.paths as Record<string, Record<string, unknown>>;
    for (const step of STEPS) {
      expect(Object.keys(paths[`/api/${step}/items`] ?? {})).toContain('get');
      expect(Object.keys(paths[`/api/${step}`] ?? {}).sort()).toEqual(['get', 'put']);
      for (const action of ['submit', 'retake']) expect(paths[`/api/${step}/${action}`]).toHaveProperty('post');
      for (const action of ['is-complete', 'history']) expect(paths[`/api/${step}/${action}`]).toHaveProperty('get');
    }
    expect(paths['/api/report']).toHaveProperty('get');
    expect(paths['/api/assessments/import']).toHaveProperty('post');
  });
});
