import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { HeadData } from '../../../shared/head-data';
import type { RouteHead } from '../../../shared/route-head';

/**
 * The server renderer: the web app's `entry-server.tsx`, built by `vite build --ssr` into
 * `dist/ssr/entry-server.js` and imported here at start-up. It renders a page with React and its
 * data; the data layer's requests come back into this server through `app.inject`, with the
 * visitor's cookie, so they pass the same routes, validation and session as the browser's.
 */
export interface RenderedPage {
  html: string;
  state: unknown;
  status: 200 | 404;
  complete: boolean;
  routePattern: string | undefined;
  /** The page's head as its route module declares it (the not-found page's for no pattern). */
  head: RouteHead;
  /** What the head says about the page's subject, from the data it was rendered with. */
  headData?: HeadData | undefined;
  /** The route module names its subject from its data: without `headData`, it does not exist. */
  subjectFromData?: boolean;
}

export interface ServerRenderer {
  renderPage(request: {
    url: string;
    signedIn: boolean;
    fetch: typeof fetch;
    /** The page carries the beta notice: the request has no `BETA_SEEN_COOKIE` (docs/decisions/007). */
    showBetaNotice: boolean;
  }): Promise<RenderedPage>;
  /** The head the route module of a path declares, for a page whose render threw. */
  routeHeadOf(pathname: string): Promise<RouteHead>;
}

/** The built renderer, or nothing when there is none (a test's web root, or `vite build --ssr` not run). */
export async function loadServerRenderer(entry: string): Promise<ServerRenderer | undefined> {
  if (!existsSync(entry)) return undefined;
  const module: unknown = await import(pathToFileURL(entry).href);
  const renderPage = (module as { renderPage?: unknown }).renderPage;
  const routeHeadOf = (module as { routeHeadOf?: unknown }).routeHeadOf;
  if (typeof renderPage !== 'function') throw new Error(`${entry} exports no renderPage`);
  if (typeof routeHeadOf !== 'function') throw new Error(`${entry} exports no routeHeadOf`);
  return {
    renderPage: renderPage as ServerRenderer['renderPage'],
    routeHeadOf: routeHeadOf as ServerRenderer['routeHeadOf'],
  };
}

/** A `fetch` that answers from this server's own routes, as the visitor (their cookie). */
export function injectFetch(app: FastifyInstance, cookie: string | undefined): typeof fetch {
  return async (input, init) => {
    const url =
      typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (cookie) headers.cookie = cookie;
    if (typeof init?.body === 'string') headers['content-type'] = 'application/json';
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const bodyless = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(bodyless ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}
