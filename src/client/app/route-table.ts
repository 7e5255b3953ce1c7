import { ROUTES } from '../../shared/route-list';
import type { RouteModule } from './route-module';

/**
 * Every route of the app (`ROUTES`, spec §2) with the code of its page, loaded on demand: each
 * page is its own chunk. Titles and descriptions live in `route-meta.ts`, outside the first
 * JavaScript.
 */
export interface AppRoute {
  path: string;
  load: () => Promise<RouteModule>;
  /** Rendered in the browser only: the server renders the shell around a loading state. */
  browserOnly: boolean;
}

/**
 * The page modules, each its own chunk. Vite needs the list written out here; a test checks it
 * against `ROUTES`, both ways.
 */
export const pageLoaders: Record<string, () => Promise<RouteModule>> = import.meta.glob<RouteModule>([
  './routes/invalid-path.tsx',
  './routes/home/index.tsx',
  './routes/auth/login.tsx',
  './routes/auth/register.tsx',
  './routes/auth/agree.tsx',
  './routes/auth/oauth-success.tsx',
  './routes/auth/mypage.tsx',
  './routes/assessments/map.tsx',
  './routes/assessments/test.tsx',
  './routes/assessments/my-report.tsx',
  './routes/assessments/card-sort-flow.tsx',
  './routes/assessments/trt-phys-cond-flow.tsx',
  './routes/assessments/kskill-flow.tsx',
  './routes/assessments/jpref-flow.tsx',
  './routes/content/articles.tsx',
  './routes/content/article.tsx',
  './routes/content/stories.tsx',
  './routes/content/story.tsx',
  './routes/content/privacy-policy.tsx',
  './routes/content/service-terms.tsx',
  './routes/content/voc.tsx',
  './routes/content/ad.tsx',
  './routes/jobs/job-browser-page.tsx',
  './routes/jobs/job-page.tsx',
  './routes/jobs/job-exp-page.tsx',
  './routes/jobs/my-job-page.tsx',
  './routes/jobs/custom-job-page.tsx',
  './routes/recommendations/job-rec-page.tsx',
  './routes/roadmaps/roadmaps-page.tsx',
  './routes/roadmaps/sample-page.tsx',
  './routes/roadmaps/roadmap-page.tsx',
  './routes/roadmaps/milestone-page.tsx',
  './routes/roadmaps/mission-page.tsx',
  './routes/roadmaps/market-page.tsx',
  './routes/roadmaps/category-page.tsx',
  './routes/roadmaps/search-page.tsx',
  './routes/roadmaps/random-page.tsx',
  './routes/share/share-page.tsx',
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
