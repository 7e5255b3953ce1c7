import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { HttpError } from '../../lib/http';
import { forgetStepDrafts, getStepDraft, SAVE_DEBOUNCE_MS } from './draft-store';
import { fakeApi } from './testing';

const DRAFT_META = { status: 'draft', take: 1, updatedAt: '2026-01-01T00:00:00Z', submittedAt: null };

// The drafts reach the server through the data layer of the store the app made.
beforeEach(() => {
  makeStore();
  forgetStepDrafts();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a logged-in user's answers", () => {
  it('are saved with one debounced PUT after the person stops changing them', async () => {
    const api = fakeApi({
      'GET /api/kskill': { status: 200, body: { data: null, meta: null } },
      'PUT /api/kskill': (call) => ({ status: 200, body: { data: call.body } }),
    });
    const draft = getStepDraft('kskill', 'user-1');
    await draft.load();
    vi.useFakeTimers();
    draft.update((answers) => ({ ...answers, knowledge: ['2.C.1.a'] }));
    draft.update((answers) => ({ ...answers, knowledge: ['2.C.1.a', '2.C.1.b'] }));
    expect(draft.getSnapshot().saveState).toBe('pending');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    vi.useRealTimers();
    await vi.waitFor(() => expect(draft.getSnapshot().saveState).toBe('saved'));
    expect(api.callsTo('PUT', '/api/kskill').map((call) => call.body)).toEqual([{ knowledge: ['2.C.1.a', '2.C.1.b'] }]);
  });

  it('are flushed before submit, and the server’s field messages come back when it refuses', async () => {
    const api = fakeApi({
      'GET /api/value': { status: 200, body: { data: { selected: [] }, meta: DRAFT_META } },
      'PUT /api/value': (call) => ({ status: 200, body: { data: call.body } }),
      'POST /api/value/submit': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_ERROR',
            message: '입력한 내용을 다시 확인해 주세요.',
            fields: { priority: '가장 중요한 것을 3개 이상 골라 순서를 정해 주세요.' },
          },
        },
      },
    });
    const draft = getStepDraft('value', 'user-1');
    await draft.load();
    draft.update((answers) => ({ ...answers, selected: ['a', 'b', 'c', 'd', 'e'] }));
    const failure = await draft.submit().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).fields).toEqual({ priority: '가장 중요한 것을 3개 이상 골라 순서를 정해 주세요.' });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/value',
      'PUT /api/value',
      'POST /api/value/submit',
    ]);
    expect(draft.getSnapshot().isSubmitted).toBe(false);
  });

  it('are read-only once submitted, and a retake starts an empty take that is still complete', async () => {
    const api = fakeApi({
      'GET /api/jpref': {
        status: 200,
        body: { data: { answers: { 'jp-pace': 'fast' } }, meta: { ...DRAFT_META, status: 'submitted' } },
      },
      'POST /api/jpref/retake': { status: 201, body: { data: { take: 2 } } },
    });
    const draft = getStepDraft('jpref', 'user-1');
    await draft.load();
    expect(draft.getSnapshot()).toMatchObject({ isSubmitted: true, isComplete: true });
    draft.update(() => ({ answers: {} }));
    expect(draft.getSnapshot().answers).toEqual({ answers: { 'jp-pace': 'fast' } });

    await draft.retake();
    expect(draft.getSnapshot()).toMatchObject({ answers: {}, isSubmitted: false, isComplete: true, isStarted: false });
    expect(draft.getSnapshot().meta?.take).toBe(2);
    expect(api.callsTo('PUT', '/api/jpref')).toEqual([]);
  });

  it('say when a save failed and try again on flush', async () => {
    let fail = true;
    fakeApi({
      'GET /api/interest': { status: 200, body: { data: null, meta: null } },
      'PUT /api/interest': (call) => (fail ? { status: 503, body: {} } : { status: 200, body: { data: call.body } }),
    });
    const draft = getStepDraft('interest', 'user-1');
    await draft.load();
    draft.update((answers) => ({ ...answers, selected: ['i-a'] }));
    await expect(draft.flush()).rejects.toBeInstanceOf(HttpError);
    expect(draft.getSnapshot().saveState).toBe('error');
    fail = false;
    await draft.flush();
    expect(draft.getSnapshot().saveState).toBe('saved');
  });
});
