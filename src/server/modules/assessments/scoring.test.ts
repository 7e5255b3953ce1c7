import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CardSortAnswers,
  type InterestBank,
  type JprefBank,
  type KskillBank,
  RIASEC_ORDER,
  type StrengthBank,
  type TraitPhysBank,
  type ValueBank,
} from '../../../shared/contracts/assessments';
import { loadItemBanks } from './item-banks';
import {
  cardWeight,
  maxGroupWeight,
  scoreInterest,
  scoreJpref,
  scoreKskill,
  scoreStrength,
  scoreTraitPhys,
  scoreValue,
} from './scoring';

/**
 * Scoring, worked out by hand on small item banks (the numbers in the comments are the working),
 * then checked as properties over the real item banks with any answers the rules accept.
 */

const header = {
  version: 1,
  attribution: '출처',
  intro: {
    title: '검사',
    minutes: 5,
    definition: '설명',
    steps: ['하나'],
    missUnd: { myth: '오해', truth: '사실', articleId: 'a' },
  },
  submitted: { title: '끝', body: '수고했어요', next: { lead: '다음이에요', label: '다음', path: '/map' } },
};
const cardSortParts = {
  comeup: { prompt: '떠올려요', placeholder: '예', examples: ['예'], max: 5 },
  select: { prompt: '골라요', min: 5, max: 12 },
  priority: { prompt: '순서를 정해요', min: 3, max: 5 },
};
const card = <T>(id: string, tags: T) => ({ id, label: id, description: id, tags });
const answers = (selected: string[], priority: string[]): CardSortAnswers => ({ comeup: [], selected, priority });

describe('card weights (priority.max P = 5)', () => {
  it('count 6, 5, 4, 3, 2 for priority positions 1–5, 1 for selected only, 0 otherwise', () => {
    const a = answers(['a', 'b', 'c', 'd', 'e', 'f'], ['a', 'b', 'c', 'd', 'e']);
    expect(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => cardWeight(id, a, 5))).toEqual([6, 5, 4, 3, 2, 1, 0]);
  });
  it('have a group maximum of n + (5 + 4 + …) over the first min(n, 5) positions', () => {
    expect(maxGroupWeight(1, 5)).toBe(6); // 1 + 5
    expect(maxGroupWeight(3, 5)).toBe(15); // 3 + 5 + 4 + 3
    expect(maxGroupWeight(7, 5)).toBe(22); // 7 + 5 + 4 + 3 + 2 + 1
    expect(maxGroupWeight(0, 5)).toBe(0);
  });
});

describe('interest: RIASEC scores and the three-letter code', () => {
  const bank: InterestBank = {
    step: 'interest',
    ...header,
    ...cardSortParts,
    cards: [
      card('r1', { riasec: 'R' as const }),
      card('r2', { riasec: 'R' as const }),
      card('i1', { riasec: 'I' as const }),
      card('i2', { riasec: 'I' as const }),
      card('i3', { riasec: 'I' as const }),
      card('a1', { riasec: 'A' as const }),
      card('a2', { riasec: 'A' as const }),
      card('s1', { riasec: 'S' as const }),
      card('s2', { riasec: 'S' as const }),
      card('e1', { riasec: 'E' as const }),
      card('e2', { riasec: 'E' as const }),
      card('c1', { riasec: 'C' as const }),
      card('c2', { riasec: 'C' as const }),
    ],
  };

  it('scores each type as its card weights over the maximum of the smallest type, and codes the top three', () => {
    const scores = scoreInterest(bank, answers(['i1', 'i2', 'r1', 'a1', 's1'], ['i1', 'r1', 'i2']));
    // One maximum for every type, that of the smallest (2 cards: 2 + 5 + 4 = 11), I's 3 cards too.
    // I: i1 first (6) + i2 third (4) = 10 of 11 → 90.9 → 91
    // R: r1 second (5) = 5 of 11 → 45.5 → 45
    // A: a1 selected (1) = 1 of 11 → 9.1 → 9; S the same; E and C 0.
    expect(scores.scores).toEqual({ R: 45, I: 91, A: 9, S: 9, E: 0, C: 0 });
    // A and S tie at 1/11: the tie goes to the earlier type in R-I-A-S-E-C order.
    expect(scores.code).toBe('IRA');
  });

  it('does not let a type with more cards count less for the same choice (issue 28: an uneven bank)', () => {
    // Two cards of I (3 in the bank) and of R (2 in the bank), unranked: the same weight, one score.
    const scores = scoreInterest(bank, answers(['r1', 'r2', 'i1', 'i2', 'a1'], ['a1', 'r1', 'i1']));
    // A: 6 of 11 → 55; R: 5 + 1 = 6 → 55; I: 4 + 1 = 5 → 45.
    expect(scores.scores).toEqual({ R: 55, I: 45, A: 55, S: 0, E: 0, C: 0 });
    expect(scores.code).toBe('RAI');
  });

  it('breaks ties in R-I-A-S-E-C order, whatever order the cards were chosen in', () => {
    const scores = scoreInterest(bank, answers(['c1', 'e1', 'a1', 'i1', 'i2', 'i3'], ['i1', 'i2', 'i3']));
    // I: 6 + 5 + 4 = 15 of 11 → 100 at most. C, E and A: one selected card each, 1 of 11 → 9: a
    // three-way tie for two letters, given to A then E (R-I-A-S-E-C order), not to C chosen first.
    expect(scores.scores).toEqual({ R: 0, I: 100, A: 9, S: 0, E: 9, C: 9 });
    expect(scores.code).toBe('IAE');
  });

  it('leaves a type nobody chose out of the code, so it may be shorter than three letters', () => {
    const scores = scoreInterest(bank, answers(['i1', 'i2', 'i3'], ['i3', 'i1', 'i2']));
    expect(scores.scores.I).toBe(100); // 6 + 5 + 4 = 15, above 11: 100 at most
    expect(scores.code).toBe('I');
  });
});

describe('value: ranked work values', () => {
  const v = (id: string, value: 'a' | 'b' | 'c' | 'd' | 'e' | 'f', need: number) =>
    card(id, { workValue: `1.B.2.${value}` as const, need: `1.B.2.${value}.${need}` });
  const bank: ValueBank = {
    step: 'value',
    ...header,
    ...cardSortParts,
    cards: [v('a1', 'a', 1), v('a2', 'a', 2), v('b1', 'b', 1), v('b2', 'b', 2), v('b3', 'b', 3)].concat([
      v('c1', 'c', 1),
      v('d1', 'd', 1),
      v('e1', 'e', 1),
      v('f1', 'f', 1),
    ]),
  };

  it('ranks the six values best first, ties in 1.B.2.a–f order', () => {
    const scores = scoreValue(bank, answers(['b1', 'a1', 'f1', 'b2', 'd1'], ['f1', 'b1', 'a1']));
    // f: f1 first (6) of 6 → 100.  b: b1 second (5) + b2 (1) = 6 of 15 → 40.
    // a: a1 third (4) of 11 → 36.4 → 36.  d: d1 (1) of 6 → 17.  c, e: 0 (tie: c before e).
    expect(scores.values).toEqual([
      { id: '1.B.2.f', score: 100, rank: 1 },
      { id: '1.B.2.b', score: 40, rank: 2 },
      { id: '1.B.2.a', score: 36, rank: 3 },
      { id: '1.B.2.d', score: 17, rank: 4 },
      { id: '1.B.2.c', score: 0, rank: 5 },
      { id: '1.B.2.e', score: 0, rank: 6 },
    ]);
  });
});

describe('strength: top strengths', () => {
  const bank: StrengthBank = {
    step: 'strength',
    ...header,
    ...cardSortParts,
    cards: [
      card('s1', { workStyle: '1.C.1.a' }),
      card('s2', { ability: '1.A.1.a.1' }),
      card('s3', { workStyle: '1.C.4.a' }),
      card('s4', { workStyle: '1.C.1.a' }),
      card('s5', { ability: '1.A.1.b.1' }),
    ],
  };

  it('keeps the priority order and lists the work styles and abilities chosen, each once, in bank order', () => {
    expect(scoreStrength(bank, answers(['s4', 's3', 's1', 's2'], ['s2', 's3', 's1']))).toEqual({
      top: [
        { cardId: 's2', workStyle: null, ability: '1.A.1.a.1' },
        { cardId: 's3', workStyle: '1.C.4.a', ability: null },
        { cardId: 's1', workStyle: '1.C.1.a', ability: null },
      ],
      workStyles: ['1.C.1.a', '1.C.4.a'],
      abilities: ['1.A.1.a.1'],
    });
  });
});

describe('trt-phys-cond: trait and physical-condition profiles', () => {
  const bank: TraitPhysBank = {
    step: 'trt-phys-cond',
    ...header,
    scale: { min: 1, max: 5, labels: ['1', '2', '3', '4', '5'] },
    traitIntro: '성향',
    trait: [
      { id: 't1', text: '문항', tags: { workStyle: '1.C.1.a' }, keyed: 'plus' },
      { id: 't2', text: '문항', tags: { workStyle: '1.C.1.a' }, keyed: 'minus' },
      { id: 't3', text: '문항', tags: { workStyle: '1.C.2.b' }, keyed: 'plus' },
      { id: 't4', text: '문항', tags: { workStyle: '1.C.2.b' }, keyed: 'plus' },
    ],
    physCondIntro: '환경',
    physCond: [
      { id: 'p1', key: 'standing', text: '문항', tags: { workContext: '4.C.2.d.1.b' } },
      { id: 'p2', key: 'noise', text: '문항', tags: { workContext: '4.C.2.b.1.a' } },
    ],
  };

  it('averages each work style on 0–100 with minus-keyed items reversed; one item per condition', () => {
    const scores = scoreTraitPhys(bank, { trait: { t1: 5, t2: 2, t3: 4, t4: 1 }, physCond: { p1: 1, p2: 4 } });
    // 1.C.1.a: t1 5 → 100; t2 2 reversed → 4 → 75; mean 87.5 → 88.
    // 1.C.2.b: t3 4 → 75; t4 1 → 0; mean 37.5 → 38.
    // standing 1 → 0, noise 4 → 75.
    expect(scores).toEqual({ workStyles: { '1.C.1.a': 88, '1.C.2.b': 38 }, physCond: { standing: 0, noise: 75 } });
  });
});

describe('kskill: knowledge and skill sets', () => {
  const part = (groups: string[][]) => ({
    prompt: '골라요',
    min: 1,
    max: 10,
    groups: groups.map((ids, index) => ({
      id: `g-${index}`,
      label: '묶음',
      items: ids.map((id) => ({ id, label: id, description: id, tags: { knowledge: id } })),
    })),
  });
  const bank: KskillBank = {
    step: 'kskill',
    ...header,
    knowledge: part([['2.C.1.a', '2.C.1.b'], ['2.C.4.a']]),
    skill: part([['2.A.1.a', '2.A.2.a']]),
  };

  it('lists the chosen elements in item-bank order, not click order', () => {
    expect(scoreKskill(bank, { knowledge: ['2.C.4.a', '2.C.1.a'], skill: ['2.A.2.a'] })).toEqual({
      knowledge: ['2.C.1.a', '2.C.4.a'],
      skill: ['2.A.2.a'],
    });
  });
});

describe('jpref: preferences', () => {
  const bank: JprefBank = {
    step: 'jpref',
    ...header,
    questions: [
      {
        id: 'q-pace',
        text: '속도',
        type: 'single',
        options: [
          { value: 'fast', label: '빠르게', score: 1 },
          { value: 'moderate', label: '적당히', score: 0.5 },
          { value: 'relaxed', label: '여유 있게', score: 0 },
          { value: 'any', label: '상관없어요', score: null },
        ],
        tags: { workContext: '4.C.3.d.1' },
        scoreHigh: '빠른 속도',
      },
      {
        id: 'q-edu',
        text: '교육',
        type: 'single',
        options: [
          { value: 1, label: '짧은 교육', score: 0 },
          { value: 3, label: '대학', score: 0.5 },
          { value: 5, label: '대학원', score: 1 },
          { value: 'any', label: '상관없어요', score: null },
        ],
        tags: { jobZone: true },
        scoreHigh: '긴 교육',
      },
      { id: 'q-scale', text: '척도', type: 'scale', min: 1, max: 5, tags: {}, scoreHigh: '높음' },
      {
        id: 'q-industry',
        text: '산업',
        type: 'multi',
        min: 0,
        max: 3,
        options: [
          { value: 'it', label: 'IT' },
          { value: 'health', label: '보건' },
          { value: 'arts', label: '예술' },
        ],
        tags: { custom: 'industry' },
      },
    ],
  };

  it('scores single choices by their option, scales on 0–1, and reads the Job Zone and industries', () => {
    expect(
      scoreJpref(bank, { answers: { 'q-pace': 'moderate', 'q-edu': 3, 'q-scale': 4, 'q-industry': ['arts', 'it'] } }),
    ).toEqual({
      // scale: (4 − 1) / (5 − 1) = 0.75
      preferences: { 'q-pace': 0.5, 'q-edu': 0.5, 'q-scale': 0.75 },
      maxJobZone: 3,
      industries: ['it', 'arts'],
    });
  });

  it("keeps '상관없어요' as no preference (null) and no Job Zone limit", () => {
    expect(scoreJpref(bank, { answers: { 'q-pace': 'any', 'q-edu': 'any', 'q-scale': 1, 'q-industry': [] } })).toEqual({
      preferences: { 'q-pace': null, 'q-edu': null, 'q-scale': 0 },
      maxJobZone: null,
      industries: [],
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over the real item banks
// ---------------------------------------------------------------------------------------------

const banks = loadItemBanks();

/** Any answers the card-sort rules accept: a subset selected, up to P of them ranked, any order. */
function cardSortAnswers(ids: readonly string[], select: { max: number }, priority: { max: number }) {
  return fc
    .shuffledSubarray([...ids], { minLength: 0, maxLength: select.max })
    .chain((selected) =>
      fc
        .shuffledSubarray(selected, { minLength: 0, maxLength: Math.min(priority.max, selected.length) })
        .map((ranked) => ({ comeup: [], selected, priority: ranked })),
    );
}

describe('properties', () => {
  const interest = banks.interest;
  const interestAnswers = cardSortAnswers(
    interest.cards.map((c) => c.id),
    interest.select,
    interest.priority,
  );

  it('interest: scores are integers 0–100 and the code lists distinct chosen types, highest first', () => {
    fc.assert(
      fc.property(interestAnswers, (a) => {
        const { scores, code } = scoreInterest(interest, a);
        for (const type of RIASEC_ORDER) {
          expect(Number.isInteger(scores[type])).toBe(true);
          expect(scores[type]).toBeGreaterThanOrEqual(0);
          expect(scores[type]).toBeLessThanOrEqual(100);
        }
        const letters = code.split('') as (typeof RIASEC_ORDER)[number][];
        expect(new Set(letters).size).toBe(letters.length);
        expect(letters.length).toBe(Math.min(3, RIASEC_ORDER.filter((type) => scores[type] > 0).length));
        for (let i = 1; i < letters.length; i++) {
          expect(scores[letters[i - 1] ?? 'R']).toBeGreaterThanOrEqual(scores[letters[i] ?? 'R']);
        }
        // No type left out of the code scores above one in it.
        const lowest = Math.min(...letters.map((type) => scores[type]));
        for (const type of RIASEC_ORDER.filter((t) => !letters.includes(t))) {
          if (letters.length === 3) expect(scores[type]).toBeLessThanOrEqual(lowest);
        }
      }),
    );
  });

  it('interest and value: the order cards were selected in does not matter, only the priority order', () => {
    const value = banks.value;
    const valueAnswers = cardSortAnswers(
      value.cards.map((c) => c.id),
      value.select,
      value.priority,
    );
    fc.assert(
      fc.property(interestAnswers, fc.integer(), (a, seed) => {
        const reordered = { ...a, selected: shuffle(a.selected, seed) };
        expect(scoreInterest(interest, reordered)).toEqual(scoreInterest(interest, a));
      }),
    );
    fc.assert(
      fc.property(valueAnswers, fc.integer(), (a, seed) => {
        const reordered = { ...a, selected: shuffle(a.selected, seed) };
        expect(scoreValue(value, reordered)).toEqual(scoreValue(value, a));
      }),
    );
  });

  it('value: ranks 1–6 each once, scores 0–100 never rising down the ranking', () => {
    const value = banks.value;
    const valueAnswers = cardSortAnswers(
      value.cards.map((c) => c.id),
      value.select,
      value.priority,
    );
    fc.assert(
      fc.property(valueAnswers, (a) => {
        const { values } = scoreValue(value, a);
        expect(values.map((v) => v.rank)).toEqual([1, 2, 3, 4, 5, 6]);
        expect(new Set(values.map((v) => v.id)).size).toBe(6);
        for (let i = 0; i < values.length; i++) {
          expect(values[i]?.score).toBeGreaterThanOrEqual(0);
          expect(values[i]?.score).toBeLessThanOrEqual(100);
          if (i > 0) expect(values[i]?.score).toBeLessThanOrEqual(values[i - 1]?.score ?? 100);
        }
      }),
    );
  });

  it('trt-phys-cond: every profile score is 0–100, and agreeing more never lowers a plus-keyed style', () => {
    const bank = banks['trt-phys-cond'];
    const likert = fc.integer({ min: bank.scale.min, max: bank.scale.max });
    const all = fc.record({
      trait: fc.record(Object.fromEntries(bank.trait.map((item) => [item.id, likert]))),
      physCond: fc.record(Object.fromEntries(bank.physCond.map((item) => [item.id, likert]))),
    });
    const plusItem = fc.constantFrom(...bank.trait.filter((item) => item.keyed === 'plus'));
    fc.assert(
      fc.property(all, plusItem, (a, item) => {
        const scores = scoreTraitPhys(bank, a);
        expect(Object.keys(scores.workStyles)).toHaveLength(new Set(bank.trait.map((t) => t.tags.workStyle)).size);
        expect(Object.keys(scores.physCond)).toHaveLength(bank.physCond.length);
        for (const score of [...Object.values(scores.workStyles), ...Object.values(scores.physCond)]) {
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
        }
        const higher = { ...a, trait: { ...a.trait, [item.id]: bank.scale.max } };
        const style = item.tags.workStyle;
        expect(scoreTraitPhys(bank, higher).workStyles[style]).toBeGreaterThanOrEqual(scores.workStyles[style] ?? 0);
      }),
    );
  });

  it('kskill: the sets do not depend on the order things were ticked in', () => {
    const ids = (part: 'knowledge' | 'skill') => banks.kskill[part].groups.flatMap((g) => g.items.map((i) => i.id));
    fc.assert(
      fc.property(
        fc.shuffledSubarray(ids('knowledge'), { maxLength: 10 }),
        fc.shuffledSubarray(ids('skill'), { maxLength: 10 }),
        fc.integer(),
        (knowledge, skill, seed) => {
          const scores = scoreKskill(banks.kskill, { knowledge, skill });
          expect(
            scoreKskill(banks.kskill, { knowledge: shuffle(knowledge, seed), skill: shuffle(skill, seed) }),
          ).toEqual(scores);
          expect([...scores.knowledge].sort()).toEqual([...knowledge].sort());
        },
      ),
    );
  });
});

/** A deterministic shuffle (a seeded LCG), so a failing case replays from fast-check's seed. */
function shuffle<T>(values: readonly T[], seed: number): T[] {
  const out = [...values];
  let state = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
