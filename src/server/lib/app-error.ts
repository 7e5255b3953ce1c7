import { ERROR_MESSAGES, type ErrorCode } from '../../shared/errors';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_AUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_TAKEN: 409,
  WRONG_PASSWORD: 400,
  FORBIDDEN_ORIGIN: 403,
  TOO_MANY_ATTEMPTS: 429,
  CONFLICT: 409,
  PROVIDER_NOT_CONFIGURED: 503,
  ACCOUNT_NOT_FOUND: 404,
  OAUTH_FAILED: 400,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

export interface AppErrorOptions {
  /** A more specific Korean message than the code's default. */
  message?: string;
  /** Field name → Korean message, for 400 answers. */
  fields?: Record<string, string>;
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  /**
   * More of the body's `error` beside code, message and fields, e.g. the nearest jobs of a
   * 'why not X?' 404. Only a route whose response schema for the status names them sends them.
   */
  details?: Readonly<Record<string, unknown>>;
}

/** An expected failure: services throw it, the error handler turns it into the contract's body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = STATUS_BY_CODE[code];
    this.fields = options.fields;
    this.headers = options.headers;
    this.details = options.details;
  }
}
