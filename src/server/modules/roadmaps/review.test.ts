import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../../lib/app-root';
import { getJobCatalog } from '../jobs/jobs.service';
import { getMissionMarket } from '../missions/mission-market';
import { planMilestones, readRoadmapTemplates } from './templates';

/**
 * The review of every job's roadmap template (content/roadmaps/REVIEW.md, written by
 * `npx tsx scripts/roadmap-review.ts` and read by a person): a job whose template is not the
 * one the review assigns, or a job the review does not name, fails here, so a change of rules
 * or templates is reviewed again before it ships.
 */
const market = getMissionMarket();
const templates = readRoadmapTemplates(market);
const catalog = getJobCatalog();
const review = readFileSync(path.join(CONTENT_DIR, 'roadmaps/REVIEW.md'), 'utf8');

/** `| 서비스 기획자 | it | planning |` rows of the review's job table: job → family id. */
const assigned = new Map(
  [...review.matchAll(/^\| ([^|]+?) \| [a-z]+ \| ([a-z-]+) \|/gm)]
    .filter((match) => match[1] !== 'job')
    .map((match) => [match[1], match[2]] as const),
);

function familyOf(job: (typeof catalog.jobs)[number]) {
  return templates.familyForJob({ name: job.name, industry: job.industry, riasecCode: job.riasec.code });
}

describe('every job has the roadmap template its review assigns', () => {
  it.each(catalog.jobs.map((job) => [job.name, job] as const))('%s', (name, job) => {
    expect(assigned.get(name), `${name} is not in REVIEW.md`).toBeDefined();
    expect(familyOf(job).id).toBe(assigned.get(name));
  });

  it('says for every template in use why it fits its jobs', () => {
    for (const id of new Set(assigned.values())) {
      expect(review, id).toMatch(new RegExp(`^### ${id} — .+\\n\\n.{40,}`, 'm'));
    }
  });

  it('gives a service or game planner no coding missions (issue 30, item 6)', () => {
    for (const name of ['서비스 기획자', '게임 기획자']) {
      const job = catalog.findByName(name);
      if (!job) throw new Error(`${name} missing`);
      const titles = planMilestones(familyOf(job), name).flatMap((milestone) => [
        milestone.title,
        ...milestone.missionIds.map((id) => market.findById(id)?.title ?? ''),
      ]);
      expect(
        titles.filter((title) => /코딩|파이썬|개발자|깃허브|HTML|코드/.test(title)),
        name,
      ).toEqual([]);
    }
  });
});
