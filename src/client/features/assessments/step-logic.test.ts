import { describe, expect, it } from 'vitest';
import { fieldProblem, submitProblems } from '../../../shared/assessment-rules';
import type { DraftSnapshot } from './draft-store';
import { flowPath, nextPage, parseFlowRoute, previousPage } from './flows';
import { interestCode } from './local-summary';
import {
  minutesForItems,
  QUICK_START_MAX_MINUTES,
  quickStartItems,
  quickStartPlan,
  SECONDS_PER_ITEM,
} from './quick-start';
import { fromJobRecLead, missingForJobRec, type StepStatus, statusOf } from './step-status';
import { submitMessages } from './submit-messages';
import { bankOf } from './testing';

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

const statuses = (done: string[]): StepStatus[] =>
  (['value', 'strength', 'interest', 'trt-phys-cond', 'kskill', 'jpref'] as const).map((step) => ({
    step,
    state: done.includes(step) ? 'complete' : 'not-started',
    isRetaking: false,
    continuePath: `/x/${step}/definition`,
  }));

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

  it('opens a first list of recommendations after values and interests, and says what is missing', () => {
    expect(missingForJobRec(statuses(['value', 'interest'])).ready).toBe(true);
    expect(missingForJobRec(statuses(['value', 'interest', 'jpref'])).ready).toBe(true);
    expect(missingForJobRec(statuses(['kskill', 'jpref']))).toEqual({
      ready: false,
      message: '가치관·흥미 단계를 마치면 첫 추천 직업을 볼 수 있어요.',
    });
    expect(missingForJobRec(statuses(['value', 'kskill'])).message).toBe(
      '흥미 단계를 마치면 첫 추천 직업을 볼 수 있어요.',
    );
  });

  it('on /map/fromJR, promises more accuracy only while steps are left', () => {
    expect(fromJobRecLead(statuses(['value', 'interest']))).toBe('남은 4단계를 마치면 추천 직업이 더 정확해져요.');
    const all = fromJobRecLead(statuses(['value', 'strength', 'interest', 'trt-phys-cond', 'kskill', 'jpref']));
    expect(all).not.toContain('남은');
    expect(all).toContain('여섯 단계를 모두 마쳐서');
  });
});

describe('the quick path to a first list', () => {
  it('goes through values, then interests, each from its cards, and is ready when both are done', () => {
    expect(quickStartPlan(statuses([]))).toMatchObject({
      isReady: false,
      isAllDone: false,
      done: [],
      next: { step: 'value', path: '/inner-und/value/select', isStarted: false },
    });
    expect(quickStartPlan(statuses(['value'])).next).toEqual({
      step: 'interest',
      path: '/inner-und/interest/select',
      isStarted: false,
    });
    const inPriority = statuses(['value']).map((status) =>
      status.step === 'interest'
        ? { ...status, state: 'in-progress' as const, continuePath: '/inner-und/interest/priority' }
        : status,
    );
    expect(quickStartPlan(inPriority).next).toEqual({
      step: 'interest',
      path: '/inner-und/interest/priority',
      isStarted: true,
    });
    expect(quickStartPlan(statuses(['interest', 'value']))).toMatchObject({
      isReady: true,
      isAllDone: false,
      next: null,
    });
    const six = quickStartPlan(statuses(['value', 'strength', 'interest', 'trt-phys-cond', 'kskill', 'jpref']));
    expect(six).toMatchObject({ isReady: true, isAllDone: true });
  });

  it('fits within ten minutes by its own estimate, counted from the item banks', () => {
    const { cards, items } = quickStartItems({ value: bankOf('value'), interest: bankOf('interest') });
    expect(cards).toBe(bankOf('value').cards.length + bankOf('interest').cards.length);
    expect(items).toBe(cards + bankOf('value').priority.max + bankOf('interest').priority.max);
    expect(minutesForItems(items)).toBeLessThanOrEqual(QUICK_START_MAX_MINUTES);
    expect(minutesForItems(10)).toBe(1);
    expect(minutesForItems(11)).toBe(2);
    expect(minutesForItems(100)).toBe(Math.ceil((100 * SECONDS_PER_ITEM) / 60));
  });
});

describe('what is missing before submit (the server’s own rules and messages)', () => {
  it('counts cards against the bank’s ranges, and wants ranked cards among the selected', () => {
    const bank = bankOf('value');
    const ids = bank.cards.map((card) => card.id);
    expect(submitProblems('value', bank, { selected: ids.slice(0, 2) })).toEqual({
      selected: '가치 카드를 5개 이상 골라 주세요.',
      priority: '가장 중요한 것을 3개 이상 골라 순서를 정해 주세요.',
    });
    expect(
      submitProblems('value', bank, { selected: ids.slice(0, 5), priority: [...ids.slice(0, 2), ...ids.slice(6, 7)] }),
    ).toEqual({
      priority: '순서를 정할 카드는 고른 카드 가운데에서 골라 주세요.',
    });
    // The select page moves on only with enough cards, and says the same sentence.
    expect(fieldProblem('value', bank, { selected: ids.slice(0, 2) }, 'selected')).toBe(
      '가치 카드를 5개 이상 골라 주세요.',
    );
    expect(fieldProblem('value', bank, { selected: ids.slice(0, 5) }, 'selected')).toBeNull();
    expect(fieldProblem('kskill', bankOf('kskill'), {}, 'knowledge')).toBe('지식 분야를 3개 이상 골라 주세요.');
  });

  it('wants every Likert item and every job-preference question answered, naming the question', () => {
    expect(submitProblems('trt-phys-cond', bankOf('trt-phys-cond'), { trait: {} })).toEqual({
      trait: '성향 문항 32개 가운데 32개에 아직 답하지 않았어요.',
      physCond: '근무 환경 문항 12개 가운데 12개에 아직 답하지 않았어요.',
    });
    const jpref = bankOf('jpref');
    const [first] = jpref.questions;
    if (!first) throw new Error('the jpref bank has no question');
    const lines = submitMessages('jpref', jpref, submitProblems('jpref', jpref, {}));
    expect(lines).toHaveLength(15);
    // Each line leads with its question, then the rule's own sentence.
    expect(lines[0]?.startsWith(`${first.text} `)).toBe(true);
    expect(lines[0]).toMatch(/(이 질문에 답해 주세요|개 이상 골라 주세요)/);
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
