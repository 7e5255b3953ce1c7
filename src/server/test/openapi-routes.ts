import type { TestApp } from './test-app';

/** The parts of an OpenAPI 3.1 document the fuzz and access-control tests read. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  tags?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One operation of the API, as the OpenAPI document describes it. */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path template, e.g. `/api/user-roadmap/{id}`. */
  path: string;
  /** `GET /api/user-roadmap/{id}`: how tests name a route. */
  key: string;
  tags: string[];
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  body: JsonSchema | undefined;
  /** The status codes the route documents. */
  statuses: string[];
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** The app's OpenAPI document, fetched the way a client does (`GET /api/docs/json`). */
export async function fetchOpenApi(t: TestApp): Promise<OpenApiDocument> {
  const res = await t.app.inject({ url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  return res.json<OpenApiDocument>();
}

/** Every operation of the document, in the document's order. */
export function listRoutes(doc: OpenApiDocument): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [lower, operation] of Object.entries(operations)) {
      const method = lower.toUpperCase();
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      routes.push({
        method: method as ApiRoute['method'],
        path,
        key: `${method} ${path}`,
        tags: operation.tags ?? [],
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        statuses: Object.keys(operation.responses ?? {}),
      });
    }
  }
  return routes;
}

/** Follows a `#/components/schemas/X` reference (one level is all the document uses). */
export function resolveSchema(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return doc.components?.schemas?.[name] ?? {};
}
