import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import FeedbackPrompt, { FEEDBACK_SEEN_AFTER_MS } from './feedback-prompt';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The server: which steps are complete and whether the dialog was shown; every path asked is recorded. */
function stubServer({ complete = true, hasShownModal = false, failing = '' } = {}) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      asked.push(path);
      if (path === failing) return new Response('{}', { status: 500 });
      const body = path.endsWith('/is-complete') ? { data: { isComplete: complete } } : { data: { hasShownModal } };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

/**
 * An IntersectionObserver the test drives: like the browser's, it first reports where the marker
 * is when observed (`inViewAtStart`); `reachEnd()` then brings it into view.
 */
function stubView({ inViewAtStart = false } = {}) {
  let notify: IntersectionObserverCallback = () => undefined;
  let target: Element | undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        notify = callback;
      }
      observe(element: Element) {
        target = element;
        notify(
          [{ target, isIntersecting: inViewAtStart } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
      disconnect() {}
    },
  );
  return {
    reachEnd: () =>
      act(async () => {
        notify([{ target, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }),
  };
}

function renderPrompt() {
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <FeedbackPrompt />
    </Provider>,
  );
  return { store, unmount: view.unmount };
}

describe('feedback prompt at the end of the recommendations list', () => {
  it('asks for the dialog once the person has reached the end of their list, and all six steps are complete', async () => {
    const asked = stubServer();
    const view = stubView();
    const { store } = renderPrompt();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // Not before the list was seen: not even a question to the server.
    expect(asked).toEqual([]);
    expect(store.getState().notices.showing).toBeNull();

    await view.reachEnd();
    expect(asked.filter((path) => path.endsWith('/is-complete'))).toHaveLength(6);
    expect(asked).toContain('/api/voc-feedback/check-modal');
    expect(store.getState().notices.showing).toBe('feedback');
  });

  it('does not ask when a step is not complete, a check fails, or the server has shown it', async () => {
    for (const server of [{ complete: false }, { failing: '/api/kskill/is-complete' }, { hasShownModal: true }]) {
      stubServer(server);
      const view = stubView();
      const { store, unmount } = renderPrompt();
      await view.reachEnd();
      expect(store.getState().notices).toMatchObject({ showing: null, waiting: [] });
      unmount();
    }
  });

  it('withdraws the dialog when the page is left', async () => {
    stubServer();
    const view = stubView();
    const { store, unmount } = renderPrompt();
    await view.reachEnd();
    expect(store.getState().notices.showing).toBe('feedback');
    unmount();
    expect(store.getState().notices.showing).toBeNull();
  });

  it('asks once the list has been on screen for 15 s, without any scrolling', async () => {
    expect(FEEDBACK_SEEN_AFTER_MS).toBe(15_000);
    const asked = stubServer();
    stubView();
    vi.useFakeTimers();
    try {
      const { store } = renderPrompt();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(14_900);
      });
      expect(asked).toEqual([]);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(100);
      });
      vi.useRealTimers();
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expect(store.getState().notices.showing).toBe('feedback');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not count the top 3 as seen when they are on screen from the start (the 15 s do)', async () => {
    const asked = stubServer();
    stubView({ inViewAtStart: true });
    renderPrompt();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(asked).toEqual([]);
  });
});
