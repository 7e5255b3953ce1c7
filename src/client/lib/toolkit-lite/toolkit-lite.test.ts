import { describe, expect, it } from 'vitest';
import { combineSlices, configureStore, createAsyncThunk, createSlice } from '.';

const load = createAsyncThunk('things/load', async (arg: { fail?: 'throw' | 'reject' }, { rejectWithValue }) => {
  if (arg.fail === 'throw') throw new Error('서버가 답하지 않아요');
  if (arg.fail === 'reject') return rejectWithValue('다시 시도해 주세요');
  return ['a', 'b'];
});

interface ThingsState {
  items: string[];
  loading: boolean;
  error: string | null;
  nested: { n: number };
}

const things = createSlice({
  name: 'things',
  initialState: { items: [] as string[], loading: false, error: null as string | null, nested: { n: 0 } },
  reducers: {
    clear(state: ThingsState) {
      state.items = [];
    },
    touch() {},
    bumpNested(state: ThingsState) {
      state.nested.n += 1;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(load.pending, (state) => {
        state.loading = true;
      })
      .addCase(load.fulfilled, (state, action) => {
        state.loading = false;
        state.items = action.payload;
      })
      .addCase(load.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? action.error.message ?? null;
      })
      .addMatcher(
        (action) => action.type.endsWith('/rejected'),
        (state) => {
          state.items = ['(matcher ran after the case)', ...state.items];
        },
      );
  },
  selectors: { selectItems: (state: ThingsState) => state.items },
});

const makeStore = () => {
  const store = configureStore({ reducer: combineSlices(things) });
  return { ...store, getState: () => store.getState() as { things: ThingsState } };
};

describe('toolkit-lite', () => {
  it('runs a thunk: pending at once, then fulfilled, resolving to the final action', async () => {
    const store = makeStore();
    const running = store.dispatch(load({}) as never) as Promise<{ type: string }>;
    expect(store.getState().things.loading).toBe(true);
    const final = await running;
    expect(load.fulfilled.match(final)).toBe(true);
    expect(things.selectors.selectItems(store.getState())).toEqual(['a', 'b']);
  });

  it('rejects with the value given to rejectWithValue, or with the thrown error’s message', async () => {
    const store = makeStore();
    const rejected = (await store.dispatch(load({ fail: 'reject' }) as never)) as { type: string; payload: unknown };
    expect(load.rejected.match(rejected)).toBe(true);
    expect(rejected.payload).toBe('다시 시도해 주세요');
    expect(store.getState().things.error).toBe('다시 시도해 주세요');
    await store.dispatch(load({ fail: 'throw' }) as never);
    expect(store.getState().things.error).toBe('서버가 답하지 않아요');
    expect(store.getState().things.items[0]).toBe('(matcher ran after the case)');
  });

  it('unwraps to the payload, or throws what the thunk rejected with', async () => {
    const store = makeStore();
    const ok = store.dispatch(load({}) as never) as unknown as { unwrap(): Promise<unknown> };
    await expect(ok.unwrap()).resolves.toEqual(['a', 'b']);
    const failed = store.dispatch(load({ fail: 'reject' }) as never) as unknown as { unwrap(): Promise<unknown> };
    await expect(failed.unwrap()).rejects.toBe('다시 시도해 주세요');
  });

  it('keeps the same state object when a case changes nothing, and tells subscribers of each action', () => {
    const store = makeStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    const before = store.getState();
    store.dispatch(things.actions.touch());
    expect(store.getState()).toBe(before);
    store.dispatch(things.actions.clear());
    expect(store.getState()).not.toBe(before);
    expect(calls).toBe(2);
    unsubscribe();
    store.dispatch(things.actions.clear());
    expect(calls).toBe(2);
  });

  it('refuses a write inside a nested object, which only immer could have copied', () => {
    const store = makeStore();
    expect(() => store.dispatch(things.actions.bumpNested())).toThrow(TypeError);
  });

  it('names actions after their slice', () => {
    expect(things.actions.clear()).toEqual({ type: 'things/clear', payload: undefined });
    expect(things.actions.clear.type).toBe('things/clear');
  });
});
