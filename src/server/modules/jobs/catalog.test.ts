import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INDUSTRY_IDS, RIASEC_LETTERS } from '../../../shared/contracts/jobs';
import { APP_ROOT } from '../../lib/app-root';
import { getMissionMarket } from '../missions/mission-market';
import { getJobCatalog } from './catalog';
import { readCatalogFile } from './catalog-file';
import { readKnowledgeSkillLabels, WORK_STYLE_LABELS, WORK_VALUE_LABELS } from './labels';
import { pickStarterMissions } from './starter-missions';

const file = readCatalogFile(path.join(APP_ROOT, 'content/jobs/catalog.json'));
const jobs = file.jobs;
const names = new Set(jobs.map((job) => job.name));

describe('content/jobs/catalog.json', () => {
  it('holds 195–250 jobs with unique ids and names', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(195);
    expect(jobs.length).toBeLessThanOrEqual(250);
    expect(new Set(jobs.map((job) => job.id)).size).toBe(jobs.length);
    expect(names.size).toBe(jobs.length);
  });

  it('has the 20 industries, each with jobs', () => {
    expect(file.industries.map((industry) => industry.id)).toEqual([...INDUSTRY_IDS]);
    for (const id of INDUSTRY_IDS)
      expect(
        jobs.some((job) => job.industry === id),
        id,
      ).toBe(true);
  });

  it('gives every job each field, filled in', () => {
    const labels = readKnowledgeSkillLabels();
    for (const job of jobs) {
      const where = `${job.name} (${job.id})`;
      expect(job.name.trim(), where).toBe(job.name);
      expect(job.name, where).not.toMatch(/[/?#%]/);
      expect(job.summary.length, where).toBeGreaterThan(20);
      expect(job.tasks.length, where).toBeGreaterThanOrEqual(4);
      expect(job.tasks.length, where).toBeLessThanOrEqual(8);
      for (const task of job.tasks) expect(task.text, where).toMatch(/[가-힣]/);
      expect(job.kecoName, where).toMatch(/[가-힣]/);
      // Empty where O*NET has no education data for the code; the job page then shows the job zone only.
      expect(job.education, where).toMatch(/^$|[가-힣]/);
      expect(job.riasec.code, where).toMatch(/^[RIASEC]{1,3}$/);
      for (const letter of RIASEC_LETTERS) expect(job.riasec[letter], where).toBeGreaterThanOrEqual(1);
      expect(Object.keys(job.workValues).sort(), where).toEqual(Object.keys(WORK_VALUE_LABELS).sort());
      expect(Object.keys(job.workStyles).sort(), where).toEqual(Object.keys(WORK_STYLE_LABELS).sort());
      expect(Object.keys(job.knowledge), where).toHaveLength(33);
      expect(Object.keys(job.skills), where).toHaveLength(35);
      for (const id of [...Object.keys(job.knowledge), ...Object.keys(job.skills)]) {
        expect(labels.get(id), `${where}: no Korean label for ${id}`).toMatch(/[가-힣]/);
      }
    }
  });

  it('leaves the education empty for only a few jobs', () => {
    expect(jobs.filter((job) => job.education === '').length).toBeLessThanOrEqual(10);
  });

  it('gives no two jobs the same profile, so no two are ever scored alike', () => {
    const profileOf = (job: (typeof jobs)[number]) =>
      JSON.stringify([job.riasec, job.workValues, job.workStyles, job.knowledge, job.skills, job.jobZone]);
    const byProfile = new Map<string, string[]>();
    for (const job of jobs) byProfile.set(profileOf(job), [...(byProfile.get(profileOf(job)) ?? []), job.name]);
    expect([...byProfile.values()].filter((names) => names.length > 1)).toEqual([]);
  });

  it('says in onetNote why a job shares its O*NET code and how the team told it apart', () => {
    const byCode = new Map<string, typeof jobs>();
    for (const job of jobs) byCode.set(job.onet.code, [...(byCode.get(job.onet.code) ?? []), job]);
    for (const twins of [...byCode.values()].filter((list) => list.length > 1)) {
      expect(
        twins.some((job) => /같은 자료라서.*팀이.*(높였|낮췄)다/.test(job.onetNote ?? '')),
        twins.map((job) => job.name).join(' / '),
      ).toBe(true);
    }
  });

  it('names five related jobs that exist, never the job itself', () => {
    for (const job of jobs) {
      expect(job.related, job.name).toHaveLength(5);
      expect(new Set(job.related).size, job.name).toBe(5);
      expect(job.related, job.name).not.toContain(job.name);
      for (const related of job.related) expect(names.has(related), `${job.name} → ${related}`).toBe(true);
    }
  });

  const occupationFile = path.resolve(APP_ROOT, '../shared/data/onet/db_29_3/occupation_data.tsv');
  const hasOnet = existsSync(occupationFile);
  it.skipIf(!hasOnet)(
    `names O*NET codes that exist in O*NET 29.3${hasOnet ? '' : ' — SKIPPED: ../shared/data/onet is not beside the repository'}`,
    () => {
      const titles = new Map(
        readFileSync(occupationFile, 'utf8')
          .split('\n')
          .slice(1)
          .map((line) => line.split('\t'))
          .map(([code, title]) => [code ?? '', title ?? '']),
      );
      for (const job of jobs) {
        expect(titles.has(job.onet.code), `${job.name}: ${job.onet.code}`).toBe(true);
        expect(titles.get(job.onet.code), job.name).toBe(job.onet.title);
      }
    },
  );
});

describe('starter missions', () => {
  const catalog = getJobCatalog();
  const market = getMissionMarket().missions;

  it('gives every job three different missions, each with a reason, the same every time', () => {
    for (const job of catalog.jobs) {
      const missions = pickStarterMissions(catalog, job, market);
      expect(missions, job.name).toHaveLength(3);
      expect(new Set(missions.map((mission) => mission.id)).size, job.name).toBe(3);
      for (const mission of missions) expect(mission.reasons.length, `${job.name}: ${mission.id}`).toBeGreaterThan(0);
      expect(pickStarterMissions(catalog, job, market)).toEqual(missions);
    }
  });

  it('prefers missions of the job’s own industry when the market has them', () => {
    const job = catalog.findByName('소프트웨어 개발자');
    if (!job) throw new Error('소프트웨어 개발자 is missing');
    const missions = pickStarterMissions(catalog, job, market);
    const tagged = new Set(
      market.filter((mission) => mission.tags.industries.includes('it')).map((mission) => mission.id),
    );
    expect(missions.some((mission) => tagged.has(mission.id))).toBe(true);
    expect(missions.flatMap((mission) => mission.reasons).join(' ')).toContain('IT·소프트웨어');
  });
});
