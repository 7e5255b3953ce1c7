import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { LOCAL_KEYS } from '../../shared/constants';
import { assessmentsSlice } from '../features/assessments/assessments-slice';
import { authSlice } from '../features/auth/auth-slice';
import { mayHaveSession, refreshUser, restoreUser, userSlice } from '../features/auth/user-slice';
import { removeItem, writeJson } from '../lib/storage';

export const rootReducer = combineSlices(userSlice, authSlice, assessmentsSlice);

export function makeStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  return configureStore({ reducer: rootReducer, ...(preloadedState ? { preloadedState } : {}) });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/** Keeps the signed-in user copied in local storage (spec §3), so a reload shows it at once. */
function persistUser(store: AppStore): () => void {
  let last = store.getState().user.user;
  return store.subscribe(() => {
    const user = store.getState().user.user;
    if (user === last) return;
    last = user;
    if (user) writeJson('local', LOCAL_KEYS.user, user);
    else removeItem('local', LOCAL_KEYS.user);
  });
}

/**
 * Start-up (spec §4): the user saved in local storage shows at once, then the server confirms it.
 * The check is skipped when no session can exist (see `mayHaveSession`).
 */
export function startUser(store: AppStore): void {
  store.dispatch(restoreUser());
  persistUser(store);
  if (mayHaveSession(store.getState().user)) void store.dispatch(refreshUser());
}
