/**
 * The part of Redux Toolkit the app uses (`createSlice`, `createAsyncThunk`, `combineSlices`,
 * `configureStore`), in about 1 KB (gzip) instead of 9 KB with immer and redux: the production
 * build resolves `@reduxjs/toolkit` to this module (`vite.config.ts`); types come from Redux
 * Toolkit itself, and the client tests run once on each (docs/decisions/005).
 *
 * The one difference a slice can feel: there is no immer. A case reducer gets a shallow copy of
 * its slice's state, so it may assign the slice's own fields (`state.user = …`, `state.n += 1`) or
 * return a new state, as the app's slices do; it must not write inside a nested object. Outside
 * production builds the state is deep-frozen, so such a write throws in the tests.
 */

interface Action {
  type: string;
  payload?: unknown;
  meta?: unknown;
  error?: unknown;
}

// The lite toolkit runs whatever reducers and payload creators the slices give it; their types
// are checked against Redux Toolkit's own declarations at the import sites.
// biome-ignore lint/suspicious/noExplicitAny: see above.
type Any = any;
type CaseReducer = (state: Any, action: Any) => unknown;
type Matcher = (action: Action) => boolean;

interface ActionCreator {
  (...args: Any[]): Action;
  type: string;
  match(action: unknown): boolean;
}

function isAction(value: unknown): value is Action {
  return typeof value === 'object' && value !== null && typeof (value as Action).type === 'string';
}

function actionCreator(type: string, create: (...args: Any[]) => Action = (payload) => ({ type, payload })) {
  return Object.assign(create, {
    type,
    match: (action: unknown) => isAction(action) && action.type === type,
    toString: () => type,
  }) as ActionCreator;
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** Runs a case reducer on a shallow copy; the old state is kept when nothing changed, as with immer. */
function runCase(reducer: CaseReducer, state: Any, action: Action): Any {
  const draft = Array.isArray(state) ? [...state] : { ...state };
  const returned = reducer(draft, action);
  const next = returned !== undefined ? returned : shallowEqual(draft, state) ? state : draft;
  return import.meta.env.PROD ? next : deepFreeze(next);
}

interface Builder {
  addCase(type: string | { type: string }, reducer: CaseReducer): Builder;
  addMatcher(matches: Matcher, reducer: CaseReducer): Builder;
  addDefaultCase(reducer: CaseReducer): Builder;
}

type Selector = (state: Any, ...args: Any[]) => unknown;

interface SliceOptions<R, S> {
  name: string;
  reducerPath?: string;
  initialState: unknown;
  reducers?: R;
  extraReducers?: (builder: Builder) => void;
  selectors?: S;
}

export function createSlice<
  R extends Record<string, CaseReducer> = Record<never, CaseReducer>,
  S extends Record<string, Selector> = Record<never, Selector>,
>({ name, reducerPath = name, initialState, reducers, extraReducers, selectors }: SliceOptions<R, S>) {
  const cases = new Map<string, CaseReducer>();
  const matchers: Array<[Matcher, CaseReducer]> = [];
  let defaultCase: CaseReducer | undefined;
  const actions = {} as { [K in keyof R]: ActionCreator };
  for (const [key, caseReducer] of Object.entries(reducers ?? {}) as Array<[keyof R & string, CaseReducer]>) {
    actions[key] = actionCreator(`${name}/${key}`);
    cases.set(`${name}/${key}`, caseReducer);
  }
  const builder: Builder = {
    addCase(type, caseReducer) {
      cases.set(typeof type === 'string' ? type : type.type, caseReducer);
      return builder;
    },
    addMatcher(matches, caseReducer) {
      matchers.push([matches, caseReducer]);
      return builder;
    },
    addDefaultCase(caseReducer) {
      defaultCase = caseReducer;
      return builder;
    },
  };
  extraReducers?.(builder);
  const initial = deepFreeze(typeof initialState === 'function' ? initialState() : initialState);

  // Redux Toolkit's order: the action's case, then every matcher that matches, else the default.
  function reducer(state: unknown = initial, action: Action): unknown {
    const caseReducer = cases.get(action.type);
    let next = caseReducer ? runCase(caseReducer, state, action) : state;
    let handled = caseReducer !== undefined;
    for (const [matches, matcherReducer] of matchers) {
      if (!matches(action)) continue;
      next = runCase(matcherReducer, next, action);
      handled = true;
    }
    return handled || !defaultCase ? next : runCase(defaultCase, next, action);
  }

  const boundSelectors = {} as { [K in keyof S]: Selector };
  for (const [key, select] of Object.entries(selectors ?? {}) as Array<[keyof S & string, Selector]>) {
    boundSelectors[key] = (rootState, ...args) => select(rootState[reducerPath], ...args);
  }
  return { name, reducerPath, reducer, actions, selectors: boundSelectors, getInitialState: () => initial };
}

type SliceLike = { reducerPath: string; reducer: (state: unknown, action: Action) => unknown };

/** One reducer for slices, each under its `reducerPath`. */
export function combineSlices(...slices: SliceLike[]) {
  return (state: Record<string, unknown> = {}, action: Action) => {
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const slice of slices) {
      next[slice.reducerPath] = slice.reducer(state[slice.reducerPath], action);
      changed ||= next[slice.reducerPath] !== state[slice.reducerPath];
    }
    return changed ? next : state;
  };
}

type Listener = () => void;

/** A Redux store that also runs thunks (functions given to `dispatch`). */
export function configureStore<T>({
  reducer,
  preloadedState,
}: {
  reducer: (state: Any, action: Action) => T;
  preloadedState?: unknown;
}) {
  let state = reducer(preloadedState, { type: '@@toolkit-lite/INIT' });
  const listeners = new Set<Listener>();
  const store = {
    getState: (): T => state,
    dispatch(action: Action | ((dispatch: Any, getState: () => unknown, extra: unknown) => unknown)): unknown {
      if (typeof action === 'function') return action(store.dispatch, store.getState, undefined);
      if (!isAction(action)) throw new Error('Actions must be objects with a string `type`.');
      state = reducer(state, action);
      for (const listener of [...listeners]) listener();
      return action;
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return store;
}

class RejectWithValue {
  constructor(
    readonly payload: unknown,
    readonly meta?: unknown,
  ) {}
}

/** The `error` of a rejected action: what can be serialized of the thrown value. */
function serializeError(value: unknown): { name?: string; message?: string; stack?: string; code?: string } {
  if (typeof value !== 'object' || value === null) return { message: String(value) };
  const error: Record<string, string> = {};
  for (const key of ['name', 'message', 'stack', 'code'] as const) {
    const field = (value as Record<string, unknown>)[key];
    if (typeof field === 'string') error[key] = field;
  }
  return error;
}

let lastRequestId = 0;

/** A thunk that dispatches `pending`, then `fulfilled` or `rejected`, and resolves to the last. */
export function createAsyncThunk(typePrefix: string, payloadCreator: (arg: Any, api: Any) => unknown) {
  const pending = actionCreator(`${typePrefix}/pending`, (requestId: string, arg: unknown) => ({
    type: `${typePrefix}/pending`,
    payload: undefined,
    meta: { arg, requestId, requestStatus: 'pending' },
  }));
  const fulfilled = actionCreator(`${typePrefix}/fulfilled`, (payload: unknown, requestId: string, arg: unknown) => ({
    type: `${typePrefix}/fulfilled`,
    payload,
    meta: { arg, requestId, requestStatus: 'fulfilled' },
  }));
  const rejected = actionCreator(
    `${typePrefix}/rejected`,
    (error: unknown, requestId: string, arg: unknown, payload?: unknown, withValue = false) => ({
      type: `${typePrefix}/rejected`,
      payload,
      error: withValue ? { message: 'Rejected' } : serializeError(error),
      meta: {
        arg,
        requestId,
        rejectedWithValue: withValue,
        requestStatus: 'rejected',
        aborted: false,
        condition: false,
      },
    }),
  );

  function thunk(arg?: unknown) {
    return (dispatch: (action: Action) => unknown, getState: () => unknown, extra: unknown) => {
      lastRequestId += 1;
      const requestId = `r${lastRequestId}`;
      const controller = new AbortController();
      const promise = (async () => {
        let final: Action;
        try {
          dispatch(pending(requestId, arg));
          const result = await payloadCreator(arg, {
            dispatch,
            getState,
            extra,
            requestId,
            signal: controller.signal,
            rejectWithValue: (value: unknown, meta?: unknown) => new RejectWithValue(value, meta),
            fulfillWithValue: (value: unknown) => value,
          });
          final =
            result instanceof RejectWithValue
              ? rejected(undefined, requestId, arg, result.payload, true)
              : fulfilled(result, requestId, arg);
        } catch (error) {
          final =
            error instanceof RejectWithValue
              ? rejected(undefined, requestId, arg, error.payload, true)
              : rejected(error, requestId, arg);
        }
        dispatch(final);
        return final;
      })();
      return Object.assign(promise, {
        arg,
        requestId,
        abort: () => controller.abort(),
        unwrap: () =>
          promise.then((action) => {
            if (action.type === rejected.type) throw action.payload !== undefined ? action.payload : action.error;
            return action.payload;
          }),
      });
    };
  }
  return Object.assign(thunk, { pending, fulfilled, rejected, typePrefix });
}
