import { HTTP_TIMEOUT_MS } from '../../shared/constants';
import { ERROR_MESSAGES, type ErrorCode, isErrorCode } from '../../shared/errors';

/**
 * The web app's one HTTP client: cookies on every call, a 10 s time-out, and every failure
 * turned into an `HttpError` whose `message` is Korean text a page can show as it is.
 */
export type HttpErrorKind = 'network' | 'timeout' | 'status';

export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly status: number | undefined;
  readonly code: ErrorCode | undefined;
  readonly fields: Record<string, string> | undefined;
  /** The rest of the body's `error`, for the routes that document more (e.g. a 404's `nearest`). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    kind: HttpErrorKind,
    message: string,
    details: {
      status?: number;
      code?: ErrorCode;
      fields?: Record<string, string>;
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.fields = details.fields;
    this.details = details.details;
  }
}

export const NETWORK_ERROR_MESSAGE = '네트워크에 연결할 수 없어요. 인터넷 연결을 확인하고 다시 시도해 주세요.';
/** The browser knows it has no network (`navigator.onLine`): a write is refused, never lost silently. */
export const OFFLINE_ERROR_MESSAGE = '지금은 인터넷에 연결되어 있지 않아요. 인터넷에 연결되면 다시 시도해 주세요.';
export const TIMEOUT_ERROR_MESSAGE = '서버 응답이 늦어지고 있어요. 잠시 후 다시 시도해 주세요.';

function statusErrorMessage(status: number): string {
  return `요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요. (오류 ${status})`;
}

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Lets the request outlive the page (analytics on leaving). */
  keepalive?: boolean;
  /** Sends the request with this instead of the browser's `fetch` (server rendering: `app.inject`). */
  fetch?: typeof fetch;
}

/** The API's base address; the web app is served by the same server, so it is relative. */
const API_BASE = '';

/** Who wants to know that the server said this browser has no session (any call's 401 NOT_AUTHENTICATED). */
const sessionEndedListeners = new Set<() => void>();

/** Calls `listener` whenever an API call answers 401 `NOT_AUTHENTICATED`; returns the unsubscribe. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? HTTP_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  const hasBody = options.body !== undefined;

  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(`${API_BASE}${path}`, {
      method,
      credentials: 'include',
      headers: hasBody ? { 'content-type': 'application/json' } : {},
      body: hasBody ? JSON.stringify(options.body) : null,
      signal,
      keepalive: options.keepalive ?? false,
    });
  } catch (err) {
    if (timeout.signal.aborted) throw new HttpError('timeout', TIMEOUT_ERROR_MESSAGE);
    if (options.signal?.aborted) throw err;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    throw new HttpError('network', offline ? OFFLINE_ERROR_MESSAGE : NETWORK_ERROR_MESSAGE);
  } finally {
    clearTimeout(timer);
  }

  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = errorFromResponse(response.status, payload);
    if (error.code === 'NOT_AUTHENTICATED') for (const listener of sessionEndedListeners) listener();
    throw error;
  }
  return payload as T;
}

function errorFromResponse(status: number, payload: unknown): HttpError {
  const error = (payload as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | undefined)?.error;
  const code = isErrorCode(error?.code) ? error.code : undefined;
  const message =
    typeof error?.message === 'string' ? error.message : code ? ERROR_MESSAGES[code] : statusErrorMessage(status);
  const fields =
    error?.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string>) : undefined;
  const { code: _code, message: _message, fields: _fields, ...rest } = error && typeof error === 'object' ? error : {};
  const details = Object.keys(rest).length > 0 ? (rest as Record<string, unknown>) : undefined;
  return new HttpError('status', message, {
    status,
    ...(code ? { code } : {}),
    ...(fields ? { fields } : {}),
    ...(details ? { details } : {}),
  });
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
