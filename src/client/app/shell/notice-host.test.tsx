import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BETA_SEEN_COOKIE, LOCAL_KEYS, SESSION_KEYS } from '../../../shared/constants';
import FeedbackPrompt from '../../features/feedback/feedback-prompt';
import { readCookie } from '../../lib/cookies';
import { initialNotices } from '../../lib/notice-queue';
import { deleteCookie } from '../../test/cookies';
import { makeStore } from '../store';
import { NoticeHost } from './notice-host';

const KAKAO =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.6.5';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const BETA = '진로의 시간은 베타 서비스예요';
const IN_APP = '외부 브라우저에서 열어 주세요';
const FEEDBACK = '여섯 단계를 모두 마쳤어요! 의견을 들려 주세요';

beforeAll(() => {
  // happy-dom's <dialog> lacks showModal; the open attribute is enough for these tests.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

/** The viewport as CSS media queries and `innerWidth` both see it. */
function setWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({ width });
  window.innerWidth = width;
}

let userAgent = CHROME;
beforeEach(() => {
  userAgent = CHROME;
  vi.spyOn(navigator, 'userAgent', 'get').mockImplementation(() => userAgent);
  setWidth(390);
  deleteCookie(BETA_SEEN_COOKIE);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The feedback checks as the server answers them for someone who finished all six steps. */
function stubFeedbackServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body = path.endsWith('/is-complete') ? { data: { isComplete: true } } : { data: { hasShownModal: false } };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

/** An IntersectionObserver the test drives: `scrollToEnd()` brings every observed element into view. */
function stubIntersections() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: { callback: IntersectionObserverCallback; elements: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, elements: [] };
        observers.add(this.entry);
      }
      observe(element: Element) {
        this.entry.elements.push(element);
        // Like the browser's: a first report of where the element is when observed (out of view).
        this.entry.callback(
          [{ target: element, isIntersecting: false } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
      disconnect() {
        observers.delete(this.entry);
      }
    },
  );
  return {
    scrollToEnd: () =>
      act(() => {
        for (const { callback, elements } of [...observers]) {
          callback(
            elements.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
        }
      }),
  };
}

/** The shell's notices on a few pages, with links between them; `serverBeta` as the server rendered it. */
async function renderShell({ path = '/', serverBeta = false } = {}) {
  const store = makeStore({ notices: initialNotices({ beta: serverBeta }) });
  await act(async () => {
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <nav>
            <Link to="/">홈</Link>
            <Link to="/articles">아티클</Link>
            <Link to="/job-rec">추천</Link>
          </nav>
          <Routes>
            <Route path="/job-rec" element={<FeedbackPrompt />} />
            <Route path="*" element={null} />
          </Routes>
          <NoticeHost />
        </MemoryRouter>
      </Provider>,
    );
  });
  return store;
}

const go = (name: string) => userEvent.click(screen.getByRole('link', { name }));
const welcome = () => screen.queryByRole('status');

describe('one notice at a time', () => {
  it('beta and desktop welcome: the beta notice, then the welcome on the next page', async () => {
    setWidth(1280);
    await renderShell({ serverBeta: true });
    expect(screen.getByRole('dialog', { name: BETA })).toBeInTheDocument();
    expect(welcome()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '나중에 할게요' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(welcome()).toBeNull();
    expect(window.localStorage.getItem(LOCAL_KEYS.hasSeenBetaModal)).toBe('true');
    expect(readCookie(BETA_SEEN_COOKIE)).toBe('1');

    await go('아티클');
    expect(await screen.findByRole('status')).toHaveTextContent('왼쪽 바로가기 메뉴로');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in-app browser and beta: the beta notice the server rendered, then the in-app notice on the next page', async () => {
    userAgent = KAKAO;
    await renderShell({ serverBeta: true });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: BETA })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '나중에 할게요' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await go('아티클');
    const inApp = await screen.findByRole('dialog', { name: IN_APP });
    await userEvent.click(screen.getByRole('button', { name: '확인했어요' }));
    expect(inApp).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(SESSION_KEYS.hasSeenInAppBrowserModal)).toBe('true');
    await go('홈');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('beta and feedback: the feedback dialog waits, and is asked for again when the person is back on their list', async () => {
    stubFeedbackServer();
    const view = stubIntersections();
    await renderShell({ path: '/job-rec', serverBeta: true });
    await view.scrollToEnd();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: BETA })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '나중에 할게요' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Another page: the feedback dialog belongs to the recommendations page, so it does not follow.
    await go('아티클');
    expect(screen.queryByRole('dialog')).toBeNull();

    await go('추천');
    expect(screen.queryByRole('dialog')).toBeNull();
    await view.scrollToEnd();
    expect(await screen.findByRole('dialog', { name: FEEDBACK })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('a returning visitor whose page the server rendered with the notice gets none, and the cookie', async () => {
    window.localStorage.setItem(LOCAL_KEYS.hasSeenBetaModal, 'true');
    await renderShell({ serverBeta: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readCookie(BETA_SEEN_COOKIE)).toBe('1');
  });

  it('shows the beta notice after hydration when the server left it out but local storage says it is due', async () => {
    await renderShell({ serverBeta: false });
    expect(screen.getByRole('dialog', { name: BETA })).toBeInTheDocument();
  });
});

describe('the desktop welcome speaks of the side menu only where there is one', () => {
  it('between 1024 and 1149px it points to the menu button', async () => {
    setWidth(1100);
    window.localStorage.setItem(LOCAL_KEYS.hasSeenBetaModal, 'true');
    await renderShell();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('메뉴 버튼');
    expect(notice).not.toHaveTextContent('바로가기 메뉴');
  });

  it('below 1024px it does not show', async () => {
    setWidth(1000);
    window.localStorage.setItem(LOCAL_KEYS.hasSeenBetaModal, 'true');
    await renderShell();
    expect(welcome()).toBeNull();
    expect(window.localStorage.getItem(LOCAL_KEYS.hasShownDesktopWelcome)).toBeNull();
  });
});
