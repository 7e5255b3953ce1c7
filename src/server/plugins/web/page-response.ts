import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { allowStyles } from './page-html';

/** A page's HTML as sent: its ETag, and its compressed forms, each made the first time asked for. */
export interface PageBody {
  html: string;
  status: number;
  etag: string;
  /** CSP sources (`'sha256-…'`) for the page's inline `<style>` elements. */
  styleSources: readonly string[];
  encoded: Partial<Record<Encoding, Buffer>>;
}

type Encoding = 'br' | 'gzip';

/**
 * Anonymous pages are the same for every visitor: a CDN may keep one for a minute and serve it
 * stale while it asks again. A signed-in person's page is theirs: kept by no one but their browser.
 */
export const ANONYMOUS_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
export const PERSONAL_CACHE_CONTROL = 'private, no-cache';

export function pageBody(html: string, status: number, styleSources: readonly string[]): PageBody {
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  return { html, status, etag, styleSources, encoded: {} };
}

/** Brotli if the browser takes it, else gzip, else none (`q=0` refuses a coding). */
function preferredEncoding(header: string | string[] | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

function encoded(page: PageBody, encoding: Encoding): Buffer {
  // Quality 5: pages are rendered per request or kept a minute, so compressing must stay cheap.
  page.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(page.html, { level: 6 });
  return page.encoded[encoding];
}

/**
 * Sends a page compressed as the browser accepts (the compression plugin works on routes, and a
 * page is not one), with an ETag per coding, and 304 when the browser has it already.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageBody, cacheControl: string) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const etag = encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
  reply.header('cache-control', cacheControl);
  // A signed-in person's page differs from a visitor's, and a first visit's (with the beta notice)
  // from a returning visitor's (docs/decisions/007): caches keep them apart by the cookie.
  reply.header('vary', 'accept-encoding, cookie');
  reply.header('etag', etag);
  // Before the 304 too: a browser takes a 304's headers for the copy it keeps.
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', allowStyles(policy, page.styleSources));
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.code(page.status).type('text/html; charset=utf-8');
  if (!encoding) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(encoded(page, encoding));
}

/**
 * Rendered anonymous pages by URL and beta-notice state (`web-app.ts` makes the key), for a
 * minute: a popular job page is rendered once a minute, not once a visit. At most 500 pages, the
 * least recently used going first.
 */
export function createPageCache(): LRUCache<string, PageBody> {
  return new LRUCache<string, PageBody>({ max: 500, ttl: 60_000 });
}
