import type { ComponentType } from 'react';
import type { HeadData } from '../../shared/head-data';
import type { RouteHead } from '../../shared/route-head';
import type { AppStore } from './store';

/** What a route's `loader` and `headData` are given: the page's URL as the router matched it. */
export interface RouteContext {
  /** The route pattern matched (`/job-browser/:jobName`): a module shown by two routes tells them apart. */
  pattern: string;
  /** The route's parameters, decoded, as the page's `useParams` gives them. */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  isLoggedIn: boolean;
}

/** A request on its way (an RTK Query `initiate`, dispatched): settles with its result. */
type Dispatched = PromiseLike<{ error?: unknown }>;

/**
 * A page's route module (`app/routes/<area>/…`, named by its line in `ROUTES`), in the spirit of
 * React Router's route modules: its component and, beside it, what the server needs to render it.
 * Each is its own chunk; the server renderer (`entry-server.tsx`) loads it before rendering.
 */
export interface RouteModule {
  default: ComponentType;
  /**
   * The page's title and description, how they name its subject, and its breadcrumb trail; for a
   * module shown by several routes (a flow's pages), a function of the route pattern shown.
   */
  head: RouteHead | ((pattern: string) => RouteHead);
  /**
   * The data the server loads into the store before it renders the page: the same RTK Query
   * requests the page's hooks make, with the route's params, so the HTML carries the page with its
   * data and the browser, handed the store, asks for none of it again (one cache). Without it
   * the page loads its data in the browser (pages of the signed-in person, docs/decisions/006).
   */
  loader?: (store: AppStore, context: RouteContext) => Dispatched[];
  /**
   * What the head says about the page's subject (a job, an article), read from the data `loader`
   * put in the store: the server writes the head from what the render fetched, with no lookup of
   * its own. `undefined` when the subject does not exist (the head keeps the route's own title).
   */
  headData?: (state: ReturnType<AppStore['getState']>, context: RouteContext) => HeadData | undefined;
}

/** The head a route module declares for the route pattern it is shown by. */
export function headOf(module: Pick<RouteModule, 'head'>, pattern: string): RouteHead {
  return typeof module.head === 'function' ? module.head(pattern) : module.head;
}
