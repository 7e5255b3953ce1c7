import { type ComponentType, lazy, type ReactNode, useEffect, useMemo } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { RouteHead } from '../../shared/route-head';
import { createRouteFinder } from '../../shared/route-list';
import { useHydrated } from '../lib/use-hydrated';
import { headOf, type RouteModule } from './route-module';
import { RoutePatternContext, useRoutePattern } from './route-pattern';
import { appRoutes, loadNotFoundPage } from './route-table';
import { AppLayout } from './shell/app-layout';
import { LoadingPage } from './shell/loading-page';
import { RouteHeadContext, usePageMeta } from './shell/use-page-meta';

/**
 * A route module's page with its head: the tab's title and description follow the module's
 * `head` for the route shown, and its subject's title (`useSubjectTitle`) reads it.
 */
function withHead(module: RouteModule): ComponentType {
  const Component = module.default;
  return function RoutePage() {
    const pattern = useRoutePattern() ?? '*';
    const head = useMemo(() => headOf(module, pattern), [pattern]);
    return (
      <RouteHeadContext.Provider value={head}>
        <PageMeta head={head} />
        <Component />
      </RouteHeadContext.Provider>
    );
  };
}

/**
 * Sets the tab from the route's head. A sibling rendered before the page, not a hook of the
 * wrapper: effects run children first, so the wrapper's would run after the page's and replace
 * the title that names the page's subject (`useSubjectTitle`) with the route's generic one.
 */
function PageMeta({ head }: { head: RouteHead }) {
  usePageMeta(head);
  return null;
}

/**
 * A page loaded on demand (React.lazy) that can also be loaded ahead: once its module is in, it
 * renders at once instead of suspending for a render of the loading state first.
 */
function lazyPage(load: () => Promise<RouteModule>) {
  let loaded: ComponentType | undefined;
  let loading: Promise<RouteModule> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = withHead(module);
      return module;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  function Page() {
    useEffect(markHydrated, []);
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Page, preload };
}

/**
 * `performance.mark('app-hydrated')` when the first page shown has hydrated (its effects run once
 * its Suspense boundary has): from then on its buttons answer. `bench/real-browser.ts` reads it.
 * The same moment is written on the document (`<html data-hydrated>`), which the journeys wait for
 * (e2e/fixtures.ts): Playwright's fake clock replaces `performance` with one that keeps no marks.
 */
function markHydrated(): void {
  if (performance.getEntriesByName('app-hydrated').length === 0) performance.mark('app-hydrated');
  document.documentElement.dataset.hydrated = '';
}

/** Every page is its own chunk, loaded when its route is first shown (or ahead: `preloadPage`). */
const pages = appRoutes.map((route) => ({ path: route.path, browserOnly: route.browserOnly, ...lazyPage(route.load) }));

/**
 * A page the server does not render: the server's HTML and the render that hydrates it show the
 * loading state, and the page renders right after (`useHydrated`).
 */
function BrowserOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : <LoadingPage />;
}

/**
 * The route a path shows, as React Router ranks it. `AppRoutes` then hands the router only this
 * route: given all of them it flattens and ranks every route on every render, and the first
 * render of a phone spends about a quarter more time (docs/performance.md). `createRouteFinder`
 * ranks only the routes with as many segments as the path.
 */
const routeFor = createRouteFinder(pages);

/** What a path no route knows shows: the shell and a way onward (the server answers it with 404). */
const notFound = lazyPage(loadNotFoundPage);

/** The page a path shows, if a route knows it (the server renderer keeps each path's answer: `entry-server.tsx`). */
export type PageFinder = typeof routeFor;
export const findPage: PageFinder = routeFor;

/**
 * Loads the route module of `pathname` ahead of its first render (`main.tsx`, `entry-server.tsx`,
 * which also reads its `loader` and `headData`).
 */
export function preloadPage(pathname: string, find: PageFinder = routeFor): Promise<RouteModule> {
  return (find(pathname) ?? notFound).preload();
}

/**
 * The app's routes. A declarative router rather than a data router: it keeps the first
 * JavaScript about 14 KB (brotli) smaller (docs/decisions/013).
 */
export function AppRoutes({ find = routeFor }: { find?: PageFinder }) {
  const { pathname } = useLocation();
  const shown = find(pathname);
  // A path no route matches gets the whole table, so the router decides as it always has; when
  // none of them matches either, the not-found page.
  const routes = shown ? [shown] : pages;
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {routes.map(({ path, Page, browserOnly }) => (
          <Route
            key={path}
            path={path}
            element={
              <RoutePatternContext.Provider value={path}>
                {browserOnly ? (
                  <BrowserOnly>
                    <Page />
                  </BrowserOnly>
                ) : (
                  <Page />
                )}
              </RoutePatternContext.Provider>
            }
          />
        ))}
        {!shown && <Route path="*" element={<notFound.Page />} />}
      </Route>
    </Routes>
  );
}
