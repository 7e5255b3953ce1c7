import { act } from '@testing-library/react';
import { type ReactNode, StrictMode, Suspense, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { forgetStepDrafts } from './draft-store';
import { useItemBank } from './item-banks';
import { fakeApi } from './testing';
import { useStepDraft } from './use-step-draft';

/**
 * A render that waits for data in `use` is replayed by React once the data is in, with the hooks
 * it kept (in a transition, as the app hydrates and navigates). The replay must call `use` again,
 * or the page's next hook fails (React error #467, recovered as #520 by rendering again: seen in
 * the console of /jpref/survey, 2026-11-29). Each case: a flow page's shape, the data, then a hook
 * of the page's own.
 */
beforeEach(() => {
  forgetStepDrafts();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderInTransition(page: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const recovered: unknown[] = [];
  const root = createRoot(container, { onRecoverableError: (error) => recovered.push(error) });
  await act(async () => {
    startTransition(() =>
      root.render(
        <StrictMode>
          <Provider store={makeStore()}>
            <Suspense fallback={<p>불러오는 중</p>}>{page}</Suspense>
          </Provider>
        </StrictMode>,
      ),
    );
  });
  const text = container.textContent;
  act(() => root.unmount());
  container.remove();
  return { recovered, text };
}

function Survey({ userId }: { userId: string }) {
  const draft = useStepDraft('jpref', userId);
  const [shown] = useState('설문');
  return <p>{`${shown}: ${JSON.stringify(draft.answers)}`}</p>;
}

function Questions() {
  const bank = useItemBank('jpref');
  const [shown] = useState('질문');
  return <p>{`${shown} ${bank.questions.length}개`}</p>;
}

describe('a render replayed once its data is in', () => {
  it("waits for a signed-in person's saved answers (useStepDraft)", async () => {
    fakeApi({
      'POST /api/assessments/import': { status: 200, body: { data: { imported: [], kept: [] } } },
      'GET /api/jpref': { status: 200, body: { data: { answers: { 'jp-pace': 'fast' } }, meta: null } },
    });
    const { recovered, text } = await renderInTransition(<Survey userId="user-1" />);
    expect(recovered).toEqual([]);
    expect(text).toBe('설문: {"answers":{"jp-pace":"fast"}}');
  });

  it('waits for a step’s item bank (useItemBank)', async () => {
    fakeApi();
    const { recovered, text } = await renderInTransition(<Questions />);
    expect(recovered).toEqual([]);
    expect(text).toMatch(/^질문 \d+개$/);
  });
});
