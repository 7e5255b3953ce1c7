import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '../../shared/constants';
import { escapeHtml } from '../lib/escape-html';

interface OpenApiOperation {
  summary?: string;
  tags?: string[];
}

/**
 * The OpenAPI document, generated from the routes' zod schemas: JSON at `/api/docs/json` and a
 * readable, script-free index at `/api/docs` (so it works under the strict CSP).
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        description: 'JSON in and out; success bodies are `{ data }`, errors `{ error: { code, message, fields? } }`.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
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
