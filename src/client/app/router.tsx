import { lazy } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { createRouteMatcher } from '../../shared/route-match';
import { RoutePatternContext } from './route-pattern';
import { appRoutes } from './route-table';
import { AppLayout } from './shell/app-layout';
import { usePageMeta } from './shell/use-page-meta';

function PageMeta() {
  usePageMeta();
  return null;
}

/** Every page is its own chunk (React.lazy), loaded when its route is first shown. */
const pages = appRoutes.map((route) => ({ path: route.path, Page: lazy(route.load) }));

/**
 * The route a path shows, found by a matcher compiled once. React Router flattens and ranks all
 * the routes it is given on every render; given only this one, the first render of a phone
 * spends about a quarter less time (docs/performance.md).
 */
const routeFor = createRouteMatcher(pages);

/**
 * The app's routes. A declarative router rather than a data router: it keeps the first
 * JavaScript about 16 KB (gzip) smaller, which the 120 KB budget needs (docs/decisions/001).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const shown = routeFor(pathname);
  // A path no route matches gets the whole table, so the router decides as it always has.
  const routes = shown ? [shown] : pages;
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {routes.map(({ path, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <RoutePatternContext.Provider value={path}>
                <PageMeta />
                <Page />
              </RoutePatternContext.Provider>
            }
          />
        ))}
      </Route>
    </Routes>
  );
}
