import { describe, expect, it } from 'vitest';
import type { DraftSnapshot } from './draft-store';
import { flowPath, nextPage, parseFlowRoute, previousPage } from './flows';
import { interestCode } from './local-summary';
import { missingForJobRec, type StepStatus, statusOf } from './step-status';
import { bankOf } from './testing';
import { findMissing } from './validation';

const snapshot = (change: Partial<DraftSnapshot<'value'>>): DraftSnapshot<'value'> => ({
  answers: {},
  meta: null,
  isSubmitted: false,
  isComplete: false,
  isStarted: false,
  saveState: 'idle',
  ...change,
});

describe('flow pages', () => {
  it('reads the step and page from a route pattern', () => {
    expect(parseFlowRoute('/inner-und/strength/priority')).toEqual({ step: 'strength', page: 'priority' });
    expect(parseFlowRoute('/trt-phys-cond/phys-cond/survey')).toEqual({
      step: 'trt-phys-cond',
      page: 'phys-cond/survey',
    });
    expect(parseFlowRoute('/map')).toBeNull();
  });

  it('leaves the comeup page out for someone who skipped it, unless they are on it', () => {
    expect(nextPage('value', 'definition', false)).toBe('comeup');
    expect(nextPage('value', 'definition', true)).toBe('miss-und');
    expect(previousPage('value', 'miss-und', true)).toBe('definition');
    expect(nextPage('value', 'comeup', true)).toBe('miss-und');
    expect(nextPage('jpref', 'survey', false)).toBe('submitted');
    expect(flowPath('kskill', 'knw/select')).toBe('/kskill/knw/select');
  });
});

describe('step status', () => {
  it('tells not started, in progress and complete apart, and where to go on', () => {
    expect(statusOf('value', snapshot({}))).toMatchObject({
      state: 'not-started',
      continuePath: '/inner-und/value/definition',
    });
    expect(statusOf('value', snapshot({ isStarted: true, answers: { selected: ['a'] } }))).toMatchObject({
      state: 'in-progress',
      continuePath: '/inner-und/value/select',
    });
    expect(statusOf('value', snapshot({ isStarted: true, isSubmitted: true, isComplete: true }))).toMatchObject({
      state: 'complete',
      isRetaking: false,
      continuePath: '/inner-und/value/submitted',
    });
  });

  it('opens job recommendations after values, interests and one more step, and says what is missing', () => {
    const statuses = (done: string[]): StepStatus[] =>
      (['value', 'strength', 'interest', 'trt-phys-cond', 'kskill', 'jpref'] as const).map((step) => ({
        step,
        state: done.includes(step) ? 'complete' : 'not-started',
        isRetaking: false,
        continuePath: '',
      }));
    expect(missingForJobRec(statuses(['value', 'interest', 'jpref'])).ready).toBe(true);
    expect(missingForJobRec(statuses(['value', 'interest']))).toEqual({
      ready: false,
      message: '강점, 성향·신체 조건, 지식·기술, 직업 선호 중 한 단계를 마치면 추천 직업을 볼 수 있어요.',
    });
    expect(missingForJobRec(statuses(['value', 'kskill'])).message).toBe(
      '흥미 단계를 마치면 추천 직업을 볼 수 있어요.',
    );
  });
});

describe('what is missing before submit', () => {
  it('counts cards against the bank’s ranges, and wants ranked cards among the selected', () => {
    const bank = bankOf('value');
    expect(findMissing({ step: 'value', bank, answers: { selected: ['a', 'b'] } })).toEqual({
      selected: '카드를 5개 이상 골라 주세요. 지금 2개 골랐어요.',
      priority: '가장 중요한 카드를 3개 이상 골라 주세요. 지금 0개 골랐어요.',
    });
    expect(
      findMissing({ step: 'value', bank, answers: { selected: ['a', 'b', 'c', 'd', 'e'], priority: ['a', 'b', 'x'] } }),
    ).toEqual({ priority: '순위에는 고른 카드만 넣을 수 있어요.' });
  });

  it('wants every Likert item and every single-choice question answered', () => {
    expect(findMissing({ step: 'trt-phys-cond', bank: bankOf('trt-phys-cond'), answers: { trait: {} } })).toEqual({
      trait: '성향 문항 32개에 아직 답하지 않았어요.',
      physCond: '근무 환경 문항 12개에 아직 답하지 않았어요.',
    });
    expect(findMissing({ step: 'jpref', bank: bankOf('jpref'), answers: {} })).toEqual({
      answers: '아직 답하지 않은 질문이 15개 있어요.',
    });
  });
});

describe('a visitor’s interest code', () => {
  it('weighs ranked cards more and breaks ties in R-I-A-S-E-C order', () => {
    const bank = bankOf('interest');
    const firstOf = (type: string) => bank.cards.filter((card) => card.tags.riasec === type).map((card) => card.id);
    const [s1, s2] = firstOf('S');
    const [a1] = firstOf('A');
    const [r1] = firstOf('R');
    const ids = (list: (string | undefined)[]) => list.filter((id): id is string => Boolean(id));
    // A 1 + 1.5 (rank 1 of 3) = 2.5, S 1.5 + 1 = 2.5, R 1 + 1 = 2: A and S tie, A comes first.
    expect(interestCode(bank, { selected: ids([r1, s1, s2, a1]), priority: ids([a1, r1, s1]) })).toEqual([
      'A',
      'S',
      'R',
    ]);
  });
});
