import { lazy } from 'react';
import { Route, Routes } from 'react-router';
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
 * The app's routes. A declarative router rather than a data router: it keeps the first
 * JavaScript about 16 KB (gzip) smaller, which the 120 KB budget needs (docs/decisions/001).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {pages.map(({ path, Page }) => (
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
