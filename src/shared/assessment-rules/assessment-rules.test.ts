import { describe, expect, it } from 'vitest';
import type { BankByStep } from '../contracts/assessments';
import { answerRulesFor, fieldProblem, submitProblems } from './index';

/*
 * Small item banks written out here, so each expected message stands on its own. The rules read only
 * the fields given; the rest of a bank (intro, attribution…) is left out, hence the casts.
 */
const cards = ['c1', 'c2', 'c3', 'c4'].map((id) => ({ id }));
const valueBank = {
  cards,
  comeup: { max: 2 },
  select: { min: 2, max: 3 },
  priority: { min: 1, max: 2 },
} as unknown as BankByStep['value'];
const strengthBank = { ...valueBank } as unknown as BankByStep['strength'];
const interestBank = { ...valueBank } as unknown as BankByStep['interest'];

const kskillBank = {
  knowledge: { min: 1, max: 2, groups: [{ items: [{ id: 'k1' }, { id: 'k2' }, { id: 'k3' }] }] },
  skill: { min: 2, max: 2, groups: [{ items: [{ id: 's1' }, { id: 's2' }, { id: 's3' }] }] },
} as unknown as BankByStep['kskill'];

const traitPhysBank = {
  scale: { min: 1, max: 5 },
  trait: [{ id: 't1' }, { id: 't2' }, { id: 't3' }],
  physCond: [{ id: 'p1' }],
} as unknown as BankByStep['trt-phys-cond'];

const jprefBank = {
  questions: [
    {
      id: 'q-single',
      type: 'single',
      options: [
        { value: 'a', score: 1 },
        { value: 'any', score: null },
      ],
    },
    {
      id: 'q-plain',
      type: 'single',
      options: [
        { value: 'x', score: 1 },
        { value: 'y', score: 0 },
      ],
    },
    { id: 'q-scale', type: 'scale', min: 1, max: 5 },
    { id: 'q-multi', type: 'multi', min: 1, max: 2, options: [{ value: 'm1' }, { value: 'm2' }, { value: 'm3' }] },
  ],
} as unknown as BankByStep['jpref'];

describe('card sort rules (value, strength, interest)', () => {
  it('refuse, in each step’s own words, what a draft may never hold', () => {
    const value = answerRulesFor('value', valueBank);
    expect(value.checkDraft({ selected: ['c1', 'c2', 'c3', 'c4'], priority: ['c1', 'c2', 'c3'] })).toEqual({
      selected: '가치 카드는 3개까지 고를 수 있어요.',
      priority: '가장 중요한 것은 2개까지 고를 수 있어요.',
    });
    expect(answerRulesFor('strength', strengthBank).checkDraft({ selected: ['c1', 'c2', 'c3', 'c4'] })).toEqual({
      selected: '강점 카드는 3개까지 고를 수 있어요.',
    });
    expect(answerRulesFor('interest', interestBank).checkDraft({ priority: ['c1', 'c2', 'c3'] })).toEqual({
      priority: '가장 끌리는 것은 2개까지 고를 수 있어요.',
    });
    expect(value.checkDraft({ selected: ['c1', 'nope'], comeup: ['하나', '둘', '셋'] })).toEqual({
      selected: '목록에 없는 카드가 있어요: nope',
      comeup: '떠올린 것은 2개까지 적을 수 있어요.',
    });
    expect(value.checkDraft({ selected: ['c1', 'c1'] })).toEqual({ selected: '같은 카드를 두 번 고를 수 없어요.' });
    expect(value.checkDraft({ selected: ['c1', 'c2'], priority: ['c3'] })).toEqual({
      priority: '순서를 정할 카드는 고른 카드 가운데에서 골라 주세요.',
    });
  });

  it('ask for enough cards before a take is submitted, with the particle each word takes', () => {
    expect(submitProblems('value', valueBank, {})).toEqual({
      selected: '가치 카드를 2개 이상 골라 주세요.',
      priority: '가장 중요한 것을 1개 이상 골라 순서를 정해 주세요.',
    });
    expect(submitProblems('interest', interestBank, { selected: ['c1', 'c2'] })).toEqual({
      priority: '가장 끌리는 것을 1개 이상 골라 순서를 정해 주세요.',
    });
    // A draft that breaks a draft rule is told that first, not what is still missing.
    expect(submitProblems('value', valueBank, { selected: ['c1', 'c1'] })).toEqual({
      selected: '같은 카드를 두 번 고를 수 없어요.',
    });
    expect(submitProblems('value', valueBank, { selected: ['c1', 'c2'], priority: ['c2'] })).toEqual({});
    expect(fieldProblem('strength', strengthBank, { selected: ['c1'] }, 'selected')).toBe(
      '강점 카드를 2개 이상 골라 주세요.',
    );
    expect(fieldProblem('strength', strengthBank, { selected: ['c1'] }, 'priority')).toBe(
      '가장 자신 있는 것을 1개 이상 골라 순서를 정해 주세요.',
    );
    expect(fieldProblem('strength', strengthBank, { selected: ['c1', 'c2'] }, 'selected')).toBeNull();
  });

  it('keep only known, unrepeated cards within the maximum when answers are imported, ranked ones among the chosen', () => {
    const value = answerRulesFor('value', valueBank);
    expect(
      value.sanitize({
        comeup: ['하나', '둘', '셋'],
        selected: ['c1', 'x', 'c1', 'c2', 'c3', 'c4'],
        priority: ['c4', 'c2'],
      }),
    ).toEqual({ comeup: ['하나', '둘'], selected: ['c1', 'c2', 'c3'], priority: ['c2'] });
  });

  it('drop ranked cards that were unselected when only the selection changes', () => {
    const value = answerRulesFor('value', valueBank);
    expect(value.merge({ selected: ['c1', 'c2'], priority: ['c2', 'c1'] }, { selected: ['c1', 'c3'] })).toEqual({
      selected: ['c1', 'c3'],
      priority: ['c1'],
    });
  });
});

describe('knowledge and skill rules', () => {
  it('say 지식 분야 and 기술 with their own particles', () => {
    const rules = answerRulesFor('kskill', kskillBank);
    expect(rules.checkDraft({ knowledge: ['k1', 'k2', 'k3'], skill: ['s9'] })).toEqual({
      knowledge: '지식 분야는 2개까지 고를 수 있어요.',
      skill: '목록에 없는 기술이 있어요: s9',
    });
    expect(rules.checkDraft({ knowledge: ['k9'], skill: ['s1', 's2', 's3'] })).toEqual({
      knowledge: '목록에 없는 지식 분야가 있어요: k9',
      skill: '기술은 2개까지 고를 수 있어요.',
    });
    expect(rules.checkDraft({ skill: ['s1', 's1'] })).toEqual({ skill: '같은 항목을 두 번 고를 수 없어요.' });
    expect(submitProblems('kskill', kskillBank, { skill: ['s1'] })).toEqual({
      knowledge: '지식 분야를 1개 이상 골라 주세요.',
      skill: '기술을 2개 이상 골라 주세요.',
    });
  });
});

describe('trait and working-condition rules', () => {
  it('count the unanswered items of each part and keep answers on the scale', () => {
    const rules = answerRulesFor('trt-phys-cond', traitPhysBank);
    expect(submitProblems('trt-phys-cond', traitPhysBank, { trait: { t1: 3 } })).toEqual({
      trait: '성향 문항 3개 가운데 2개에 아직 답하지 않았어요.',
      physCond: '근무 환경 문항 1개 가운데 1개에 아직 답하지 않았어요.',
    });
    expect(rules.checkDraft({ trait: { t1: 6 }, physCond: { p9: 3 } })).toEqual({
      trait: '답은 1부터 5 사이에서 골라 주세요.',
      physCond: '목록에 없는 근무 환경 문항이 있어요: p9',
    });
    expect(rules.checkDraft({ trait: { t9: 1 } })).toEqual({ trait: '목록에 없는 성향 문항이 있어요: t9' });
  });
});

describe('job preference rules', () => {
  it('name each unanswered question by its field, offering 상관없어요 where the question has it', () => {
    expect(submitProblems('jpref', jprefBank, {})).toEqual({
      'answers.q-single': "이 질문에 답해 주세요. 잘 모르겠다면 '상관없어요'를 골라도 돼요.",
      'answers.q-plain': '이 질문에 답해 주세요.',
      'answers.q-scale': '이 질문에 답해 주세요.',
      'answers.q-multi': '1개 이상 골라 주세요.',
    });
  });

  it('refuse answers a question cannot take', () => {
    const rules = answerRulesFor('jpref', jprefBank);
    expect(
      rules.checkDraft({ answers: { 'q-single': 'zzz', 'q-scale': 6, 'q-multi': ['m1', 'm2', 'm3'], 'q-gone': 'a' } }),
    ).toEqual({
      answers: '목록에 없는 질문이 있어요: q-gone',
      'answers.q-single': '보기 가운데 하나를 골라 주세요.',
      'answers.q-scale': '1부터 5 사이의 숫자로 골라 주세요.',
      'answers.q-multi': '2개까지 고를 수 있어요.',
    });
    expect(rules.checkDraft({ answers: { 'q-multi': ['m1', 'm1'] } })).toEqual({
      'answers.q-multi': '같은 보기를 두 번 고를 수 없어요.',
    });
    expect(rules.checkDraft({ answers: { 'q-multi': ['m7'] } })).toEqual({
      'answers.q-multi': '보기 가운데에서 골라 주세요.',
    });
    expect(rules.sanitize({ answers: { 'q-single': 'a', 'q-scale': 9, 'q-gone': 'a' } })).toEqual({
      answers: { 'q-single': 'a' },
    });
  });
});
