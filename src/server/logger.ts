import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/**
 * Structured logs that never hold a password, cookie, token or personal data (docs/security.md,
 * V7): request bodies are not logged, the query string (which carries OAuth codes) is cut from
 * URLs, the headers and fields that carry secrets or personal data are redacted wherever they
 * appear, and every logged error goes through one serializer ({@link serializeError}) that keeps
 * what explains a failure (type, code, SQL text, stack) and drops what it was about (query values,
 * PostgreSQL's `detail`, e-mail addresses and long tokens in messages).
 */
export function loggerOptions(config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        ...PERSONAL_FIELDS.map((field) => `*.${field}`),
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        id: request.id,
        method: request.method,
        path: request.url.split('?')[0],
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      // Fastify types the serializer's answer as pino's own shape; ours always has type and message.
      err: (error: Error) => serializeError(error) as { type: string; message: string; stack: string },
    },
  };
}

const REDACTED = '[redacted]';

/** Fields that hold secrets or a person's data, redacted in any logged object. */
const PERSONAL_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'tokenHash',
  'passwordHash',
  'email',
  'params',
  'detail',
  'note',
  'reflection',
  'comeup',
  'answers',
  'improvementSuggestions',
];

/** Error properties that explain a failure without carrying any of the data it was about. */
const KEPT_ERROR_FIELDS = ['code', 'statusCode', 'severity', 'routine', 'table', 'column', 'constraint', 'errno'];

const EMAIL = /[^\s@"'(),;<>[\]]+@[^\s@"'(),;<>[\]]+\.[^\s@"'(),;<>[\]]+/g;
/** Session tokens, their hashes, state values: long runs of hex or base64url. */
const LONG_TOKEN = /\b[A-Za-z0-9_-]{32,}\b/g;
/** Drizzle appends the query's values to its message: `Failed query: …\nparams: a,b,c`. */
const PARAMS_LINE = /\nparams: .*/g;
/** PostgreSQL's detail, e.g. `Key (email)=(a@b.c) already exists`. */
const KEY_VALUE = /\(([^()]*)\)=\((?:[^()]|\([^()]*\))*\)/g;

/** A text with e-mail addresses, long tokens, query values and key values cut out. */
function redactText(text: string): string {
  return text
    .replace(PARAMS_LINE, `\nparams: ${REDACTED}`)
    .replace(KEY_VALUE, `($1)=(${REDACTED})`)
    .replace(EMAIL, '[email]')
    .replace(LONG_TOKEN, REDACTED);
}

/** The one error serializer of every log line: type, code, redacted message and stack, and its causes. */
function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: redactText(String(error)) };
  const fields = error as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { type: error.name, message: redactText(error.message) };
  for (const name of KEPT_ERROR_FIELDS) {
    const value = fields[name];
    if (typeof value === 'string' || typeof value === 'number') out[name] = value;
  }
  // The SQL text has placeholders ($1), not values; kept to find the failing query.
  if (typeof fields.query === 'string') out.query = redactText(fields.query).slice(0, 2000);
  if (error.stack) out.stack = redactText(error.stack);
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}
