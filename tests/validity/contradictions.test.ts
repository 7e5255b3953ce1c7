import { describe, expect, it } from 'vitest';
import { getJobCatalog } from '../../src/server/modules/jobs/jobs.service';
import type { Recommendation, RecommendationReason } from '../../src/shared/contracts/recommendations';
import type { Report } from '../../src/shared/contracts/report';
import { contradictionsOf } from './contradictions';

/** The checker itself: each rule flags the reason it is about, and leaves a true one alone. */

const { jobs } = getJobCatalog();
const job = jobs.find((entry) => entry.name === '소프트웨어 개발자') ?? jobs[0];
if (!job) throw new Error('empty catalog');

const step = <T>(result: T) => ({ result });
/** Someone who chose "꼼꼼하게 확인하기" and ranked 관계 first, picked 프로그래밍, code SC, will prepare to Job Zone 5. */
const report = {
  steps: {
    strength: step({ top: [{ id: 's-ws-detail', label: '꼼꼼하게 확인하기', kind: 'workStyle', element: '1.C.5.b' }] }),
    'trt-phys-cond': step({ workStyles: [{ id: '1.C.5.b', label: '꼼꼼하게 확인하기', score: 100 }] }),
    value: step({ ranks: [{ id: '1.B.2.d', label: '관계', score: 80, rank: 1 }] }),
    kskill: step({ knowledge: [], skill: [{ id: '2.B.3.e', label: '프로그래밍' }] }),
    interest: step({ code: 'SC' }),
    jpref: step({ maxJobZone: { level: 5, label: '대학원 이상' } }),
  },
} as unknown as Report;

const check = (reason: RecommendationReason) =>
  contradictionsOf('test', { reasons: [reason] } as unknown as Recommendation, job, jobs, report).map((c) => c.rule);

describe('the contradiction checker', () => {
  it('flags a mismatch shown as a fit', () => {
    expect(
      check({ step: 'jpref', kind: 'match', text: '바라는 조건 중 정확성은 맞고, 팀워크는 다를 수 있어요', weight: 5 }),
    ).toHaveLength(1);
  });

  it('flags a chosen strength called a difference, and not one they did not choose', () => {
    expect(
      check({
        step: 'strength',
        kind: 'gap',
        text: '이 직업에서 특히 중요한 "꼼꼼하게 확인하기"는 고른 강점에 없어요',
        weight: 1,
      }),
    ).toHaveLength(1);
    expect(
      check({
        step: 'strength',
        kind: 'gap',
        text: '이 직업에서 특히 중요한 "앞장서서 이끌기"는 고른 강점에 없어요',
        weight: 1,
      }),
    ).toEqual([]);
  });

  it('flags a fit naming what they did not choose', () => {
    expect(
      check({ step: 'value', kind: 'match', text: '가치관 1순위 "성취"가 이 직업의 핵심 가치와 맞아요', weight: 9 }),
    ).toHaveLength(1);
    expect(
      check({ step: 'kskill', kind: 'match', text: '고른 지식·기술 중 "수학"이 이 직업에 중요해요', weight: 9 }),
    ).toHaveLength(1);
    expect(
      check({ step: 'interest', kind: 'match', text: '흥미 유형 I가 이 직업의 핵심 흥미와 맞아요', weight: 9 }),
    ).toHaveLength(1);
    expect(
      check({ step: 'kskill', kind: 'match', text: '고른 지식·기술 중 "프로그래밍"이 이 직업에 중요해요', weight: 9 }),
    ).toEqual([]);
  });

  it('flags "not chosen" for what they picked, and a preparation watch-out within their plan', () => {
    expect(
      check({
        step: 'kskill',
        kind: 'unknown',
        text: '이 직업에 중요한 "프로그래밍"은 아직 고르지 않았어요',
        weight: 1,
      }),
    ).toHaveLength(1);
    expect(
      check({ step: 'jpref', kind: 'gap', text: '생각한 준비 수준보다 오래 준비해야 할 수 있어요', weight: -3 }),
    ).toHaveLength(1);
  });

  it('flags "does not stand out" for a value the job rates high', () => {
    const high = jobs.find(
      (entry) => entry.workValues['1.B.2.d'] === Math.max(...jobs.map((j) => j.workValues['1.B.2.d'] ?? 0)),
    );
    const text = '중요하게 여기는 "관계"가 이 직업에서는 두드러지지 않아요';
    const rules = contradictionsOf(
      'test',
      { reasons: [{ step: 'value', kind: 'gap', text, weight: 1 }] } as unknown as Recommendation,
      high ?? job,
      jobs,
      report,
    );
    expect(rules).toHaveLength(1);
  });
});
