import { describe, expect, it } from 'vitest';
import { preparePerson } from './engine';
import { reasonsFor } from './reasons';
import { createRecommendationContext } from './recommendations.service';
import { personInput } from './testing';

/**
 * Preparation read from the Korean facts (issue 28): a six-year degree (의·치·한·수의·약학, 고등교육법
 * 시행령) is as long as a degree and a master's, so it is further than a student planning 전문대
 * or four years of university means to go, and the reason says how long it takes.
 */
const { model, labels } = createRecommendationContext();
const jobIndex = (name: string) => model.jobs.findIndex((job) => job.name === name);

describe('the preparation a job needs, from its Korean facts', () => {
  it('reads a six-year degree as longer than a four-year one, and says so in its words', () => {
    expect(model.jobs[jobIndex('약사')]?.preparation).toEqual({
      level: 5,
      education: '6년제 대졸',
      licences: ['약사 면허'],
    });
    expect(model.jobs[jobIndex('한의사')]?.preparation?.level).toBe(5);
    expect(model.jobs[jobIndex('간호사')]?.preparation).toMatchObject({ level: 4, education: '대졸' });
  });

  it('tells a student planning 전문대 that a pharmacist takes much longer, naming the six years', () => {
    const student = preparePerson(
      model,
      personInput({ jpref: { preferences: {}, maxJobZone: 3, industries: [] } }, ['jpref']),
    );
    const reason = reasonsFor(model, student, jobIndex('약사'), labels).find((r) => r.text.includes('준비해야'));
    expect(reason?.text).toBe(
      '생각한 준비 수준(전문대·직업훈련 수준)보다 훨씬 오래 준비해야 해서(한국에서는 보통 6년제 대졸, 약사 면허 필요), 준비 기간이 맞는 직업보다 뒤에 두었어요',
    );
    const nurse = reasonsFor(model, student, jobIndex('간호사'), labels).find((r) => r.text.includes('훨씬 오래'));
    expect(nurse).toBeUndefined();
  });
});
