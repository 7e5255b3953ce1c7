import { matchRoutes } from 'react-router';
import { FLOW_BASES, FLOW_PAGES } from './route-paths';

/**
 * One page of the web app as the router, the build and the sitemap know it. Its head (title,
 * description, how they name its subject, its breadcrumb trail), the data the server renders it
 * with and what its head says about its subject are in its route module (`page`: `head`,
 * `loader`, `headData`, `src/client/app/route-module.ts`), loaded on demand like the page
 * (docs/decisions/015).
 */
export interface PageRoute {
  /** The route pattern (`/job-browser/:jobName`). */
  path: string;
  /** Its name in `paths`, which links use (`paths.job`); a flow's pages are named by `FLOW_BASES`. */
  name?: string;
  /**
   * Its page module, relative to `src/client/app/`: a `.tsx` file directly in `routes/<area>/` (`route-table.ts`'s `pageLoaders`):
   * each is its own chunk, loaded when the route is first shown, and the build names its files in
   * the route's HTML (`scripts/lib/route-preloads-plugin.ts`).
   */
  page: string;
  /**
   * Rendered in the browser only: the server renders the shell around a loading state
   * (docs/decisions/006). The self-assessment pages show answers kept in this browser (a visitor's,
   * in local storage) and drafts that live outside React for the visit
   * (`features/assessments/draft-store.ts`), which the server has no copy of.
   */
  browserOnly?: true;
  /** Listed in `/sitemap.xml`: a public page that is not about one subject (the menu's pages). */
  sitemap?: true;
  /**
   * Not for search engines (robots.txt disallows it, its head says `noindex`): a page that shows
   * one person's own data (account, dream list, report, recommendations, roadmaps) or a step of
   * signing in.
   */
  crawl?: false;
  /**
   * Crawlable but never indexed (its head says `noindex`): a shared result card is one person's,
   * reached by its link; the invalid-path page names nothing.
   */
  index?: false;
  /**
   * The query parameters the page reads (`useSearchParams`, its route data): the only ones the
   * server renders it with and keys its page cache by (`src/server/plugins/web/page-response.ts`),
   * so `?utm_source=…` or `?k=N` is the same page, not a new render. A parameter a page starts
   * to read must be added here, or the server renders the page without it
   * (`route-list.test.ts` checks every `.get('…')` in the client is declared on some route).
   */
  query?: readonly string[];
}

/** A flow's pages, all shown by one module; its surveys' pages are `?page=N`. */
const flow = (base: string, pages: readonly string[], page: string): PageRoute[] =>
  pages.map((name) => ({
    path: `${base}/${name}`,
    page,
    browserOnly: true,
    ...(name.endsWith('survey') ? { query: ['page'] } : {}),
  }));

/** The routes that pages link to by name (`paths`), each declared once. */
const NAMED_ROUTES = [
  { name: 'home', path: '/', page: './routes/home/index.tsx', sitemap: true },
  { name: 'login', path: '/login', page: './routes/auth/login.tsx', query: ['error'] },
  { name: 'register', path: '/register', page: './routes/auth/register.tsx' },
  // Rendered as a first visit's journey; it shows the answers once hydrated (its page).
  { name: 'map', path: '/map', page: './routes/assessments/map.tsx', sitemap: true },
  { name: 'mapFromJobRec', path: '/map/:fromJR', page: './routes/assessments/map.tsx' },
  { name: 'mypage', path: '/mypage', page: './routes/auth/mypage.tsx', crawl: false },
  {
    name: 'oauthSuccess',
    path: '/oauth-success',
    page: './routes/auth/oauth-success.tsx',
    query: ['provider', 'redirect'],
    crawl: false,
  },
  { name: 'agree', path: '/agree', page: './routes/auth/agree.tsx', query: ['type'], crawl: false },
  { name: 'privacyPolicy', path: '/privacy-policy', page: './routes/content/privacy-policy.tsx', sitemap: true },
  { name: 'serviceTerms', path: '/service-terms', page: './routes/content/service-terms.tsx', sitemap: true },
  { name: 'ad', path: '/ad', page: './routes/content/ad.tsx', query: ['next'], crawl: false },
  { name: 'myReport', path: '/myreport', page: './routes/assessments/my-report.tsx', browserOnly: true, crawl: false },
  { name: 'jobRec', path: '/job-rec', page: './routes/recommendations/job-rec-page.tsx', crawl: false },
  { name: 'jobExp', path: '/job-exp/:jobName', page: './routes/jobs/job-exp-page.tsx' },
  {
    name: 'jobBrowser',
    path: '/job-browser',
    page: './routes/jobs/job-browser-page.tsx',
    query: ['q', 'industry', 'field', 'education', 'major'],
    sitemap: true,
  },
  { name: 'job', path: '/job-browser/:jobName', page: './routes/jobs/job-page.tsx' },
  { name: 'myJob', path: '/my-job', page: './routes/jobs/my-job-page.tsx', crawl: false },
  { name: 'myJobCustom', path: '/my-job/custom/:jobName', page: './routes/jobs/custom-job-page.tsx', crawl: false },
  { name: 'stories', path: '/stories', page: './routes/content/stories.tsx', sitemap: true },
  { name: 'story', path: '/stories/:id', page: './routes/content/story.tsx' },
  { name: 'articles', path: '/articles', page: './routes/content/articles.tsx', query: ['category'], sitemap: true },
  { name: 'article', path: '/articles/:id', page: './routes/content/article.tsx' },
  { name: 'voc', path: '/voc', page: './routes/content/voc.tsx', sitemap: true },
  { name: 'test', path: '/test', page: './routes/assessments/test.tsx', browserOnly: true, sitemap: true },
  { name: 'roadmaps', path: '/roadmaps', page: './routes/roadmaps/roadmaps-page.tsx', query: ['job'], sitemap: true },
  { name: 'roadmapSample', path: '/roadmap/sample', page: './routes/roadmaps/sample-page.tsx', sitemap: true },
  { name: 'roadmap', path: '/roadmap/:roadmapId', page: './routes/roadmaps/roadmap-page.tsx', crawl: false },
  {
    name: 'milestone',
    path: '/roadmap/:roadmapId/milestone/:milestoneTitle',
    page: './routes/roadmaps/milestone-page.tsx',
    crawl: false,
  },
  {
    name: 'mission',
    path: '/roadmap/:roadmapId/milestone/:milestoneTitle/mission/:missionId',
    page: './routes/roadmaps/mission-page.tsx',
    crawl: false,
  },
  { name: 'missionMarket', path: '/roadmap/mission-market', page: './routes/roadmaps/market-page.tsx', sitemap: true },
  {
    name: 'missionCategory',
    path: '/roadmap/mission-market/category/:categoryId',
    page: './routes/roadmaps/category-page.tsx',
  },
  {
    name: 'missionSubCategory',
    path: '/roadmap/mission-market/category/:categoryId/sub/:subCategory',
    page: './routes/roadmaps/category-page.tsx',
  },
  {
    name: 'missionSearch',
    path: '/roadmap/mission-market/search',
    page: './routes/roadmaps/search-page.tsx',
    query: ['q'],
  },
  { name: 'missionRandom', path: '/roadmap/mission-market/random', page: './routes/roadmaps/random-page.tsx' },
  { name: 'share', path: '/share/:id', page: './routes/share/share-page.tsx', index: false },
  // The catch-alls come last among these only for readability: the router ranks static segments first.
  { name: 'userHome', path: '/:username', page: './routes/home/index.tsx' },
  { name: 'userPost', path: '/:username/:postid', page: './routes/invalid-path.tsx', index: false },
] as const satisfies readonly PageRoute[];

type NamedRoute = (typeof NAMED_ROUTES)[number];

/**
 * The path of every named route (spec §2), by its name: the web app's features and shell link with
 * these (`toPath(paths.job, { jobName })`), the server names pages with them.
 */
export const paths = Object.fromEntries(NAMED_ROUTES.map(({ name, path }) => [name, path])) as {
  readonly [Route in NamedRoute as Route['name']]: Route['path'];
};

/** Every route of the app (spec §2), each declared once. */
export const ROUTES: readonly PageRoute[] = [
  ...NAMED_ROUTES,
  // The self-understanding flows: one module per kind of flow, shared by its pages.
  ...(['value', 'strength', 'interest'] as const).flatMap((step) =>
    flow(FLOW_BASES[step], FLOW_PAGES.innerUnderstanding, './routes/assessments/card-sort-flow.tsx'),
  ),
  ...flow(FLOW_BASES['trt-phys-cond'], FLOW_PAGES.trtPhysCond, './routes/assessments/trt-phys-cond-flow.tsx'),
  ...flow(FLOW_BASES.kskill, FLOW_PAGES.kskill, './routes/assessments/kskill-flow.tsx'),
  ...flow(FLOW_BASES.jpref, FLOW_PAGES.jpref, './routes/assessments/jpref-flow.tsx'),
];

/**
 * Finds the route a path shows, as React Router ranks them (`matchRoutes`), among only the routes
 * with as many segments as the path: ours have no optional segment or splat, so no other can
 * match. Given all 69 routes, `matchRoutes` flattens and ranks every one on each call, about 150
 * times the time of a lookup (the router in the browser, the server's page template and head).
 */
export function createRouteFinder<T extends { path: string }>(
  routes: readonly T[],
): (pathname: string) => T | undefined {
  const bySegments = new Map<number, T[]>();
  for (const route of routes) {
    const count = segmentCount(route.path);
    bySegments.set(count, [...(bySegments.get(count) ?? []), route]);
  }
  return (pathname) => {
    const candidates = bySegments.get(segmentCount(pathname));
    return candidates && matchRoutes(candidates, pathname)?.at(-1)?.route;
  };
}

function segmentCount(path: string): number {
  return path.split('/').filter((segment) => segment.length > 0).length;
}
