import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS, SIGNED_IN_HINT_COOKIE } from '../../shared/constants';
import type { User } from '../../shared/contracts/auth';
import { deleteCookie, setCookie } from '../test/cookies';
import { makeStore, startUser } from './store';

const USER: User = {
  id: 'u1',
  email: 'person@example.com',
  providers: ['password'],
  marketingConsent: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  deleteCookie(SIGNED_IN_HINT_COOKIE);
});

/** Stubs the server's `GET /api/auth/check`: signed in as USER, or 401. */
function stubCheck(signedIn: boolean) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    signedIn
      ? Response.json({ data: { user: USER } })
      : Response.json({ error: { code: 'NOT_AUTHENTICATED', message: '로그인이 필요해요.' } }, { status: 401 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const checkCalls = (fetchMock: ReturnType<typeof stubCheck>) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === '/api/auth/check');

describe('startUser', () => {
  it('asks the server nothing on an anonymous visit (no stored user, no signed-in hint)', async () => {
    const fetchMock = stubCheck(false);
    const store = makeStore();
    startUser(store);
    // A request would have been sent synchronously; let any pending work settle all the same.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().user).toEqual({ user: null, checkError: null });
  });

  it('shows a stored user at once, then confirms it with the server', async () => {
    window.localStorage.setItem(LOCAL_KEYS.user, JSON.stringify(USER));
    const fetchMock = stubCheck(true);
    const store = makeStore();
    startUser(store);
    expect(store.getState().user.user).toEqual(USER);
    await vi.waitFor(() => expect(checkCalls(fetchMock)).toHaveLength(1));
  });

  it('clears a stored user the server no longer knows, in state and in local storage', async () => {
    window.localStorage.setItem(LOCAL_KEYS.user, JSON.stringify(USER));
    const fetchMock = stubCheck(false);
    const store = makeStore();
    startUser(store);
    await vi.waitFor(() => expect(store.getState().user.user).toBeNull());
    expect(checkCalls(fetchMock)).toHaveLength(1);
    expect(window.localStorage.getItem(LOCAL_KEYS.user)).toBeNull();
  });

  it('picks up a session known only by its hint cookie (as after a social log-in) and stores the user', async () => {
    setCookie(SIGNED_IN_HINT_COOKIE, '1');
    const fetchMock = stubCheck(true);
    const store = makeStore();
    startUser(store);
    await vi.waitFor(() => expect(store.getState().user.user).toEqual(USER));
    expect(checkCalls(fetchMock)).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem(LOCAL_KEYS.user) ?? 'null')).toEqual(USER);
  });
});

describe('startUser on a page the server rendered', () => {
  it('takes the user the server names, asks nothing, and keeps local storage in step with it', async () => {
    const fetchMock = stubCheck(true);
    window.localStorage.setItem(LOCAL_KEYS.user, JSON.stringify({ ...USER, id: 'someone-else' }));
    const signedOut = makeStore({ user: { user: null, checkError: null } });
    startUser(signedOut, { fromServer: true });
    expect(signedOut.getState().user.user).toBeNull();
    expect(window.localStorage.getItem(LOCAL_KEYS.user)).toBeNull();

    const signedIn = makeStore({ user: { user: USER, checkError: null } });
    startUser(signedIn, { fromServer: true });
    expect(JSON.parse(window.localStorage.getItem(LOCAL_KEYS.user) ?? 'null')).toEqual(USER);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(checkCalls(fetchMock)).toEqual([]);
  });
});
