import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createRouteMatcher } from '../../shared/route-match';
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

interface PageHtml {
  path: string;
  html: string;
  etag: string;
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * `index.html` for every client route so deep links and reloads work. Unknown `/api/*` paths
 * and missing files get the contract's 404 body instead.
 *
 * Each route's HTML also names the code and styles of its page (`<link rel="modulepreload">`,
 * `<link rel="preload" as="style">`, from the build's `route-preloads.json`), so the browser
 * fetches them with the first script instead of after running it.
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
  const pageHtmlFor = hasWebApp ? loadPageHtml(webRoot) : () => undefined;

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (!hasWebApp || !isPageRequest(request)) return sendNotFound(request, reply);
    reply.header('cache-control', REVALIDATE);
    const page = pageHtmlFor(request.url.split('?')[0] ?? '/');
    if (!page) return reply.sendFile('index.html');
    reply.header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  });
}

/** Each route's `index.html` with its preload links, built once; nothing when the build wrote no list. */
function loadPageHtml(webRoot: string): (pathname: string) => PageHtml | undefined {
  const listFile = path.join(webRoot, 'route-preloads.json');
  if (!existsSync(listFile)) return () => undefined;
  const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const rows = routePreloadsSchema.parse(JSON.parse(readFileSync(listFile, 'utf8')));
  const pages: PageHtml[] = rows.map((row) => {
    const links = [
      ...row.js.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
      ...row.css.map((file) => `<link rel="preload" as="style" crossorigin href="${file}">`),
    ];
    const html = template.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
    return { path: row.path, html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
  });
  return createRouteMatcher(pages);
}

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname.startsWith('/api/') || pathname === '/api') return false;
  // A path with a file extension is a missing asset, not a client route.
  return !/\.[a-z0-9]+$/i.test(pathname);
}
