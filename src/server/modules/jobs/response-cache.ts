import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { JSON_CONTENT_TYPE } from '../../lib/send-serialised';

/**
 * The catalog does not change while the server runs, so its answers are computed, checked
 * against their response schema and serialised once per distinct request, then served from
 * memory as bytes, with an ETag and a Cache-Control that lets browsers and proxies reuse them
 * briefly. @fastify/etag, registered with the catalog's routes, answers 304 when the client has it.
 */
const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

interface CachedAnswer {
  body: Buffer;
  etag: string;
}

export class CatalogResponseCache {
  /** Bounded: arbitrary search words must not grow the memory without bound; the least used go first. */
  readonly #answers: LRUCache<string, CachedAnswer>;

  /** @param version changes whenever the catalog does; it is part of every ETag. */
  constructor(
    private readonly version: string,
    maxEntries = 2_000,
  ) {
    this.#answers = new LRUCache({ max: maxEntries });
  }

  /** The answer for `key`, computed by `compute` and checked by `schema` the first time. */
  answer<T>(key: string, schema: z.ZodType<T>, compute: () => T): CachedAnswer {
    const cached = this.#answers.get(key);
    if (cached) return cached;
    const body = Buffer.from(JSON.stringify(schema.parse(compute())));
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 16);
    const answer = { body, etag: `"${this.version.slice(0, 8)}-${hash}"` };
    this.#answers.set(key, answer);
    return answer;
  }
}

export function sendCached(
  reply: FastifyReply,
  answer: CachedAnswer,
  cacheControl: string = CATALOG_CACHE_CONTROL,
): FastifyReply {
  return reply
    .header('etag', answer.etag)
    .header('cache-control', cacheControl)
    .type(JSON_CONTENT_TYPE)
    .send(answer.body);
}
