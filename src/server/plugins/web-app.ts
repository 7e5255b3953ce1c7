import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BETA_SEEN_COOKIE } from '../../shared/constants';
import type { RouteHead } from '../../shared/route-head';
import { pageHeadHtml } from '../web/page-head';
import { sendNotFound } from './errors';
import { assemblePage, loadRouteTemplates } from './web/page-html';
import { injectFetch, loadServerRenderer, type RenderedPage, type ServerRenderer } from './web/page-render';
import {
  ANONYMOUS_CACHE_CONTROL,
  canonicalPageUrl,
  createPageCache,
  type PageBody,
  PERSONAL_CACHE_CONTROL,
  pageBody,
  routeOf,
  sendPage,
} from './web/page-response';
import { registerStaticAssets } from './web/static-assets';

/**
 * Serves the web app (docs/decisions/006): its built files (`web/static-assets.ts`), and every
 * other GET that is not the API as a page rendered on the server with React (`web/page-render.ts`)
 * in its route's HTML (`web/page-html.ts`, head tags from `web/page-head.ts`), sent compressed
 * with an ETag (`web/page-response.ts`). Anonymous pages are kept a minute and may be kept by a
 * CDN. Unknown `/api/*` paths and missing files get the contract's 404 body instead.
 *
 * `ssrEntry` is the built server renderer (`dist/ssr/entry-server.js`, next to `dist/web` by
 * default); without one, pages go out unrendered and the browser renders them.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | undefined,
  ssrEntry: string | undefined = webRoot && path.join(webRoot, '..', 'ssr', 'entry-server.js'),
): Promise<void> {
  const hasWebApp = webRoot !== undefined && existsSync(path.join(webRoot, 'index.html'));
  if (!hasWebApp) {
    app.setNotFoundHandler(sendNotFound);
    return;
  }
  await registerStaticAssets(app, webRoot);
  const templateFor = loadRouteTemplates(webRoot);
  const renderer = ssrEntry ? await loadServerRenderer(ssrEntry) : undefined;
  const cache = createPageCache();
  const inFlight = new Map<string, Promise<{ body: PageBody; cacheable: boolean }>>();

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPageRequest(request)) return sendNotFound(request, reply);
    const signedIn = request.user !== null;
    // A first visit's page carries the beta notice, a returning visitor's does not: two pages
    // per URL, kept apart here by the cookie that decides (caches outside by `Vary: cookie`).
    const showBetaNotice = request.cookies[BETA_SEEN_COOKIE] === undefined;
    const pageUrl = canonicalPageUrl(request.url);
    const cacheKey = `${showBetaNotice ? 'beta-notice' : 'no-notice'} ${pageUrl}`;
    // A shared result card can be revoked at any moment: its page is never kept, here or by a CDN.
    // (`request.url` is the normalised path: lib/request-url.ts, before routing.)
    const keepable = !signedIn && !isSharedCardPath(request.url);
    if (!keepable) {
      const page = await renderPageBody(app, request, { pageUrl, renderer, templateFor, showBetaNotice });
      return sendPage(request, reply, page.body, PERSONAL_CACHE_CONTROL);
    }
    const kept = cache.get(cacheKey);
    if (kept) return sendPage(request, reply, kept, ANONYMOUS_CACHE_CONTROL);
    // Visitors asking for the same page at once share one render (and so one ETag).
    let rendering = inFlight.get(cacheKey);
    if (!rendering) {
      rendering = renderPageBody(app, request, { pageUrl, renderer, templateFor, showBetaNotice })
        // The kept page, not the rendered one, goes to everyone waiting: its HTML is dropped then.
        .then((page) => (page.cacheable ? { ...page, body: cache.keep(cacheKey, page.body) } : page))
        .finally(() => inFlight.delete(cacheKey));
      inFlight.set(cacheKey, rendering);
    }
    const page = await rendering;
    return sendPage(request, reply, page.body, ANONYMOUS_CACHE_CONTROL);
  });
}

interface PageRender {
  /** The request's URL without the query parameters the page does not read. */
  pageUrl: string;
  renderer: ServerRenderer | undefined;
  templateFor: ReturnType<typeof loadRouteTemplates>;
  showBetaNotice: boolean;
}

/** Renders a page for this request into its route's HTML. */
async function renderPageBody(
  app: FastifyInstance,
  request: FastifyRequest,
  { pageUrl, renderer, templateFor, showBetaNotice }: PageRender,
): Promise<{ body: PageBody; cacheable: boolean }> {
  const pathname = pageUrl.split('?')[0] ?? '/';
  const template = templateFor(pathname);
  let rendered: RenderedPage | undefined;
  try {
    rendered = await renderer?.renderPage({
      url: pageUrl,
      signedIn: request.user !== null,
      fetch: injectFetch(app, request.headers.cookie),
      showBetaNotice,
    });
  } catch (error) {
    // The page still goes out: unrendered, the browser renders it.
    request.log.error({ err: error }, 'server rendering failed');
  }
  const routePattern = rendered?.routePattern ?? routeOf(pathname)?.path;
  // The page's own head (its subject's title, Open Graph, JSON-LD: src/server/web), from its route
  // module's; a title and description only when the path names nothing the route list knows.
  // A page whose render failed keeps its route's generic title: its subject is not known.
  const routeHead = rendered?.head ?? (await routeHeadOf(renderer, pathname, request));
  const head = pageHeadHtml(app, routePattern, pathname, {
    head: routeHead,
    headData: rendered?.headData,
    subjectFromData: rendered ? rendered.subjectFromData === true : routeHead?.subject !== undefined,
  });
  const html = assemblePage(template, { head, appHtml: rendered?.html ?? '', state: rendered?.state });
  return {
    body: pageBody(html, rendered?.status ?? 200, template.styleSources),
    cacheable: rendered?.complete ?? false,
  };
}

/** The head of a page whose render threw, from its route module; none without a renderer. */
async function routeHeadOf(
  renderer: ServerRenderer | undefined,
  pathname: string,
  request: FastifyRequest,
): Promise<RouteHead | undefined> {
  try {
    return await renderer?.routeHeadOf(pathname);
  } catch (error) {
    request.log.error({ err: error }, 'route head failed');
    return undefined;
  }
}

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname.startsWith('/api/') || pathname === '/api') return false;
  // A path with a file extension is a missing asset, not a client route.
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/** `/share/{id}` (any case: the router matches paths case-insensitively). */
function isSharedCardPath(url: string): boolean {
  return /^\/share\//i.test(url);
}
