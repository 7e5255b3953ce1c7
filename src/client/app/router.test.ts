import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from '../../shared/route-match';
import { ROUTE_PAGES } from './route-pages';

/**
 * `router.tsx` hands React Router only the route our matcher picks; this proves the two pick the
 * same route for the app's own table, on paths of every kind.
 */
describe("the app's route matcher agrees with React Router", () => {
  const ours = createRouteMatcher(ROUTE_PAGES);
  const routers = (pathname: string) =>
    matchRoutes(
      ROUTE_PAGES.map(({ path }) => ({ path })),
      pathname,
    )?.at(-1)?.route.path;

  const concrete = (pattern: string, value: string) => pattern.replace(/:[A-Za-z]+/g, encodeURIComponent(value));
  const paths = [
    ...ROUTE_PAGES.map(({ path }) => concrete(path, '간호사')),
    ...ROUTE_PAGES.map(({ path }) => concrete(path, 'x1')),
    ...ROUTE_PAGES.map(({ path }) => `${concrete(path, 'abc')}/`),
    ...ROUTE_PAGES.map(({ path }) => concrete(path, 'Q').toUpperCase()),
    '/',
    '/someone',
    '/someone/42',
    '/LOGIN',
    '/a/b/c/d/e',
    '/job-browser/%EA%B0%84%ED%98%B8%EC%82%AC',
  ];

  it.each(paths)('%s', (pathname) => {
    expect(ours(pathname)?.path).toBe(routers(pathname));
  });
});
