import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { STEPS } from '../src/shared/contracts/assessments';
import { paths, ROUTES } from '../src/shared/route-list';
import { toPath } from '../src/shared/route-paths';
import { PERSONAS } from '../tests/personas/personas';
import { signIn } from './fixtures';

/**
 * The signed-in person finishes all six steps as the software persona through the API, so the
 * report, the recommendations and their "why not" field have something to show. With
 * `feedbackAnswered` the feedback dialog (which opens once the six are complete) counts as shown.
 */
export async function completeAllSteps(
  page: Page,
  baseURL: string | undefined,
  { feedbackAnswered }: { feedbackAnswered: boolean },
): Promise<void> {
  await submitAllSteps(page.request, baseURL, { feedbackAnswered });
}

async function submitAllSteps(
  request: APIRequestContext,
  baseURL: string | undefined,
  { feedbackAnswered }: { feedbackAnswered: boolean },
): Promise<void> {
  const persona = PERSONAS.find((candidate) => candidate.id === 'software');
  if (!persona) throw new Error('software persona missing');
  const headers = { origin: baseURL ?? '' };
  for (const step of STEPS) {
    const saved = await request.put(`/api/${step}`, { data: persona.answers[step], headers });
    if (saved.status() !== 200) throw new Error(`${step}: ${await saved.text()}`);
    const submitted = await request.post(`/api/${step}/submit`, { headers });
    if (submitted.status() !== 200) throw new Error(`${step}: ${await submitted.text()}`);
  }
  if (feedbackAnswered) await request.post('/api/voc-feedback/update-modal-status', { headers });
}

/**
 * A live share link's id (`/share/:id`) of a card with every part and up to three recommended
 * jobs: the signed-in person's own (they have finished all six steps), or, signed out, one a
 * new person with results made in a request context of their own (a stranger opening it).
 */
export async function shareLinkId(
  request: APIRequestContext,
  baseURL: string | undefined,
  signedIn: boolean,
): Promise<string> {
  const owner = signedIn ? request : await playwrightRequest.newContext({ baseURL });
  try {
    const headers = { origin: baseURL ?? '' };
    if (!signedIn) {
      await signIn(owner, 'share-owner');
      await submitAllSteps(owner, baseURL, { feedbackAnswered: true });
    }
    const recommended = await dataOf<Array<{ job: { name: string } }>>(owner, '/api/job-rec?limit=3');
    const jobs = recommended.map((item) => item.job.name);
    const created = await owner.post('/api/share-links', {
      data: { interest: true, values: true, strengths: true, jobs },
      headers,
    });
    if (created.status() !== 201) throw new Error(`share link: ${created.status()} ${await created.text()}`);
    return ((await created.json()) as { data: { id: string } }).data.id;
  } finally {
    if (!signedIn) await owner.dispose();
  }
}

async function dataOf<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  if (!res.ok()) throw new Error(`${url}: ${res.status()}`);
  return ((await res.json()) as { data: T }).data;
}

interface RoadmapShape {
  _id: string;
  milestones: Array<{ title: string; missions: Array<{ id: string }> }>;
}

/**
 * Every route of the app (`ROUTES`) as a URL with real ids: the first job, article and
 * story of the catalog, a mission category and its first sub-category, and, for a signed-in
 * page, a roadmap and a custom dream-list job of its own (made here through the API); signed
 * out, the roadmap pages get the sample's milestone and mission (the roadmap itself asks to log in);
 * `/share/:id` gets a live share link's card (`shareLinkId`).
 */
export async function everyRouteUrl(
  page: Page,
  baseURL: string | undefined,
  signedIn: boolean,
): Promise<Array<{ pattern: string; url: string }>> {
  const request = page.request;
  const headers = { origin: baseURL ?? '' };
  const jobs = await dataOf<Array<{ name: string }>>(request, '/api/jobs?limit=1');
  const articles = await dataOf<Array<{ id: string }>>(request, '/api/articles');
  const stories = await dataOf<Array<{ id: string }>>(request, '/api/stories');
  const categories = await dataOf<Array<{ id: string; subs: Array<{ id: string }> }>>(
    request,
    '/api/missions/categories',
  );
  const jobName = jobs[0]?.name ?? '간호사';
  const category = categories[0];
  let roadmap = await dataOf<RoadmapShape>(request, '/api/roadmap/sample');
  let customJob = '우주 정원사';
  if (signedIn) {
    const created = await request.post('/api/user-roadmap', { data: { jobName }, headers });
    const id = ((await created.json()) as { data: { _id: string } }).data._id;
    roadmap = await dataOf<RoadmapShape>(request, `/api/user-roadmap/${encodeURIComponent(id)}`);
    customJob = '우주 정원사';
    const added = await request.post('/api/my-job', { data: { custom: { name: customJob } }, headers });
    if (!added.ok()) throw new Error(`custom job: ${added.status()} ${await added.text()}`);
  }
  const milestone = roadmap.milestones[0];
  const params: Record<string, string> = {
    fromJR: 'fromJR',
    jobName,
    roadmapId: roadmap._id,
    milestoneTitle: milestone?.title ?? '',
    missionId: milestone?.missions[0]?.id ?? '',
    categoryId: category?.id ?? '',
    subCategory: category?.subs[0]?.id ?? '',
    username: 'someone',
    postid: 'post-1',
  };
  const shareId = await shareLinkId(request, baseURL, signedIn);
  return ROUTES.map(({ path }) => {
    const values = { ...params };
    if (path === paths.share) values.id = shareId;
    if (path === paths.article) values.id = articles[0]?.id ?? '';
    if (path === paths.story) values.id = stories[0]?.id ?? '';
    if (path === paths.myJobCustom) values.jobName = customJob;
    return { pattern: path, url: toPath(path, values) };
  });
}
