import type { ComponentType } from 'react';
import { FLOW_PAGES, paths } from '../lib/paths';

/**
 * Every route of the app (spec §2) and the code of its page, loaded on demand: each page is its
 * own chunk. Titles and descriptions live in `route-meta.ts`, outside the first JavaScript.
 */
export interface AppRoute {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

const comingSoon = () => import('./routes/coming-soon');
const home = () => import('./routes/home');

/** The self-assessment flows (spec §2): one chunk per kind of flow, shared by its pages. */
const cardSortFlow = () => import('./routes/assessments/card-sort-flow');
const trtPhysCondFlow = () => import('./routes/assessments/trt-phys-cond-flow');
const kskillFlow = () => import('./routes/assessments/kskill-flow');
const jprefFlow = () => import('./routes/assessments/jpref-flow');
const assessmentMap = () => import('./routes/assessments/map');
const FLOW_ROUTES: Record<string, AppRoute['load']> = Object.fromEntries([
  ...(['value', 'strength', 'interest'] as const).flatMap((step) =>
    FLOW_PAGES.innerUnderstanding.map((page) => [`/inner-und/${step}/${page}`, cardSortFlow]),
  ),
  ...FLOW_PAGES.trtPhysCond.map((page) => [`/trt-phys-cond/${page}`, trtPhysCondFlow]),
  ...FLOW_PAGES.kskill.map((page) => [`/kskill/${page}`, kskillFlow]),
  ...FLOW_PAGES.jpref.map((page) => [`/jpref/${page}`, jprefFlow]),
]);

/** Pages that are built; every other route shows the honest '준비 중' page. */
const BUILT_PAGES: Partial<Record<string, AppRoute['load']>> = {
  [paths.home]: home,
  [paths.userHome]: home,
  [paths.userPost]: () => import('./routes/invalid-path'),
  [paths.login]: () => import('./routes/auth/login'),
  [paths.register]: () => import('./routes/auth/register'),
  [paths.agree]: () => import('./routes/auth/agree'),
  [paths.oauthSuccess]: () => import('./routes/auth/oauth-success'),
  [paths.mypage]: () => import('./routes/auth/mypage'),
  [paths.map]: assessmentMap,
  [paths.mapFromJobRec]: assessmentMap,
  [paths.test]: () => import('./routes/assessments/test'),
  [paths.myReport]: () => import('./routes/assessments/my-report'),
  ...FLOW_ROUTES,
  [paths.articles]: () => import('./routes/content/articles'),
  [paths.article]: () => import('./routes/content/article'),
  [paths.stories]: () => import('./routes/content/stories'),
  [paths.story]: () => import('./routes/content/story'),
  [paths.privacyPolicy]: () => import('./routes/content/privacy-policy'),
  [paths.serviceTerms]: () => import('./routes/content/service-terms'),
  [paths.voc]: () => import('./routes/content/voc'),
  [paths.ad]: () => import('./routes/content/ad'),
  [paths.jobBrowser]: () => import('./routes/jobs/job-browser-page'),
  [paths.job]: () => import('./routes/jobs/job-page'),
  [paths.jobExp]: () => import('./routes/jobs/job-exp-page'),
  [paths.myJob]: () => import('./routes/jobs/my-job-page'),
  [paths.myJobCustom]: () => import('./routes/jobs/custom-job-page'),
  [paths.jobRec]: () => import('./routes/recommendations/job-rec-page'),
  [paths.roadmaps]: () => import('./routes/roadmaps/roadmaps-page'),
  [paths.roadmapSample]: () => import('./routes/roadmaps/sample-page'),
  [paths.roadmap]: () => import('./routes/roadmaps/roadmap-page'),
  [paths.milestone]: () => import('./routes/roadmaps/milestone-page'),
  [paths.mission]: () => import('./routes/roadmaps/mission-page'),
  [paths.missionMarket]: () => import('./routes/roadmaps/market-page'),
  [paths.missionCategory]: () => import('./routes/roadmaps/category-page'),
  [paths.missionSubCategory]: () => import('./routes/roadmaps/category-page'),
  [paths.missionSearch]: () => import('./routes/roadmaps/search-page'),
  [paths.missionRandom]: () => import('./routes/roadmaps/random-page'),
};

const ROUTE_PATHS: string[] = [
  ...Object.values(paths).filter((path) => path !== paths.userHome && path !== paths.userPost),
  ...(['value', 'strength', 'interest'] as const).flatMap((step) =>
    FLOW_PAGES.innerUnderstanding.map((page) => `/inner-und/${step}/${page}`),
  ),
  ...FLOW_PAGES.trtPhysCond.map((page) => `/trt-phys-cond/${page}`),
  ...FLOW_PAGES.kskill.map((page) => `/kskill/${page}`),
  ...FLOW_PAGES.jpref.map((page) => `/jpref/${page}`),
  // The catch-alls come last only for readability: the router ranks static segments first.
  paths.userHome,
  paths.userPost,
];

export const appRoutes: AppRoute[] = ROUTE_PATHS.map((path) => ({ path, load: BUILT_PAGES[path] ?? comingSoon }));
