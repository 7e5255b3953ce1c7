import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { createRouteMatcher } from '../../shared/route-match';
import { pageHeadHtml } from '../web/page-head';
import { sendNotFound } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** `route-preloads.json`, written by the build (`scripts/lib/route-preloads-plugin.ts`). */
const routePreloadsSchema = z.array(
  z.object({
    path: z.string(),
    js: z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)),
    css: z.array(z.string().regex(/^\/assets\/[\w.-]+\.css$/)),
  }),
);

/** A route's `index.html` with its preload links and styles, before the page's own head. */
interface PageTemplate {
  /** The route's pattern (`/job-browser/:jobName`). */
  path: string;
  html: string;
  styleSources: string[];
}

/** One path's HTML, as served. */
interface PageHtml {
  html: string;
  etag: string;
  /** CSP sources (`'sha256-…'`) for the page's inline `<style>` elements. */
  styleSources: string[];
  /** Brotli's quality for this HTML (0–11). */
  quality: number;
  /** The HTML compressed, by coding, each made the first time a browser asks for it. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

type Encoding = 'br' | 'gzip';

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

/** The first script's style sheet, as Vite links it from `index.html`. */
const ENTRY_STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * `index.html` for every client route so deep links and reloads work. Unknown `/api/*` paths
 * and missing files get the contract's 404 body instead.
 *
 * Each route's HTML also names the code of its page (`<link rel="modulepreload">`, from the
 * build's `route-preloads.json`), so the browser fetches it with the first script instead of after
 * running it, and carries the styles of the shell and of that page inline (see `inlineStyle`).
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const hasWebApp = webRoot !== undefined && existsSync(path.join(webRoot, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  const templateFor = hasWebApp ? loadPageTemplates(webRoot) : () => undefined;
  // Each path's HTML (its head names its own job, article…), built on its first request. Bounded:
  // any path of `/:username` is a page, and a crawler may ask for many.
  const pages = new LRUCache<string, PageHtml>({
    max: MAX_CACHED_PAGES,
    maxSize: MAX_CACHED_PAGE_BYTES,
    // The HTML and, later, up to two compressed copies of it.
    sizeCalculation: (page) => page.html.length * 2,
  });
  const building = new Map<string, Promise<PageHtml>>();
  const pageFor = async (template: PageTemplate, pathname: string): Promise<PageHtml> => {
    const cached = pages.get(pathname);
    if (cached) return cached;
    let build = building.get(pathname);
    if (!build) {
      build = buildPage(app, template, pathname).finally(() => building.delete(pathname));
      building.set(pathname, build);
    }
    const page = await build;
    pages.set(pathname, page);
    return page;
  };

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasWebApp || !isPageRequest(request)) return sendNotFound(request, reply);
    reply.header('cache-control', REVALIDATE);
    const pathname = request.url.split('?')[0] ?? '/';
    const template = templateFor(pathname);
    if (!template) return reply.sendFile('index.html');
    const page = await pageFor(template, pathname);
    // Compressed ahead: the compression plugin works on routes, and a page is not one.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const etag = encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
    reply.header('vary', 'accept-encoding');
    reply.header('etag', etag);
    // Before the 304 too: a browser takes a 304's headers for the copy it keeps.
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', allowStyles(policy, page.styleSources));
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.type('text/html; charset=utf-8');
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(encodedHtml(page, encoding));
  });
}

/** Most paths whose HTML is kept, and the most memory they take (a job page is about 20 KB with its styles). */
const MAX_CACHED_PAGES = 1_000;
const MAX_CACHED_PAGE_BYTES = 48 * 1024 * 1024;

/** Each route's `index.html` with its preload links and styles, built once; nothing when the build wrote no list. */
function loadPageTemplates(webRoot: string): (pathname: string) => PageTemplate | undefined {
  const listFile = path.join(webRoot, 'route-preloads.json');
  if (!existsSync(listFile)) return () => undefined;
  const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const rows = routePreloadsSchema.parse(JSON.parse(readFileSync(listFile, 'utf8')));
  // Read once: every route's HTML has the shell's sheet and the icon, and pages share sheets.
  const styles = new Map<string, ReturnType<typeof inlineStyle>>();
  const styleOf = (file: string) => {
    if (!styles.has(file)) styles.set(file, inlineStyle(webRoot, file));
    return styles.get(file);
  };
  const favicon = inlineFavicon(webRoot);
  const templates: PageTemplate[] = rows.map((row) => {
    const styleSources: string[] = [];
    const inline = (file: string, link: string, marker: string) => {
      const style = styleOf(file);
      if (!style) return link;
      styleSources.push(style.source);
      return `${style.element}${marker}`;
    };
    const withShell = template
      .replace(FAVICON_LINK, (link) => favicon ?? link)
      .replace(ENTRY_STYLESHEET, (link, file: string) => inline(file, link, ''));
    const links = [
      ...row.js.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
      // The page's style sheets are inline too. The disabled link fetches nothing; it tells the
      // code that loads the page's chunk (Vite's preload helper) that the sheet is on the page.
      ...row.css.map((file) =>
        inline(
          file,
          `<link rel="preload" as="style" crossorigin href="${file}">`,
          `<link rel="stylesheet" href="${file}" disabled>`,
        ),
      ),
    ];
    const html = withShell.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
    return { path: row.path, html, styleSources };
  });
  return createRouteMatcher(templates);
}

const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const TEMPLATE_DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/;

/**
 * The HTML of one path: its route's template with the page's own head (title, description,
 * canonical URL, previews, structured data: `src/server/web/head.ts`) in place of the template's
 * title and description, and the data it shows first. A path whose parameters cannot be decoded
 * keeps the template's head.
 */
async function buildPage(app: FastifyInstance, template: PageTemplate, pathname: string): Promise<PageHtml> {
  let html = template.html;
  const head = await pageHeadHtml(app, template.path, pathname);
  if (head !== undefined) {
    const indent = /([ \t]*)<title>/.exec(html)?.[1] ?? '';
    html = html.replace(TEMPLATE_DESCRIPTION, '').replace(TEMPLATE_TITLE, () => head.split('\n').join(`\n${indent}`));
  }
  html = await withPageData(app, template.path, pathname, html);
  // A route with parameters has a page per job, article…: brotli's 10 makes nearly the bytes of
  // its 11 in a fifth of the time (about 10 ms against 50 ms for a job page), once per path.
  const quality = template.path.includes(':') ? 10 : 11;
  return { styleSources: template.styleSources, ...bodyOf(html, quality) };
}

/** The HTML with its ETag; compressed later, by `encodedHtml` (`quality`: brotli's, 0–11). */
function bodyOf(html: string, quality: number): Pick<PageHtml, 'html' | 'etag' | 'quality' | 'encoded'> {
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  return { html, etag, quality, encoded: {} };
}

function encodedHtml(page: PageHtml, encoding: Encoding): Buffer {
  page.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: page.quality } })
      : gzipSync(page.html, { level: page.quality >= 9 ? 9 : 6 });
  return page.encoded[encoding];
}

/**
 * The API answer a page shows first, by route: an article's or a story's text, which is what the
 * reader came for and the largest thing on the screen. The page's HTML carries it
 * (`src/client/lib/page-data.ts`), so it shows in the app's first render instead of after a round
 * trip the code makes once it has run (docs/performance.md). Same URLs as the web app's
 * `articleUrl` and `storyUrl`.
 */
const PAGE_DATA: Record<string, (id: string) => string> = {
  '/articles/:id': (id) => `/api/articles/${encodeURIComponent(id)}`,
  '/stories/:id': (id) => `/api/stories/${encodeURIComponent(id)}`,
};

/** The page's HTML with its data, when its route has some and the API answers 200; else as it is. */
async function withPageData(app: FastifyInstance, pattern: string, pathname: string, html: string): Promise<string> {
  const urlOf = PAGE_DATA[pattern];
  const id = pathname.split('/').filter(Boolean)[1];
  if (!urlOf || id === undefined) return html;
  let url: string;
  try {
    url = urlOf(decodeURIComponent(id));
  } catch {
    return html;
  }
  const answer = await app.inject({ method: 'GET', url });
  if (answer.statusCode !== 200) return html;
  // `<` escaped, so nothing in the text can end the element; JSON reads `\u003c` back as `<`.
  const json = answer.body.replaceAll('<', '\\u003c');
  const element = `<script type="application/json" id="page-data" data-for="${url}">${json}</script>`;
  return html.replace('</body>', `  ${element}\n  </body>`);
}

/**
 * A built style sheet as an inline `<style>`, with its CSP source. The page then paints from its
 * HTML alone, without a request per sheet before the first paint: on a slow phone network each
 * is a round trip, and the connection it holds is one the first script cannot use
 * (docs/performance.md). Nothing when the file is missing or could close the element early.
 */
function inlineStyle(webRoot: string, file: string): { element: string; source: string } | undefined {
  const filePath = path.join(webRoot, file);
  if (!existsSync(filePath)) return undefined;
  const css = readFileSync(filePath, 'utf8');
  if (/<\/style/i.test(css)) return undefined;
  return { element: `<style>${css}</style>`, source: `'sha256-${createHash('sha256').update(css).digest('base64')}'` };
}

const FAVICON_LINK = /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml" \/>/;

/**
 * The icon link with the icon itself as a `data:` URL: on a slow network the browser's request for
 * it would otherwise hold a connection while the first script waits for one (docs/performance.md).
 */
function inlineFavicon(webRoot: string): string | undefined {
  const file = path.join(webRoot, 'favicon.svg');
  if (!existsSync(file)) return undefined;
  const svg = readFileSync(file, 'utf8').trim();
  return `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}" type="image/svg+xml" />`;
}

/** The page's Content-Security-Policy, with its inline styles allowed by their hashes. */
function allowStyles(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(
    /(^|;\s*)style-src ([^;]*)/,
    (_match, start: string, list: string) => `${start}style-src ${list} ${sources.join(' ')}`,
  );
}

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname.startsWith('/api/') || pathname === '/api') return false;
  // A path with a file extension is a missing asset, not a client route.
  return !/\.[a-z0-9]+$/i.test(pathname);
}
