import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getJobCatalog } from '../jobs/jobs.service';
import { getMissionMarket } from '../missions/mission-market';
import { buildRoadmapTemplates, fillJobName, planMilestones, readRoadmapTemplates, TEMPLATES_FILE } from './templates';

const market = getMissionMarket();
const templates = readRoadmapTemplates(market);
const catalog = getJobCatalog();

function roadmapFor(job: (typeof catalog.jobs)[number]) {
  const family = templates.familyForJob({ name: job.name, industry: job.industry, riasecCode: job.riasec.code });
  return { family, milestones: planMilestones(family, job.name) };
}

describe('roadmap templates over the whole job catalog', () => {
  it.each(catalog.jobs.map((job) => [job.name, job] as const))(
    '%s gets 4–6 milestones of 3–6 existing missions, each mission once',
    (_name, job) => {
      const { milestones } = roadmapFor(job);
      expect(milestones.length).toBeGreaterThanOrEqual(4);
      expect(milestones.length).toBeLessThanOrEqual(6);
      for (const milestone of milestones) {
        expect(milestone.missionIds.length).toBeGreaterThanOrEqual(3);
        expect(milestone.missionIds.length).toBeLessThanOrEqual(6);
        for (const id of milestone.missionIds) expect(market.findById(id), id).toBeDefined();
        expect(milestone.description).not.toContain('{job}');
        expect(milestone.title).not.toContain('/');
      }
      const ids = milestones.flatMap((milestone) => milestone.missionIds);
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(milestones.map((milestone) => milestone.title)).size).toBe(milestones.length);
    },
  );

  it('covers all 250 jobs with 17 job families, none of them the general one', () => {
    expect(catalog.jobs.length).toBe(250);
    const used = new Set(catalog.jobs.map((job) => roadmapFor(job).family.id));
    expect(used.size).toBe(17);
    expect(used.has('general')).toBe(false);
  });

  it('gives sensible families to jobs whose industry holds different kinds of work', () => {
    const familyOf = (name: string) => {
      const job = catalog.findByName(name);
      if (!job) throw new Error(name);
      return roadmapFor(job).family.id;
    };
    expect(familyOf('소프트웨어 개발자')).toBe('it');
    expect(familyOf('간호사')).toBe('health');
    expect(familyOf('프로 운동선수')).toBe('sports');
    expect(familyOf('사서')).toBe('public');
    expect(familyOf('배우')).toBe('arts');
    expect(familyOf('농업인')).toBe('nature');
    expect(familyOf('기후변화 전문가')).toBe('science');
    expect(familyOf('요리사')).toBe('hospitality');
    expect(familyOf('미용사')).toBe('beauty');
    expect(familyOf('역사 연구원')).toBe('humanities');
  });

  it('gives a historian no coding exercise and no household experiment (issue 30, item 6)', () => {
    const job = catalog.findByName('역사 연구원');
    if (!job) throw new Error('역사 연구원');
    const missions = roadmapFor(job).family.milestones.flatMap((milestone) => milestone.missions);
    expect(missions).not.toContain('m-learning-019'); // 파이썬 기초 변수와 출력 따라 해 보기
    expect(missions).not.toContain('m-experience-011'); // 우리 집 분리배출 1주 개선 실험하기
  });

  it('names the sample job, which is in the catalog', () => {
    expect(catalog.findByName(templates.sampleJobName)).toBeDefined();
  });
});

describe('fillJobName', () => {
  it('puts the name in and fixes the particle after it', () => {
    expect(fillJobName('‘{job}’이 일하는 곳', '간호사')).toBe('‘간호사’가 일하는 곳');
    expect(fillJobName('‘{job}’이 일하는 곳', '요리사')).toBe('‘요리사’가 일하는 곳');
    expect(fillJobName('‘{job}’이 일하는 곳', '소방관')).toBe('‘소방관’이 일하는 곳');
    expect(fillJobName('‘{job}’과 함께', '사회복지사')).toBe('‘사회복지사’와 함께');
    expect(fillJobName('‘{job}’을 향해', '나의 꿈')).toBe('‘나의 꿈’을 향해');
    expect(fillJobName('‘{job}’의 하루', 'QA 엔지니어')).toBe('‘QA 엔지니어’의 하루');
  });
});

describe('a broken templates file stops start-up with a message', () => {
  const file = JSON.parse(readFileSync(TEMPLATES_FILE, 'utf8'));

  it('names a mission that is not in the market', () => {
    const broken = structuredClone(file);
    broken.families[0].milestones[0].missions[0] = 'm-nowhere-999';
    expect(() => buildRoadmapTemplates(broken, market)).toThrow(/unknown mission "m-nowhere-999"/);
  });

  it('names an industry without a fallback rule', () => {
    const broken = structuredClone(file);
    broken.rules = broken.rules.filter((rule: { family: string }) => rule.family !== 'beauty');
    expect(() => buildRoadmapTemplates(broken, market)).toThrow(/no fallback rule for the industry "personal"/);
  });

  it('refuses a mission twice in one template', () => {
    const broken = structuredClone(file);
    const first = broken.families[0].milestones[0].missions[0];
    broken.families[0].milestones[1].missions[0] = first;
    expect(() => buildRoadmapTemplates(broken, market)).toThrow(/appears twice/);
  });
});
