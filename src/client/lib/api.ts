import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import type { ErrorCode } from '../../shared/errors';
import { HttpError, type HttpErrorKind, request } from './http';

/**
 * The web app's one data layer (RTK Query): this `createApi` knows no endpoint; each feature
 * injects its own (`features/<name>/<name>-api.ts`) with the cache tags its reads provide and its
 * writes invalidate. Requests go through `lib/http.ts`, so failures carry the same Korean
 * messages the pages showed before.
 */

/** What a failed request leaves in the cache: `HttpError`'s fields, as plain (serialisable) data. */
export interface ApiError {
  kind: HttpErrorKind | 'aborted';
  message: string;
  status?: number;
  code?: ErrorCode;
  fields?: Record<string, string>;
  /** The rest of the body's `error`, for the routes that document more (e.g. a 404's `nearest`). */
  details?: Record<string, unknown>;
}

interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Lets the request outlive a page that is closing (the last draft save). */
  keepalive?: boolean;
}

/**
 * The store's `extra` argument: the server renders with a store whose requests go through
 * `app.inject` with the visitor's cookie (`src/server/plugins/web/page-render.ts`).
 */
export interface ApiExtra {
  fetch?: typeof fetch;
}

function apiErrorOf(error: unknown): ApiError {
  if (error instanceof HttpError)
    return {
      kind: error.kind,
      message: error.message,
      ...(error.status === undefined ? {} : { status: error.status }),
      ...(error.code === undefined ? {} : { code: error.code }),
      ...(error.fields === undefined ? {} : { fields: error.fields }),
      ...(error.details === undefined ? {} : { details: error.details }),
    };
  return { kind: 'aborted', message: error instanceof Error ? error.message : '요청을 처리하지 못했어요.' };
}

const httpBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiError> = async (args, { signal, extra }) => {
  const { url, method = 'GET', body, keepalive } = typeof args === 'string' ? { url: args } : args;
  const fetchFn = (extra as ApiExtra | undefined)?.fetch;
  try {
    const data = await request<unknown>(method, url, {
      signal,
      ...(body === undefined ? {} : { body }),
      ...(keepalive ? { keepalive } : {}),
      ...(fetchFn ? { fetch: fetchFn } : {}),
    });
    return { data: data ?? null };
  } catch (error) {
    return { error: apiErrorOf(error) };
  }
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  tagTypes: [
    'Article',
    'Story',
    'Page',
    'Job',
    'MissionCategory',
    'Mission',
    'DailyMissions',
    'RandomMissions',
    'Roadmap',
    'DreamList',
    'Recommendation',
    'Report',
    'Take',
    'Achievement',
    'ReminderSettings',
    'WeeklySummary',
  ],
  // Server data the app keeps while it is open: a page visited again shows at once, and
  // the writes that change it say so with their tags.
  keepUnusedDataFor: 300,
  // The server's cache, handed to the browser's store with the page (`app/store.ts`).
  extractRehydrationInfo(action, { reducerPath }) {
    const { type, payload } = action as { type: string; payload?: Record<string, unknown> };
    // biome-ignore lint/suspicious/noExplicitAny: RTK Query types the rehydrated slice as its own internal state.
    if (type === 'app/hydrateFromServer') return payload?.[reducerPath] as any;
    return undefined;
  },
  endpoints: () => ({}),
});

/** The data of an API answer shaped `{ data: T }`, as most of the contract's answers are. */
export const dataOf = <T>(answer: { data: T }): T => answer.data;

/** Throws a failed mutation's error as the `HttpError` the forms already show by its fields. */
export function httpErrorOf(error: unknown): HttpError {
  const failure = (error ?? {}) as Partial<ApiError>;
  return new HttpError(
    failure.kind === 'aborted' || failure.kind === undefined ? 'network' : failure.kind,
    failure.message ?? '요청을 처리하지 못했어요.',
    {
      ...(failure.status === undefined ? {} : { status: failure.status }),
      ...(failure.code === undefined ? {} : { code: failure.code }),
      ...(failure.fields === undefined ? {} : { fields: failure.fields }),
      ...(failure.details === undefined ? {} : { details: failure.details }),
    },
  );
}

/**
 * A mutation's answer, or its failure thrown as an `HttpError` (what the pages and forms already
 * read: `status`, `fields`, a Korean `message`).
 */
export async function answerOf<T>(mutation: { unwrap: () => Promise<T> }): Promise<T> {
  try {
    return await mutation.unwrap();
  } catch (error) {
    throw httpErrorOf(error);
  }
}
