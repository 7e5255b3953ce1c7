import { FLOW_PAGES, paths } from '../lib/paths';

/**
 * Which page module each route of the app shows (spec §2), as plain data: the router loads the
 * module on demand (`route-table.ts`), and the build reads this table to list the files each
 * route needs, so the server can name them in the route's HTML and the browser fetches them
 * with the first script instead of after it (`vite.config.ts`, `route-preloads.json`).
 *
 * Module paths are relative to `src/client/app/`.
 */

const FLOW_ROUTE_PAGES: Record<string, string> = Object.fromEntries([
  // One module per kind of flow, shared by its pages.
  ...(['value', 'strength', 'interest'] as const).flatMap((step) =>
    FLOW_PAGES.innerUnderstanding.map((page) => [
      `/inner-und/${step}/${page}`,
      './routes/assessments/card-sort-flow.tsx',
    ]),
  ),
  ...FLOW_PAGES.trtPhysCond.map((page) => [`/trt-phys-cond/${page}`, './routes/assessments/trt-phys-cond-flow.tsx']),
  ...FLOW_PAGES.kskill.map((page) => [`/kskill/${page}`, './routes/assessments/kskill-flow.tsx']),
  ...FLOW_PAGES.jpref.map((page) => [`/jpref/${page}`, './routes/assessments/jpref-flow.tsx']),
]);

const PAGES: Record<string, string> = {
  [paths.home]: './routes/home/index.tsx',
  [paths.userHome]: './routes/home/index.tsx',
  [paths.userPost]: './routes/invalid-path.tsx',
  [paths.login]: './routes/auth/login.tsx',
  [paths.register]: './routes/auth/register.tsx',
  [paths.agree]: './routes/auth/agree.tsx',
  [paths.oauthSuccess]: './routes/auth/oauth-success.tsx',
  [paths.mypage]: './routes/auth/mypage.tsx',
  [paths.map]: './routes/assessments/map.tsx',
  [paths.mapFromJobRec]: './routes/assessments/map.tsx',
  [paths.test]: './routes/assessments/test.tsx',
  [paths.myReport]: './routes/assessments/my-report.tsx',
  ...FLOW_ROUTE_PAGES,
  [paths.articles]: './routes/content/articles.tsx',
  [paths.article]: './routes/content/article.tsx',
  [paths.stories]: './routes/content/stories.tsx',
  [paths.story]: './routes/content/story.tsx',
  [paths.privacyPolicy]: './routes/content/privacy-policy.tsx',
  [paths.serviceTerms]: './routes/content/service-terms.tsx',
  [paths.voc]: './routes/content/voc.tsx',
  [paths.ad]: './routes/content/ad.tsx',
  [paths.jobBrowser]: './routes/jobs/job-browser-page.tsx',
  [paths.job]: './routes/jobs/job-page.tsx',
  [paths.jobExp]: './routes/jobs/job-exp-page.tsx',
  [paths.myJob]: './routes/jobs/my-job-page.tsx',
  [paths.myJobCustom]: './routes/jobs/custom-job-page.tsx',
  [paths.jobRec]: './routes/recommendations/job-rec-page.tsx',
  [paths.roadmaps]: './routes/roadmaps/roadmaps-page.tsx',
  [paths.roadmapSample]: './routes/roadmaps/sample-page.tsx',
  [paths.roadmap]: './routes/roadmaps/roadmap-page.tsx',
  [paths.milestone]: './routes/roadmaps/milestone-page.tsx',
  [paths.mission]: './routes/roadmaps/mission-page.tsx',
  [paths.missionMarket]: './routes/roadmaps/market-page.tsx',
  [paths.missionCategory]: './routes/roadmaps/category-page.tsx',
  [paths.missionSubCategory]: './routes/roadmaps/category-page.tsx',
  [paths.missionSearch]: './routes/roadmaps/search-page.tsx',
  [paths.missionRandom]: './routes/roadmaps/random-page.tsx',
  [paths.share]: './routes/share/share-page.tsx',
};

const ROUTE_PATHS: string[] = [
  ...Object.values(paths).filter((path) => path !== paths.userHome && path !== paths.userPost),
  ...Object.keys(FLOW_ROUTE_PAGES),
  // The catch-alls come last only for readability: the router ranks static segments first.
  paths.userHome,
  paths.userPost,
];

/** Every route pattern with the page module it shows. */
export const ROUTE_PAGES: ReadonlyArray<{ path: string; page: string }> = ROUTE_PATHS.map((path) => {
  const page = PAGES[path];
  if (!page) throw new Error(`route-pages.ts: no page for ${path}`);
  return { path, page };
});
