import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { LOCAL_KEYS } from '../../shared/constants';
import { assessmentsSlice } from '../features/assessments/assessments-slice';
import { authSlice } from '../features/auth/auth-slice';
import { userSlice } from '../features/auth/user-slice';
import { removeItem, writeJson } from '../lib/storage';

export const rootReducer = combineSlices(userSlice, authSlice, assessmentsSlice);

export function makeStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  return configureStore({ reducer: rootReducer, ...(preloadedState ? { preloadedState } : {}) });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/** Keeps the signed-in user copied in local storage (spec §3), so a reload shows it at once. */
export function persistUser(store: AppStore): () => void {
  let last = store.getState().user.user;
  return store.subscribe(() => {
    const user = store.getState().user.user;
    if (user === last) return;
    last = user;
    if (user) writeJson('local', LOCAL_KEYS.user, user);
    else removeItem('local', LOCAL_KEYS.user);
  });
}
