import { describe, expect, it } from 'vitest';
import { crowdingOffsets, referenceInput, withCrowding } from './crowding';
import { breakdown, fitScore, preparePerson, rankJobs } from './engine';
import { buildJobModel } from './job-model';
import { reasonsFor } from './reasons';
import { createRecommendationContext } from './recommendations.service';
import { jobProfile } from './testing';

// Five hands-on jobs that differ a little, and four jobs each alone in its corner of the catalog.
const CROWD = [0, 1, 2, 3, 4].map((k) =>
  jobProfile({
    name: `조립원 ${k}`,
    industry: 'manufacturing',
    riasec: { R: 6.5, C: 4 + k / 5, I: 2.5 },
    skills: { '2.B.3.l': 4 + k / 10 },
    jobZone: 2,
  }),
);
const ALONE = [
  jobProfile({ name: '연구원', riasec: { I: 6.5, R: 3 }, knowledge: { '2.C.4.a': 4.8 }, jobZone: 5 }),
  jobProfile({ name: '상담사', riasec: { S: 6.5, A: 4 }, knowledge: { '2.C.6': 4.5 } }),
  jobProfile({ name: '작가', riasec: { A: 6.8, I: 4 }, knowledge: { '2.C.1.a': 4.5 } }),
  jobProfile({ name: '영업 관리자', riasec: { E: 6.5, S: 4 }, skills: { '2.B.1.e': 4.5 } }),
];
const plain = buildJobModel([...CROWD, ...ALONE]);
const OPTIONS = { neighbours: 3, strength: 0.6 };

describe('the crowding correction', () => {
  it('lowers the jobs of a crowded corner of the catalog and never raises a job', () => {
    const offsets = crowdingOffsets(plain, OPTIONS);
    const crowd = CROWD.map((_, job) => offsets[job] ?? 0);
    const alone = ALONE.map((_, k) => offsets[CROWD.length + k] ?? 0);
    expect(Math.max(...crowd)).toBeLessThan(0);
    expect(alone).toEqual(ALONE.map(() => 0));
    expect(Math.max(...offsets)).toBeLessThanOrEqual(0);
    // Twice the strength, twice the points.
    const stronger = crowdingOffsets(plain, { ...OPTIONS, strength: 1.2 });
    expect(stronger[0]).toBeCloseTo(2 * (offsets[0] ?? 0), 9);
  });

  it('is part of the score, the breakdown and the reasons, shown as what it takes', () => {
    const model = withCrowding(plain, OPTIONS);
    const person = preparePerson(model, referenceInput(model, 0, { knowledge: new Map(), skills: new Map() }));
    for (let job = 0; job < model.size; job++) {
      const score = fitScore(model, person, job);
      expect(score).toBeCloseTo(
        Math.min(100, Math.max(0, fitScore(plain, person, job) + (model.crowding[job] ?? 0))),
        9,
      );
      expect(breakdown(model, person, job).crowding).toBe(model.crowding[job]);
      const reasons = reasonsFor(model, person, job, { knowledgeSkill: new Map(), industry: new Map() });
      const crowding = Math.round((model.crowding[job] ?? 0) * 10) / 10;
      if (crowding !== 0) expect(reasons.find((reason) => reason.step === null)?.weight).toBe(crowding);
    }
    const lowered = reasonsFor(model, person, 0, { knowledgeSkill: new Map(), industry: new Map() }).find(
      (reason) => reason.step === null,
    );
    expect(lowered).toMatchObject({ kind: 'gap', weight: Math.round((model.crowding[0] ?? 0) * 10) / 10 });
    // The order is the score order, the correction included.
    const ranking = rankJobs(model, person);
    const scores = Array.from(ranking.order, (job) => ranking.fit[job] ?? 0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('is computed once for the app, from the catalog alone, the same every time', () => {
    const first = createRecommendationContext();
    const second = createRecommendationContext();
    expect(Array.from(first.model.crowding)).toEqual(Array.from(second.model.crowding));
    const byName = (name: string) => first.model.crowding[first.model.jobs.findIndex((job) => job.name === name)] ?? 0;
    // The catalog's most crowded corner (ADR 008: the job most listed for people outside the catalog).
    expect(byName('전자 부품 조립원')).toBeLessThan(-5);
    expect(byName('사서')).toBe(0);
  });
});
