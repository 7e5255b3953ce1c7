import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORABLE_TEXT_PATTERN, TEXT_MESSAGES, unstorableTextReason } from '../../shared/validation/text';
import { callApi, createTestApp, loginAs, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('text the database cannot store', () => {
  it('refuses a lone surrogate in an answer with 400 naming the field, not a 500 (each step that takes words)', async () => {
    const { cookie } = await loginAs(t);
    for (const step of ['interest', 'value', 'strength']) {
      for (const word of ['\udfff', 'a\ud83d', '\ud800b']) {
        const res = await callApi(t, 'PUT', `/api/${step}`, cookie, { comeup: [word] });
        expect(res.statusCode, `${step} ${JSON.stringify(word)}`).toBe(400);
        expect(res.json()).toEqual({
          error: {
            code: 'VALIDATION_ERROR',
            message: expect.any(String),
            fields: { 'comeup.0': TEXT_MESSAGES.loneSurrogate },
          },
        });
      }
    }
    // Nothing was stored: the step still has no answers.
    expect((await callApi(t, 'GET', '/api/interest', cookie)).json()).toMatchObject({ data: null });
  });

  it('refuses a lone surrogate in an imported visit with 400, and keeps a whole emoji', async () => {
    const { cookie } = await loginAs(t);
    const bad = await callApi(t, 'POST', '/api/assessments/import', cookie, {
      steps: { value: { answers: { comeup: ['꿈\ud83d'] }, submitted: false } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ 'steps.value.answers.comeup.0': TEXT_MESSAGES.loneSurrogate });
    const good = await callApi(t, 'POST', '/api/assessments/import', cookie, {
      steps: { value: { answers: { comeup: ['꿈👩‍💻'] }, submitted: false } },
    });
    expect(good.statusCode).toBe(200);
    expect((await callApi(t, 'GET', '/api/value', cookie)).json().data.comeup).toEqual(['꿈👩‍💻']);
  });

  it('refuses a lone surrogate in a dream-list name, a roadmap title and a feedback message', async () => {
    const { cookie } = await loginAs(t);
    const cases = [
      ['/api/my-job', { custom: { name: '꿈\udc00' } }, 'custom.name'],
      ['/api/user-roadmap', { title: '\ud800' }, 'title'],
      ['/api/voc', { category: 'other', message: '의견이 있어요. 깨진 글자\ud800' }, 'message'],
    ] as const;
    for (const [url, payload, field] of cases) {
      const res = await callApi(t, 'POST', url, cookie, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields, url).toEqual({ [field]: TEXT_MESSAGES.loneSurrogate });
    }
  });
});

describe('mixed normalisation forms', () => {
  it('stores text in NFC, so one name typed two ways is the same name', async () => {
    const { cookie } = await loginAs(t);
    const nfd = '\u1100\u1161\u1109\u1173'; // '가스' as four jamo
    expect(nfd.normalize('NFC')).toBe('가스');
    const saved = await callApi(t, 'PUT', '/api/value', cookie, { comeup: [nfd] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.comeup).toEqual(['가스']);
    const first = await callApi(t, 'POST', '/api/my-job', cookie, { custom: { name: '가스 점검원' } });
    expect(first.statusCode).toBe(201);
    const again = await callApi(t, 'POST', '/api/my-job', cookie, { custom: { name: `${nfd} 점검원` } });
    expect(again.statusCode).toBe(409);
  });
});

describe('the rule', () => {
  it('refuses exactly NUL and lone surrogates, as its OpenAPI pattern does', () => {
    const pattern = new RegExp(STORABLE_TEXT_PATTERN);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 12 }), (text) => {
        // A lone surrogate is what encoding to UTF-8 and back changes (into U+FFFD).
        const hasLone = text !== Buffer.from(text, 'utf8').toString('utf8');
        const expected = text.includes('\u0000') || hasLone;
        expect(unstorableTextReason(text) !== null).toBe(expected);
        expect(pattern.test(text)).toBe(!expected);
      }),
      { numRuns: 400 },
    );
  });
});
