import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { LOCAL_KEYS } from '../../../shared/constants';
import type { User } from '../../../shared/contracts/auth';
import type { LoginBody, PasswordChangeBody, RegisterBody } from '../../../shared/validation/auth-rules';
import { http } from '../../lib/http';
import { removeItem } from '../../lib/storage';
import { refreshUser } from './user-slice';

/**
 * The auth slice of spec §3 (auth, authError, passwordUpdateMessage) and the global loading flag:
 * log-in, sign-up and password change each go loading → success or failure (spec §4).
 *
 * These stay thunks, beside RTK Query, because the spec fixes their order and the state they
 * leave: log-in and sign-up are followed by the user check before they succeed (§4), the
 * password change stores the server's message in this slice (§3, §8), and withdrawal clears
 * the user and then the three skipComeup keys (§4). Every other call is an RTK Query endpoint.
 */
interface AuthState {
  auth: User | null;
  authError: string | null;
  passwordUpdateMessage: string | null;
  loading: boolean;
}

const initialState: AuthState = { auth: null, authError: null, passwordUpdateMessage: null, loading: false };

const LOGIN_FAILED = '로그인 중 오류가 생겼어요.';
const REGISTER_FAILED = '회원가입 중 오류가 생겼어요.';
export const PASSWORD_FAILED = '비밀번호를 바꾸는 중 오류가 생겼어요.';
export const PASSWORD_CHANGED = '비밀번호를 바꿨어요.';

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Log-in; success is followed by a user check (spec §4). */
export const login = createAsyncThunk<User, LoginBody, { rejectValue: string }>(
  'auth/login',
  async (body, { dispatch, rejectWithValue }) => {
    try {
      const { data } = await http.post<{ data: { user: User } }>('/api/auth/login', body);
      await dispatch(refreshUser());
      return data.user;
    } catch (error) {
      return rejectWithValue(messageOf(error, LOGIN_FAILED));
    }
  },
);

/** Sign-up; a user fetch follows success (spec §4). */
export const register = createAsyncThunk<User, RegisterBody, { rejectValue: string }>(
  'auth/register',
  async (body, { dispatch, rejectWithValue }) => {
    try {
      const { data } = await http.post<{ data: { user: User } }>('/api/auth/register', body);
      await dispatch(refreshUser());
      return data.user;
    } catch (error) {
      return rejectWithValue(messageOf(error, REGISTER_FAILED));
    }
  },
);

export const updatePassword = createAsyncThunk<string, PasswordChangeBody, { rejectValue: string }>(
  'auth/updatePassword',
  async (body, { rejectWithValue }) => {
    try {
      const { data } = await http.patch<{ data: { message?: string } }>('/api/auth/password', body);
      return data.message ?? PASSWORD_CHANGED;
    } catch (error) {
      return rejectWithValue(messageOf(error, PASSWORD_FAILED));
    }
  },
);

/** Withdraw: the account is deleted, the user cleared and the three skipComeup keys removed. */
export const withdraw = createAsyncThunk('auth/withdraw', async () => {
  await http.delete<void>('/api/auth/withdraw');
  for (const key of [LOCAL_KEYS.skipComeupValue, LOCAL_KEYS.skipComeupStrength, LOCAL_KEYS.skipComeupInterest]) {
    removeItem('local', key);
  }
});

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    clearAuthError(state) {
      state.authError = null;
    },
    clearPasswordUpdateMessage(state) {
      state.passwordUpdateMessage = null;
    },
  },
  extraReducers: (builder) => {
    for (const thunk of [login, register] as const) {
      builder
        .addCase(thunk.pending, (state) => {
          state.loading = true;
          state.authError = null;
        })
        .addCase(thunk.fulfilled, (state, action) => {
          state.loading = false;
          state.auth = action.payload;
        })
        .addCase(thunk.rejected, (state, action) => {
          state.loading = false;
          state.authError = action.payload ?? (thunk === login ? LOGIN_FAILED : REGISTER_FAILED);
        });
    }
    builder
      .addCase(updatePassword.pending, (state) => {
        state.loading = true;
        state.passwordUpdateMessage = null;
      })
      .addCase(updatePassword.fulfilled, (state, action) => {
        state.loading = false;
        state.passwordUpdateMessage = action.payload;
      })
      .addCase(updatePassword.rejected, (state, action) => {
        state.loading = false;
        state.passwordUpdateMessage = action.payload ?? PASSWORD_FAILED;
      })
      .addCase(withdraw.fulfilled, () => initialState);
  },
  selectors: {
    selectAuthError: (state) => state.authError,
    selectAuthLoading: (state) => state.loading,
    selectPasswordUpdateMessage: (state) => state.passwordUpdateMessage,
  },
});

export const { clearAuthError, clearPasswordUpdateMessage } = authSlice.actions;
export const { selectAuthError, selectAuthLoading, selectPasswordUpdateMessage } = authSlice.selectors;
