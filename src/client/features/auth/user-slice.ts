import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { LOCAL_KEYS, SIGNED_IN_HINT_COOKIE } from '../../../shared/constants';
import type { User } from '../../../shared/contracts/auth';
import type { ApiExtra } from '../../lib/api';
import { readCookie } from '../../lib/cookies';
import { http } from '../../lib/http';
import { readJson } from '../../lib/storage';

/** The user slice of the spec (§3): the signed-in user, and the last check's error. */
export interface UserState {
  user: User | null;
  checkError: string | null;
}

const initialState: UserState = { user: null, checkError: null };

/**
 * `GET /api/auth/check`: success stores the user, failure clears it (spec §4). A thunk, not a
 * query: log-in and sign-up wait for it (`auth-slice.ts`), and its answer lives in this slice.
 */
export const refreshUser = createAsyncThunk('user/refresh', async (_: undefined, { extra }) => {
  // On the server, `extra.fetch` sends it through the server itself, with the visitor's cookie.
  const send = (extra as ApiExtra | undefined)?.fetch;
  const { data } = await http.get<{ data: { user: User } }>('/api/auth/check', send ? { fetch: send } : {});
  return data.user;
});

/**
 * Whether this browser may hold a session the server should confirm at start-up (spec §4): a user
 * restored from local storage, or the signed-in hint cookie the server sets beside the session
 * (it also covers a social log-in, which comes back as a fresh page load). With neither, the
 * visitor is anonymous and nothing is asked: the 401 would be a console error on every first visit.
 */
export function mayHaveSession(state: UserState): boolean {
  return state.user !== null || readCookie(SIGNED_IN_HINT_COOKIE) !== null;
}

/**
 * `POST /api/auth/logout`; the user is cleared even when the call fails (spec §4): a thunk so
 * the clearing happens before the call (`logout.pending`).
 */
export const logout = createAsyncThunk('user/logout', async () => {
  await http.post<void>('/api/auth/logout');
});

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    /** At start-up, the user saved in local storage is shown at once, before the check answers. */
    restoreUser(state) {
      state.user = readJson<User>('local', LOCAL_KEYS.user);
    },
    setUser(state, action: PayloadAction<User | null>) {
      state.user = action.payload;
      state.checkError = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(refreshUser.fulfilled, (state, action) => {
        state.user = action.payload;
        state.checkError = null;
      })
      .addCase(refreshUser.rejected, (state, action) => {
        state.user = null;
        state.checkError = action.error.message ?? null;
      })
      .addCase(logout.pending, (state) => {
        state.user = null;
      })
      .addMatcher(
        (action) => action.type === 'auth/withdraw/fulfilled',
        (state) => {
          state.user = null;
        },
      );
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsLoggedIn: (state) => state.user !== null,
  },
});

export const { restoreUser, setUser } = userSlice.actions;
export const { selectUser, selectIsLoggedIn } = userSlice.selectors;
