import type { PageSlug } from '../../shared/contracts/content';
import { assessmentsApi } from '../features/assessments/assessments-api';
import { QUICK_START_STEPS } from '../features/assessments/quick-start';
import { findArticleCategory } from '../features/content/article-categories';
import { contentApi } from '../features/content/content-api';
import { isJobSearch } from '../features/jobs/job-filter';
import { jobsApi } from '../features/jobs/jobs-api';
import { categoryMissionsArg, MISSION_SEARCH_PAGE_SIZE, missionsApi } from '../features/missions/missions-api';
import { roadmapsApi, SAMPLE_ROADMAP_ID } from '../features/roadmaps/roadmaps-api';
import { shareApi } from '../features/share/share-api';
import { paths } from '../lib/paths';
import { prefetchPersonalHome } from './routes/home/personal-data';
import type { AppStore } from './store';

/**
 * What the server loads into the store before it renders a route (`entry-server.tsx`): the
 * same RTK Query requests the page's hooks make, with the route's params, so the HTML carries
 * the page with its data and the browser, handed the store, asks for none of it again.
 * Routes not listed render without data on the server (their pages load it in the browser);
 * pages of the signed-in person (roadmaps, dream list, report…) are among them (docs/decisions/006),
 * except the signed-in home, which renders with the person's own parts (`personal-data.ts`).
 */
interface RouteDataContext {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  isLoggedIn: boolean;
}

/** A request on its way (an RTK Query `initiate`, dispatched): settles with its result. */
type Dispatched = PromiseLike<{ error?: unknown }>;
type Prefetch = (store: AppStore, context: RouteDataContext) => Dispatched[];

const policy =
  (slug: PageSlug): Prefetch =>
  (store) => [store.dispatch(contentApi.endpoints.getPolicyPage.initiate(slug))];

/** A page of the sample roadmap (its milestones and missions are public too). */
const sampleRoadmap: Prefetch = (store, { params }) =>
  params.roadmapId === SAMPLE_ROADMAP_ID
    ? [store.dispatch(roadmapsApi.endpoints.getRoadmap.initiate(SAMPLE_ROADMAP_ID))]
    : [];

/**
 * /map's journey is drawn in the browser (the visitor's answers are there), but its quick-start
 * panel counts the cards of the two quick steps: with their item banks in the HTML the panel
 * comes with the journey's first render instead of after two API requests, and it was the
 * page's largest paint (LCP 1.9 → 2.8 s without them). The flows it leads to reuse them.
 */
const quickStartBanks: Prefetch = (store) =>
  QUICK_START_STEPS.map((step) => store.dispatch(assessmentsApi.endpoints.getItemBank.initiate(step)));

export const ROUTE_DATA: Readonly<Record<string, Prefetch>> = {
  [paths.home]: (store, { isLoggedIn }) => [
    store.dispatch(contentApi.endpoints.getBoard.initiate()),
    ...(isLoggedIn ? [prefetchPersonalHome(store)] : []),
  ],
  // The list without a query needs only the catalog (a third of the index's size, in every first
  // visit's HTML); a search in the URL needs the index, and the page then renders from it.
  [paths.jobBrowser]: (store, { search }) => [
    store.dispatch(
      isJobSearch(search.get('q'))
        ? jobsApi.endpoints.getJobSearchIndex.initiate()
        : jobsApi.endpoints.getJobCatalog.initiate(),
    ),
  ],
  [paths.job]: (store, { params }) => [store.dispatch(jobsApi.endpoints.getJob.initiate(params.jobName ?? ''))],
  [paths.jobExp]: (store, { params }) => [
    store.dispatch(jobsApi.endpoints.getJob.initiate(params.jobName ?? '')),
    store.dispatch(jobsApi.endpoints.getStarterMissions.initiate(params.jobName ?? '')),
  ],
  [paths.articles]: (store, { search }) => [
    store.dispatch(contentApi.endpoints.getArticles.initiate(findArticleCategory(search.get('category'))?.id ?? 'all')),
  ],
  [paths.article]: (store, { params }) => [store.dispatch(contentApi.endpoints.getArticle.initiate(params.id ?? ''))],
  [paths.stories]: (store) => [store.dispatch(contentApi.endpoints.getStories.initiate())],
  [paths.story]: (store, { params }) => [store.dispatch(contentApi.endpoints.getStory.initiate(params.id ?? ''))],
  [paths.privacyPolicy]: policy('privacy-policy'),
  [paths.serviceTerms]: policy('service-terms'),
  [paths.ad]: policy('about-ad'),
  [paths.map]: quickStartBanks,
  [paths.mapFromJobRec]: quickStartBanks,
  [paths.missionMarket]: (store) => [store.dispatch(missionsApi.endpoints.getMissionCategories.initiate())],
  [paths.missionCategory]: (store, { params }) => [
    store.dispatch(missionsApi.endpoints.getMissionCategories.initiate()),
    store.dispatch(missionsApi.endpoints.getMissions.initiate(categoryMissionsArg(params.categoryId ?? '', ''))),
  ],
  [paths.missionSubCategory]: (store, { params }) => [
    store.dispatch(missionsApi.endpoints.getMissionCategories.initiate()),
    store.dispatch(
      missionsApi.endpoints.getMissions.initiate(
        categoryMissionsArg(params.categoryId ?? '', params.subCategory ?? ''),
      ),
    ),
  ],
  [paths.missionSearch]: (store, { search }) => {
    const q = search.get('q')?.trim() ?? '';
    return q
      ? [store.dispatch(missionsApi.endpoints.getMissions.initiate({ q, limit: MISSION_SEARCH_PAGE_SIZE }))]
      : [];
  },
  [paths.missionRandom]: (store, { isLoggedIn }) => [
    store.dispatch(missionsApi.endpoints.getRandomMissions.initiate({ personal: isLoggedIn })),
  ],
  [paths.roadmapSample]: (store) => [store.dispatch(roadmapsApi.endpoints.getRoadmap.initiate(SAMPLE_ROADMAP_ID))],
  [paths.roadmap]: sampleRoadmap,
  [paths.milestone]: sampleRoadmap,
  [paths.mission]: sampleRoadmap,
  // A shared result card is public: rendered with it, or as the 404 page once revoked.
  [paths.share]: (store, { params }) => [store.dispatch(shareApi.endpoints.getSharedCard.initiate(params.id ?? ''))],
};
