import { createHash } from 'node:crypto';
import { brotliCompressSync, gunzipSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { cachedByPath } from '../../../shared/cached-lookup';
import { createRouteFinder, ROUTES } from '../../../shared/route-list';
import { allowStyles } from './page-html';

/** A page's HTML as sent: its ETag, and its compressed forms, each made the first time asked for. */
export interface PageBody {
  /**
   * The HTML as rendered; none once the page is kept (`PageCache.keep`), which holds only the
   * compressed forms (see {@link pageHtml}).
   */
  html: string | undefined;
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

/**
 * What changes from one render of the same page version to the next: RTK Query's id and times of
 * each request in the page's state (`"requestId":"…"`, `"startedTimeStamp":…`). Left out of the
 * ETag, so one version of a page has one ETag however often (or however many times at once) it
 * is rendered, and a browser's copy of an earlier render is answered 304.
 */
const PER_RENDER = /"(?:requestId":"[^"]*"|(?:started|fulfilled)TimeStamp":[0-9.e+]+)/g;

export function pageBody(html: string, status: number, styleSources: readonly string[]): PageBody {
  const version = html.replace(PER_RENDER, '');
  const etag = `"${createHash('sha256').update(version).digest('base64url').slice(0, 27)}"`;
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

export function encodePage(page: PageBody, encoding: Encoding): Buffer {
  const made = page.encoded[encoding];
  if (made) return made;
  const html = pageHtml(page);
  // Quality 5: pages are rendered per request or kept a minute, so compressing must stay cheap.
  // The size hint lets brotli size its window and tables to the page (a few hundred KB) instead
  // of its 4 MB default: native memory asked for and given back on every render.
  const encoded =
    encoding === 'br'
      ? brotliCompressSync(html, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
          },
        })
      : gzipSync(html, { level: 6 });
  page.encoded[encoding] = encoded;
  return encoded;
}

/** The page's HTML: as rendered, or, for a kept page, from its gzip form (a browser that takes neither coding is rare). */
export function pageHtml(page: PageBody): string {
  if (page.html !== undefined) return page.html;
  if (!page.encoded.gzip) throw new Error('a page without its HTML must have its gzip form');
  return gunzipSync(page.encoded.gzip).toString('utf8');
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
  // Compared here, not by @fastify/etag (og-images.ts, crawl-routes.ts use it): that plugin
  // answers 304 in its onSend hook, after the body is made (the HTML unzipped or encoded for this
  // coding); here a page's ETag, made once per coding when it was cached, is checked first.
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.code(page.status).type('text/html; charset=utf-8');
  if (!encoding) return reply.send(pageHtml(page));
  return reply.header('content-encoding', encoding).send(encodePage(page, encoding));
}

/**
 * The most the page cache holds, in bytes: about 150 of the largest pages (/job-browser with the
 * search index in its state, 200 KB as brotli and gzip) or a thousand job pages. Bounded by
 * bytes, not entries: 1,100 distinct `/job-browser?k=N` URLs once took the server from 630 MB
 * to 1.11 GB.
 */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** What a page holds in memory: its HTML as the engine stores Korean text (two bytes a character), and its compressed forms. */
export function pageBytes(page: PageBody): number {
  return (page.html?.length ?? 0) * 2 + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);
}

/** The route of a path (its line in `ROUTES`), each path's answer kept (`cachedByPath`): asked on every page request. */
export const routeOf = cachedByPath(createRouteFinder(ROUTES));

/**
 * The URL a page is rendered from and kept under: its path and only the query parameters its
 * route reads (`query` on its line in `ROUTES`, shared/route-list.ts), sorted by name. Anything else (`?k=N`,
 * `?utm_source=…`, `?fbclid=…`) renders the same page, so it must not make another render and
 * another cache entry: 2,000 such URLs were 2,000 renders of /job-browser (issue 30, item 10c).
 */
export function canonicalPageUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const pathname = url.slice(0, queryAt);
  const reads = new Set(routeOf(pathname)?.query ?? []);
  const kept = [...new URLSearchParams(url.slice(queryAt + 1))].filter(([name]) => reads.has(name));
  // Stable: repeated values of one parameter keep their order (`get` reads the first).
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query ? `${pathname}?${query}` : pathname;
}

export interface PageCache {
  get(key: string): PageBody | undefined;
  /**
   * Keeps a page as its two codings, made first, without its HTML (so what it weighs never grows
   * once kept), and returns the page as kept: send that one, and the HTML can be collected.
   */
  keep(key: string, page: PageBody): PageBody;
  pages(): IterableIterator<PageBody>;
}

/**
 * Rendered anonymous pages by URL and beta-notice state (`web-app.ts` makes the key), for a
 * minute: a popular job page is rendered once a minute, not once a visit. At most
 * {@link PAGE_CACHE_MAX_BYTES}, the least recently used going first.
 *
 * A kept page is only its brotli and gzip forms: Buffers outside the JavaScript heap, half of what
 * the HTML weighs there. Kept as HTML strings, the cache was 30-70 MB of V8's large-object space, and
 * V8 sizes its heap as a multiple of what stays alive after a collection
 * (docs/performance.md, page cache memory, 2026-11-28).
 */
export function createPageCache(maxBytes = PAGE_CACHE_MAX_BYTES): PageCache {
  const cache = new LRUCache<string, PageBody>({
    maxSize: maxBytes,
    sizeCalculation: pageBytes,
    ttl: 60_000,
  });
  return {
    get: (key) => cache.get(key),
    keep(key, page) {
      const kept: PageBody = {
        ...page,
        html: undefined,
        encoded: { br: encodePage(page, 'br'), gzip: encodePage(page, 'gzip') },
      };
      cache.set(key, kept);
      return kept;
    },
    pages: () => cache.values(),
  };
}
