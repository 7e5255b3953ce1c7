import type { FastifyInstance } from 'fastify';
import { roadmapDetailResponseSchema } from '../../shared/contracts/roadmaps';
import { type HeadData, jobHeadData } from '../../shared/head-data';
import { paths } from '../../shared/route-paths';
import { shareCardLines, shareCardTitle } from '../../shared/share-card';
import { getContentStore } from '../modules/content/content-store';
import { findJobByName, getJobCatalog } from '../modules/jobs/jobs.service';
import { getMissionMarket } from '../modules/missions/mission-market';
import { findSharedCard } from '../modules/share-links/share-links.service';

/** The id of the public sample roadmap in its page's URL (`/roadmap/sample/milestone/…`). */
const SAMPLE_ROADMAP_ID = 'sample';

/**
 * The routes whose subject `headDataFor` looks up: on these, no data means the subject does not
 * exist (a mistyped job), and the URL's words are not a name to put in the title.
 */
export const ROUTES_WITH_HEAD_DATA: ReadonlySet<string> = new Set([
  paths.job,
  paths.article,
  paths.story,
  paths.missionCategory,
  paths.missionSubCategory,
  paths.share,
]);

/**
 * For a page the server renderer did not render (no `dist/ssr`, or its render failed): loads what
 * the head of the page at `routePattern` needs, from the in-memory catalog, content and
 * mission market (the same services the API answers from) or, for the sample roadmap, from the
 * API. `undefined` when the route has no subject data, or the subject does not exist (the head
 * then keeps its route's generic title). Parameters are decoded; only public data is read, so the
 * head is the same for every visitor.
 */
export async function headDataFor(
  app: FastifyInstance,
  routePattern: string,
  params: Readonly<Record<string, string | undefined>>,
): Promise<HeadData | undefined> {
  switch (routePattern) {
    case paths.job: {
      const job = params.jobName === undefined ? undefined : findJobByName(getJobCatalog(), params.jobName);
      if (!job) return undefined;
      return jobHeadData({
        name: job.name,
        summary: job.summary,
        kecoCode: job.kecoCode,
        kecoName: job.kecoName,
        onetCode: job.onet.code,
        onetTitle: job.onet.title,
      });
    }
    case paths.article: {
      const article = getContentStore().articles.find((candidate) => candidate.id === params.id);
      if (!article) return undefined;
      return {
        kind: 'article',
        subject: { name: article.title, summary: article.summary },
        piece: { id: article.id, publishedAt: article.publishedAt, section: article.categoryLabel },
      };
    }
    case paths.story: {
      const story = getContentStore().stories.find((candidate) => candidate.id === params.id);
      if (!story) return undefined;
      return {
        kind: 'story',
        subject: { name: story.title, summary: story.summary },
        piece: { id: story.id, publishedAt: story.publishedAt },
      };
    }
    case paths.missionCategory: {
      const category = getMissionMarket().categories.find((candidate) => candidate.id === params.categoryId);
      if (!category) return undefined;
      return { kind: 'named', subject: { name: category.name, summary: category.description } };
    }
    case paths.missionSubCategory: {
      const category = getMissionMarket().categories.find((candidate) => candidate.id === params.categoryId);
      const sub = category?.subs.find((candidate) => candidate.id === params.subCategory);
      if (!category || !sub) return undefined;
      return { kind: 'named', subject: { name: sub.name, parent: category.name } };
    }
    case paths.share: {
      const shared = params.id === undefined ? undefined : await findSharedCard(app.database.db, params.id);
      if (!shared) return undefined;
      return {
        kind: 'share',
        subject: { name: shareCardTitle(shared.card), summary: shareCardLines(shared.card).join(' · ') },
        share: { id: shared.id },
      };
    }
    case paths.mission:
      return params.roadmapId === SAMPLE_ROADMAP_ID ? sampleMission(app, params) : undefined;
    default:
      return undefined;
  }
}

/** A mission of the sample roadmap, as its API answers it (the only roadmap anyone may read). */
async function sampleMission(
  app: FastifyInstance,
  params: Readonly<Record<string, string | undefined>>,
): Promise<HeadData | undefined> {
  const answer = await app.inject({ method: 'GET', url: '/api/roadmap/sample' });
  if (answer.statusCode !== 200) return undefined;
  const roadmap = roadmapDetailResponseSchema.parse(answer.json()).data;
  const milestone = roadmap.milestones.find((candidate) => candidate.title === params.milestoneTitle);
  const mission = milestone?.missions.find((candidate) => candidate.id === params.missionId);
  return mission ? { kind: 'named', subject: { name: mission.title, summary: mission.description } } : undefined;
}
