import { ROUTES } from '../../shared/route-list';
import type { RouteModule } from './route-module';

/**
 * Every route of the app (`ROUTES`, spec §2) with the code of its page, loaded on demand: each
 * page is its own chunk, with its head (title and description), so neither is in the first
 * JavaScript.
 */
export interface AppRoute {
  path: string;
  load: () => Promise<RouteModule>;
  /** Rendered in the browser only: the server renders the shell around a loading state. */
  browserOnly: boolean;
}

/**
 * The route modules, each its own chunk: every `.tsx` file directly in `./routes/<area>/` (and in
 * `./routes/`) is one, so a new page needs no line here; the parts a page is made of live in
 * `./routes/<area>/parts/` (or in its feature). Vite needs the pattern written out; a test checks
 * that every module `ROUTES` names is here and that every one here is a page of `ROUTES`.
 */
export const pageLoaders: Record<string, () => Promise<RouteModule>> = import.meta.glob<RouteModule>([
  './routes/*.tsx',
  './routes/*/*.tsx',
  '!./routes/**/*.test.tsx',
  '!./routes/not-found.tsx',
]);

/** The page for a path no route knows (`router.tsx`); its own chunk, like every page. */
export const loadNotFoundPage = (): Promise<RouteModule> => import('./routes/not-found');

function loaderOf(page: string): AppRoute['load'] {
  const load = pageLoaders[page];
  if (!load) throw new Error(`route-table.ts: no loader for ${page}; add it to pageLoaders`);
  return load;
}

export const appRoutes: AppRoute[] = ROUTES.map(({ path, page, browserOnly }) => ({
  path,
  load: loaderOf(page),
  browserOnly: browserOnly === true,
}));
