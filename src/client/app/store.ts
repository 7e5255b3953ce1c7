import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { LOCAL_KEYS } from '../../shared/constants';
import { celebrationSlice } from '../features/achievements/celebration-slice';
import { connectAssessmentRequests } from '../features/assessments/assessments-api';
import { assessmentsSlice } from '../features/assessments/assessments-slice';
import { authSlice } from '../features/auth/auth-slice';
import { mayHaveSession, refreshUser, restoreUser, userSlice } from '../features/auth/user-slice';
import { type ApiExtra, api } from '../lib/api';
import { noticesSlice } from '../lib/notice-queue';
import { removeItem, writeJson } from '../lib/storage';

/**
 * The spec's slices (user, auth, loading: `assessments`), RTK Query's cache (`api`), the queue
 * that shows one notice at a time (`notices`) and the level-up and achievement celebrations
 * waiting to be shown (`celebrations`, browser only).
 */
const rootReducer = combineSlices(userSlice, authSlice, assessmentsSlice, noticesSlice, celebrationSlice, api);

export type PreloadedState = Partial<ReturnType<typeof rootReducer>>;

/**
 * A store for one page view: the browser's, or one per request on the server (`extra.fetch` then
 * sends the data layer's requests through the server itself, `entry-server.tsx`).
 */
export function makeStore(preloadedState?: PreloadedState, extra: ApiExtra = {}) {
  const store = configureStore({
    reducer: rootReducer,
    ...(preloadedState ? { preloadedState } : {}),
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  connectAssessmentRequests(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/**
 * Keeps the signed-in user copied in local storage (spec §3), so a reload shows it at once. When
 * the person logs out or another logs in, the cached server data was someone else's: it goes.
 */
function persistUser(store: AppStore): () => void {
  let last = store.getState().user.user;
  return store.subscribe(() => {
    const user = store.getState().user.user;
    if (user === last) return;
    const wasSomeoneElse = last !== null && last.id !== user?.id;
    last = user;
    if (wasSomeoneElse) store.dispatch(api.util.resetApiState());
    if (user) writeJson('local', LOCAL_KEYS.user, user);
    else removeItem('local', LOCAL_KEYS.user);
  });
}

/**
 * Start-up (spec §4): the user saved in local storage shows at once, then the server confirms it.
 * The check is skipped when no session can exist (see `mayHaveSession`).
 */
export function startUser(store: AppStore, { fromServer = false }: { fromServer?: boolean } = {}): void {
  // A page the server rendered says who is signed in already: its session was just checked, and
  // the copy in local storage follows it.
  if (fromServer) {
    const { user } = store.getState().user;
    if (user) writeJson('local', LOCAL_KEYS.user, user);
    else removeItem('local', LOCAL_KEYS.user);
  } else store.dispatch(restoreUser());
  persistUser(store);
  if (!fromServer && mayHaveSession(store.getState().user)) void store.dispatch(refreshUser());
}

/** The state the server rendered a page with, as it writes it into the page and the browser reads it back. */
export type ServerState = Pick<RootState, 'user' | 'auth' | 'assessments' | 'notices' | 'api'>;

/** The action that hands the server's RTK Query cache to the browser's store (`api.extractRehydrationInfo`). */
const HYDRATE_FROM_SERVER = 'app/hydrateFromServer';

/** A store for the page the server rendered, with the server's state (`main.tsx`). */
export function makeHydratedStore(state: ServerState): AppStore {
  const { api: cache, ...slices } = state;
  const store = makeStore(slices);
  store.dispatch({ type: HYDRATE_FROM_SERVER, payload: { [api.reducerPath]: cache } });
  return store;
}
