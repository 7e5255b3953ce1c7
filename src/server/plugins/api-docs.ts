import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { PRODUCT_NAME } from '../../shared/constants';
import { errorBodySchema } from '../../shared/contracts/common';
import { STORABLE_TEXT_PATTERN } from '../../shared/validation/text';
import { escapeHtml } from '../lib/escape-html';

interface OpenApiOperation {
  summary?: string;
  tags?: string[];
}

/**
 * The OpenAPI document, generated from the routes' zod schemas (the same schemas that validate,
 * through fastify-type-provider-zod's transform): JSON at `/api/docs/json` and a readable,
 * script-free index at `/api/docs` (so it works under the strict CSP).
 *
 * Besides each route's own answers, every route documents the ones the layers in front of it
 * give ({@link answersOfEveryRoute}), and every request string carries the text rule the text
 * guard enforces (no NUL, no lone surrogate) as a pattern.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!isDocumentedPath(route.url) || route.schema?.hide) return;
    const schema = route.schema ?? {};
    const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
    const answers = answersOfEveryRoute(route.method);
    for (const status of Object.keys(answers)) response[status] ??= answers[status];
    route.schema = { ...schema, response };
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        description: 'JSON in and out; success bodies are `{ data }`, errors `{ error: { code, message, fields? } }`.',
        version: '1.0.0',
      },
    },
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      const request = output.schema as Record<string, unknown>;
      for (const part of ['body', 'params', 'querystring']) withTextRule(request[part]);
      return output;
    },
    transformObject: jsonSchemaTransformObject,
  });

  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());

  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) => {
    const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
    const rows = Object.entries(document.paths ?? {}).flatMap(([route, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) =>
          `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(route)}</code></td><td>${escapeHtml(operation.summary ?? '')}</td></tr>`,
      ),
    );
    const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${PRODUCT_NAME} API</title></head>
<body><h1>${PRODUCT_NAME} API</h1><p>OpenAPI 문서(JSON): <a href="/api/docs/json">/api/docs/json</a></p>
<table><thead><tr><th>메서드</th><th>경로</th><th>설명</th></tr></thead><tbody>${rows.join('')}</tbody></table></body></html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });
}

function isDocumentedPath(url: string): boolean {
  return (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url === '/healthz' || url === '/readyz';
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What any route may answer whatever its handler does: 400 (a URL that is not UTF-8, a missing
 * Host), 431 (headers too large), 503 (the database unreachable); and for a state-changing
 * method 403 (another origin), 413 (body over 1 MB) and 415 (not JSON).
 */
function answersOfEveryRoute(method: string | string[]): Record<string, z.ZodType> {
  const methods = Array.isArray(method) ? method : [method];
  const answers: Record<string, z.ZodType> = { 400: errorBodySchema, 431: errorBodySchema, 503: errorBodySchema };
  if (methods.some((m) => STATE_CHANGING.has(m))) {
    Object.assign(answers, { 403: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema });
  }
  return answers;
}

type JsonNode = Record<string, unknown>;

/** Adds the storable-text pattern to every string of a request schema that has no pattern, enum or const of its own. */
function withTextRule(root: unknown): void {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    const schema = node as JsonNode;
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (
      types.includes('string') &&
      schema.pattern === undefined &&
      schema.enum === undefined &&
      schema.const === undefined
    ) {
      schema.pattern = STORABLE_TEXT_PATTERN;
    }
    for (const key of ['properties', 'patternProperties']) {
      const children = schema[key];
      if (children && typeof children === 'object') stack.push(...Object.values(children));
    }
    for (const key of ['items', 'additionalProperties', 'not', 'anyOf', 'oneOf', 'allOf', 'prefixItems']) {
      stack.push(schema[key]);
    }
  }
}
