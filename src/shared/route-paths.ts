import type { Step } from './contracts/assessments';

/**
 * The path of every route of the web app (spec §2), by name. The web app's features and shell
 * link with these; the route list (`route-list.ts`) gives each its route module, which declares
 * its head.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  map: '/map',
  mapFromJobRec: '/map/:fromJR',
  mypage: '/mypage',
  oauthSuccess: '/oauth-success',
  agree: '/agree',
  privacyPolicy: '/privacy-policy',
  serviceTerms: '/service-terms',
  ad: '/ad',
  myReport: '/myreport',
  jobRec: '/job-rec',
  jobExp: '/job-exp/:jobName',
  jobBrowser: '/job-browser',
  job: '/job-browser/:jobName',
  myJob: '/my-job',
  myJobCustom: '/my-job/custom/:jobName',
  stories: '/stories',
  story: '/stories/:id',
  articles: '/articles',
  article: '/articles/:id',
  voc: '/voc',
  test: '/test',
  roadmaps: '/roadmaps',
  roadmapSample: '/roadmap/sample',
  roadmap: '/roadmap/:roadmapId',
  milestone: '/roadmap/:roadmapId/milestone/:milestoneTitle',
  mission: '/roadmap/:roadmapId/milestone/:milestoneTitle/mission/:missionId',
  missionMarket: '/roadmap/mission-market',
  missionCategory: '/roadmap/mission-market/category/:categoryId',
  missionSubCategory: '/roadmap/mission-market/category/:categoryId/sub/:subCategory',
  missionSearch: '/roadmap/mission-market/search',
  missionRandom: '/roadmap/mission-market/random',
  share: '/share/:id',
  userHome: '/:username',
  userPost: '/:username/:postid',
} as const;

/**
 * Where each step's pages live (`${FLOW_BASES[step]}/${page}`). Here rather than in the
 * assessments feature, so a page that only links to a step (/job-rec) does not load that feature.
 */
export const FLOW_BASES: Record<Step, string> = {
  value: '/inner-und/value',
  strength: '/inner-und/strength',
  interest: '/inner-und/interest',
  'trt-phys-cond': '/trt-phys-cond',
  kskill: '/kskill',
  jpref: '/jpref',
};

/** The pages of the self-understanding flows, in the order a person goes through them. */
export const FLOW_PAGES = {
  innerUnderstanding: ['definition', 'comeup', 'miss-und', 'select', 'priority', 'submitted'],
  trtPhysCond: ['definition', 'miss-und', 'trait/survey', 'phys-cond/survey', 'submitted'],
  kskill: ['definition', 'miss-und', 'knw/select', 'skill/select', 'submitted'],
  jpref: ['definition', 'miss-und', 'survey', 'submitted'],
} as const;

/** Fills a route pattern's `:params`, encoding each value. */
export function toPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing route parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
