import { renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { anonymousKey, hasAnonymousAnswers, readAnonymousStep } from './anonymous-answers';
import { importAnonymousOnce, useAnonymousImport } from './anonymous-import';
import { forgetStepDrafts, getStepDraft } from './draft-store';
import { fakeApi } from './testing';
import { useImportOnLogin } from './use-import-on-login';

// The import and the drafts reach the server through the data layer of the store the app made.
beforeEach(() => {
  makeStore();
  forgetStepDrafts();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a visitor's answers", () => {
  it('are kept in local storage under anonymousAnswers:{step} as the person answers, and survive a reload', () => {
    const api = fakeApi();
    const draft = getStepDraft('value', null);
    draft.update((answers) => ({ ...answers, selected: ['v-a', 'v-b'] }));
    expect(readAnonymousStep('value')).toEqual({ answers: { selected: ['v-a', 'v-b'] }, submitted: false });
    expect(api.calls).toEqual([]);

    forgetStepDrafts(); // a reload
    expect(getStepDraft('value', null).getSnapshot()).toMatchObject({
      answers: { selected: ['v-a', 'v-b'] },
      isStarted: true,
      isComplete: false,
    });
  });

  it('are marked submitted in the browser when the visitor finishes a step', async () => {
    fakeApi();
    const draft = getStepDraft('jpref', null);
    draft.update(() => ({ answers: { 'jp-pace': 'fast' } }));
    await draft.submit();
    expect(readAnonymousStep('jpref')?.submitted).toBe(true);
    expect(draft.getSnapshot().isComplete).toBe(true);
  });
});

describe('moving them into the account after log-in', () => {
  it('posts every stored step once, then forgets them', async () => {
    const api = fakeApi({
      'POST /api/assessments/import': { status: 200, body: { data: { imported: ['value', 'jpref'], kept: [] } } },
    });
    window.localStorage.setItem(
      anonymousKey('value'),
      JSON.stringify({ answers: { selected: ['v-a'] }, submitted: false }),
    );
    window.localStorage.setItem(
      anonymousKey('jpref'),
      JSON.stringify({ answers: { answers: { 'jp-pace': 'fast' } }, submitted: true }),
    );

    const { result, rerender } = renderHook(({ userId }) => useAnonymousImport(userId), {
      initialProps: { userId: null as string | null },
    });
    expect(api.calls).toEqual([]);
    rerender({ userId: 'user-1' });
    await waitFor(() => expect(result.current).toEqual({ imported: ['value', 'jpref'], kept: [] }));

    expect(api.callsTo('POST', '/api/assessments/import')).toEqual([
      {
        method: 'POST',
        path: '/api/assessments/import',
        body: {
          steps: {
            value: { answers: { selected: ['v-a'] }, submitted: false },
            jpref: { answers: { answers: { 'jp-pace': 'fast' } }, submitted: true },
          },
        },
      },
    ]);
    expect(window.localStorage.getItem(anonymousKey('value'))).toBeNull();
    expect(window.localStorage.getItem(anonymousKey('jpref'))).toBeNull();

    // Nothing left to send: another page asking again sends nothing.
    await importAnonymousOnce('user-1');
    expect(api.callsTo('POST', '/api/assessments/import')).toHaveLength(1);
  });

  it('keeps them when the import fails, for the next try', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeApi({ 'POST /api/assessments/import': { status: 500, body: {} } });
    window.localStorage.setItem(
      anonymousKey('kskill'),
      JSON.stringify({ answers: { knowledge: ['2.C.1.a'] }, submitted: false }),
    );

    const outcome = await importAnonymousOnce('user-2');
    expect(outcome).toEqual({ imported: [], kept: [] });
    expect(warn).toHaveBeenCalled();
    expect(window.localStorage.getItem(anonymousKey('kskill'))).not.toBeNull();
    expect(api.callsTo('POST', '/api/assessments/import')).toHaveLength(1);
  });

  it('shares one call between pages asking at the same time', async () => {
    const api = fakeApi({
      'POST /api/assessments/import': { status: 200, body: { data: { imported: ['interest'], kept: [] } } },
    });
    window.localStorage.setItem(
      anonymousKey('interest'),
      JSON.stringify({ answers: { selected: ['i-a'] }, submitted: false }),
    );
    await Promise.all([importAnonymousOnce('user-3'), importAnonymousOnce('user-3')]);
    expect(api.callsTo('POST', '/api/assessments/import')).toHaveLength(1);
  });

  it('happens before a logged-in page reads the saved answers', async () => {
    const order: string[] = [];
    fakeApi({
      'POST /api/assessments/import': () => {
        order.push('import');
        return { status: 200, body: { data: { imported: ['value'], kept: [] } } };
      },
      'GET /api/value': () => {
        order.push('read');
        return { status: 200, body: { data: { selected: ['v-a'] }, meta: null } };
      },
    });
    window.localStorage.setItem(
      anonymousKey('value'),
      JSON.stringify({ answers: { selected: ['v-a'] }, submitted: false }),
    );
    await getStepDraft('value', 'user-4').load();
    expect(order).toEqual(['import', 'read']);
  });

  it('still tells a page that asks after the import finished what was moved (and only to that user)', async () => {
    fakeApi({
      'POST /api/assessments/import': { status: 200, body: { data: { imported: ['strength'], kept: [] } } },
    });
    window.localStorage.setItem(
      anonymousKey('strength'),
      JSON.stringify({ answers: { selected: ['s-a'] }, submitted: true }),
    );
    await importAnonymousOnce('user-5');
    const { result } = renderHook(({ userId }) => useAnonymousImport(userId), { initialProps: { userId: 'user-5' } });
    await waitFor(() => expect(result.current).toEqual({ imported: ['strength'], kept: [] }));
    expect(await importAnonymousOnce('someone-else')).toEqual({ imported: [], kept: [] });
  });
});

describe('the import on log-in, from the shell', () => {
  it('moves the answers as soon as a user appears, on any page, and loads nothing for a visitor', async () => {
    const api = fakeApi({
      'POST /api/assessments/import': { status: 200, body: { data: { imported: ['value'], kept: [] } } },
    });
    const store = makeStore();
    const { rerender } = renderHook(({ userId }) => useImportOnLogin(userId), {
      initialProps: { userId: null as string | null },
      wrapper: ({ children }) => <Provider store={store}>{children}</Provider>,
    });
    window.localStorage.setItem(
      anonymousKey('value'),
      JSON.stringify({ answers: { selected: ['v-a'] }, submitted: false }),
    );
    rerender({ userId: null });
    expect(api.calls).toEqual([]);

    rerender({ userId: 'user-6' });
    await waitFor(() => expect(window.localStorage.getItem(anonymousKey('value'))).toBeNull());
    expect(api.callsTo('POST', '/api/assessments/import')).toHaveLength(1);
    // The feedback dialog and the results look again: the account's answers changed.
    await waitFor(() => expect(store.getState().assessments.submittedInSession).toBe(1));
  });

  it('sends nothing for a user when this browser holds no answers', async () => {
    const api = fakeApi();
    const store = makeStore();
    renderHook(() => useImportOnLogin('user-7'), {
      wrapper: ({ children }) => <Provider store={store}>{children}</Provider>,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);
    expect(hasAnonymousAnswers()).toBe(false);
    expect(store.getState().assessments.submittedInSession).toBe(0);
  });
});
