import { PassThrough } from 'node:stream';
import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { matchPath, StaticRouter } from 'react-router';
import { cachedByPath } from '../shared/cached-lookup';
import type { HeadData } from '../shared/head-data';
import type { RouteHead } from '../shared/route-head';
import { headOf, type RouteContext } from './app/route-module';
import { AppRoutes, findPage, preloadPage } from './app/router';
import { makeStore, type ServerState } from './app/store';
import { refreshUser } from './features/auth/user-slice';
import { initialNotices, isQuietPage } from './lib/notice-queue';

/**
 * The server's half of the web app (built with `vite build --ssr` into `dist/ssr`, imported by
 * `src/server/plugins/page-render.ts`): renders a page with React, with its data, into HTML.
 */
export interface PageRequest {
  /** The path and query asked for. */
  url: string;
  /** Whether the request carries a session the server resolved (the user is then asked for). */
  signedIn: boolean;
  /** Sends the data layer's requests through the server itself, with the visitor's cookie. */
  fetch: typeof fetch;
  /** The request lacks `BETA_SEEN_COOKIE`: the page carries the beta notice (docs/decisions/007). */
  showBetaNotice?: boolean;
}

export interface RenderedPage {
  /** The app's HTML, for `<div id="root">`. */
  html: string;
  /** What the page was rendered with; the browser's store starts from it (`main.tsx`). */
  state: ServerState;
  /** 404 when no route knows the path, or the page's main data is not there (a job or an article that does not exist). */
  status: 200 | 404;
  /** False when a request for the page's data failed (its error state was rendered): not to be kept. */
  complete: boolean;
  /** The route pattern shown (`/job-browser/:jobName`); `undefined` for the not-found page. */
  routePattern: string | undefined;
  /** The page's head as its route module declares it (the not-found page's for no pattern). */
  head: RouteHead;
  /**
   * What the head says about the page's subject, from the data the page was rendered with (its
   * route module's `headData`): the server writes the head from it, without looking the subject
   * up again. `undefined` when the route names no subject or it does not exist.
   */
  headData: HeadData | undefined;
  /**
   * Whether the route module names its subject from its data (it has `headData`): with no
   * `headData`, the subject does not exist (a mistyped job), and the URL's words are no name for
   * the title.
   */
  subjectFromData: boolean;
}

/** The page of each path asked for, kept: a request looks it up three times (its data, its module, its render). */
const find = cachedByPath(findPage);

export async function renderPage({ url, signedIn, fetch, showBetaNotice = false }: PageRequest): Promise<RenderedPage> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const store = makeStore({ notices: initialNotices({ beta: showBetaNotice && !isQuietPage(pathname) }) }, { fetch });
  if (signedIn) await store.dispatch(refreshUser());
  const pattern = find(pathname)?.path;
  // Decoded, as the page's `useParams` gives them: the data is asked for (and cached) by the same keys.
  const params = Object.fromEntries(
    Object.entries(pattern === undefined ? {} : (matchPath(pattern, pathname)?.params ?? {})).map(([key, value]) => [
      key,
      value === undefined ? undefined : safeDecode(value),
    ]),
  );
  // The page's route module, so it renders at once instead of suspending (the browser does the
  // same), with the data its `loader` asks for.
  const route = await preloadPage(pathname, find);
  const context: RouteContext = {
    pattern: pattern ?? '*',
    params,
    search: searchParams,
    isLoggedIn: store.getState().user.user !== null,
  };
  const results = pattern === undefined ? [] : await Promise.all(route.loader?.(store, context) ?? []);
  const statuses = results.map((result) => (result.error as { status?: number } | undefined)?.status);
  const missing = statuses.includes(404);
  const failed = results.some((result, index) => result.error !== undefined && statuses[index] !== 404);

  const html = await renderToHtml(
    <StrictMode>
      <Provider store={store}>
        <StaticRouter location={url}>
          <AppRoutes find={find} />
        </StaticRouter>
      </Provider>
    </StrictMode>,
  );
  const { user, auth, assessments, notices, api } = store.getState();
  return {
    html,
    state: { user, auth, assessments, notices, api },
    status: missing || pattern === undefined ? 404 : 200,
    complete: !failed,
    routePattern: pattern,
    head: headOf(route, pattern ?? '*'),
    headData: pattern === undefined ? undefined : route.headData?.(store.getState(), context),
    subjectFromData: route.headData !== undefined,
  };
}

/**
 * The head the route module of `pathname` declares, for a page the server could not render (its
 * render threw): the server still writes its own head (`src/server/plugins/web-app.ts`).
 */
export async function routeHeadOf(pathname: string): Promise<RouteHead> {
  return headOf(await preloadPage(pathname, find), find(pathname)?.path ?? '*');
}

/** The whole page, once everything in it (lazy parts included) is ready: for people and crawlers alike. */
function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    const stream = renderToPipeableStream(app, {
      // Every part inline, in place: no part is sent later with a script that moves it in (the
      // page's CSP allows no inline script, and a crawler or a browser without JavaScript
      // reads the HTML as it is).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // A part that failed renders its error boundary; the page still goes out.
        console.error('page render error', error);
      },
    });
  });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
