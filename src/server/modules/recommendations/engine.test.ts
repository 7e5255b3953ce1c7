import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Step } from '../../../shared/contracts/assessments';
import type { IndustryId } from '../../../shared/contracts/jobs';
import {
  breakdown,
  diversify,
  educationFit,
  fitScore,
  kskillCoverage,
  kskillSimilarity,
  preparePerson,
  rankJobs,
  SCORED_STEPS,
  stepSimilarity,
  stepStatus,
} from './engine';
import type { RecommendationInput } from './input';
import { buildJobModel } from './job-model';
import { jobProfile, personInput } from './testing';
import {
  DIVERSITY_CLOSE_POINTS,
  DIVERSITY_MAX_PER_INDUSTRY,
  INDUSTRY_BONUS_POINTS,
  PHYSICAL_MAX_PENALTY,
  PREPARATION_FAR_POINTS,
  STEP_WEIGHTS,
  SUBJECT_POINTS,
  SUBJECT_TYPE_RECOVERY,
  WORDS_DIRECT_POINTS,
  WORDS_SUBJECT_MAX_POINTS,
  WORDS_SUBJECT_POINTS,
} from './weights';

const investigative = { scores: { R: 40, I: 100, A: 10, S: 5, E: 10, C: 50 } };
const achievement = {
  scores: { '1.B.2.a': 90, '1.B.2.b': 30, '1.B.2.c': 20, '1.B.2.d': 0, '1.B.2.e': 10, '1.B.2.f': 60 },
  ranking: ['1.B.2.a', '1.B.2.f', '1.B.2.b', '1.B.2.c', '1.B.2.e'] as const,
};

const JOBS = [
  jobProfile({
    name: '연구원',
    industry: 'science',
    riasec: { I: 6.5, R: 4, C: 4.5, S: 2, E: 2, A: 2 },
    workValues: { '1.B.2.a': 6.5, '1.B.2.f': 6, '1.B.2.d': 3 },
    knowledge: { '2.C.4.a': 4.8, '2.C.3.a': 4 },
    skills: { '2.A.1.e': 4.5, '2.B.3.e': 3.5 },
    jobZone: 5,
  }),
  jobProfile({
    name: '상담사',
    industry: 'welfare',
    riasec: { S: 6.5, A: 4, E: 3.5, I: 3, R: 1.5, C: 2 },
    workValues: { '1.B.2.d': 6.8, '1.B.2.a': 4 },
    knowledge: { '2.C.6': 4.5, '2.C.5.a': 3.5 },
    skills: { '2.B.1.e': 4.5 },
    physical: { standing: 1 },
  }),
  jobProfile({
    name: '목수',
    industry: 'construction',
    riasec: { R: 6.8, C: 4, I: 2.5, S: 2, E: 2, A: 2 },
    workValues: { '1.B.2.a': 4, '1.B.2.b': 3.5 },
    skills: { '2.B.3.l': 4.5 },
    jobZone: 2,
    physical: { standing: 3, lifting: 3, outdoors: 2, heights: 3, noise: 3 },
  }),
  jobProfile({ name: '사무원', industry: 'business', riasec: { C: 6, E: 4, S: 3 } }),
];

const model = buildJobModel(JOBS);
const indexOf = (name: string) => model.jobs.findIndex((job) => job.name === name);
const namesInOrder = (input: RecommendationInput) =>
  Array.from(rankJobs(model, preparePerson(model, input)).order, (i) => model.jobs[i]?.name);

describe('which steps are enough', () => {
  it('needs values and interests: the two make a first draft', () => {
    expect(stepStatus(['value']).isEnough).toBe(false);
    expect(stepStatus(['interest', 'kskill', 'jpref']).isEnough).toBe(false);
    expect(stepStatus(['value', 'kskill', 'jpref']).isEnough).toBe(false);
    expect(stepStatus(['value', 'interest']).isEnough).toBe(true);
    expect(stepStatus(['interest', 'value', 'jpref']).isEnough).toBe(true);
  });

  it('lists completed and missing steps in the order a person takes them', () => {
    const status = stepStatus(['jpref', 'value', 'interest']);
    expect(status.completedSteps).toEqual(['value', 'interest', 'jpref']);
    expect(status.missingSteps).toEqual(['strength', 'trt-phys-cond', 'kskill']);
  });
});

describe('similarity per step', () => {
  it('ranks the job whose interest profile has the person’s shape first', () => {
    const input = personInput({ interest: investigative, value: achievement }, ['interest', 'value', 'strength']);
    expect(namesInOrder(input)[0]).toBe('연구원');
    const person = preparePerson(model, input);
    expect(stepSimilarity(model, person, indexOf('연구원'), 'interest')).toBeGreaterThan(0.9);
    expect(stepSimilarity(model, person, indexOf('상담사'), 'interest')).toBeLessThan(0.4);
  });

  it('keeps every similarity in 0–1 and every score in 0–100', () => {
    const person = preparePerson(
      model,
      personInput({
        interest: investigative,
        value: achievement,
        kskill: { knowledge: ['2.C.4.a'], skills: ['2.B.3.e'] },
        jpref: { preferences: { 'jp-lead': 1 }, maxJobZone: 3, industries: [] },
      }),
    );
    for (let job = 0; job < model.size; job++) {
      for (const step of SCORED_STEPS) {
        const similarity = stepSimilarity(model, person, job, step);
        expect(similarity).toBeGreaterThanOrEqual(0);
        expect(similarity).toBeLessThanOrEqual(1);
      }
      expect(fitScore(model, person, job)).toBeGreaterThanOrEqual(0);
      expect(fitScore(model, person, job)).toBeLessThanOrEqual(100);
    }
  });

  it('values count the fit with what the person values, not how much of everything a job offers', () => {
    const everything = jobProfile({
      name: '모든 가치',
      workValues: Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((k) => [`1.B.2.${k}`, 6.5])),
    });
    const onePeak = jobProfile({
      name: '한 가치',
      workValues: { '1.B.2.a': 3, '1.B.2.b': 2, '1.B.2.c': 2, '1.B.2.d': 2, '1.B.2.e': 2, '1.B.2.f': 2 },
    });
    const local = buildJobModel([everything, onePeak, ...JOBS]);
    const person = preparePerson(local, personInput({ value: achievement }, ['value']));
    // A job rated high on every value is no better a fit for someone who values achievement
    // than one where achievement is what stands out (before, it was: a prestige bias).
    expect(stepSimilarity(local, person, 1, 'value')).toBeGreaterThan(stepSimilarity(local, person, 0, 'value'));
  });

  it('knowledge and skills keep separating: more coverage always scores more, up to full coverage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (a, b) => {
        if (a < b) expect(kskillSimilarity(a / 1000)).toBeLessThan(kskillSimilarity(b / 1000));
      }),
    );
    expect(kskillSimilarity(0.65)).toBeLessThan(kskillSimilarity(0.9));
    expect(kskillSimilarity(0.9)).toBeLessThan(1);
    expect(kskillSimilarity(1)).toBe(1);
  });

  it('knowledge and skills: coverage of what the job needs most', () => {
    const covers = preparePerson(
      model,
      personInput({ kskill: { knowledge: ['2.C.4.a', '2.C.3.a'], skills: ['2.A.1.e'] } }),
    );
    const misses = preparePerson(model, personInput({ kskill: { knowledge: ['2.C.7.c'], skills: ['2.B.1.c'] } }));
    const researcher = indexOf('연구원');
    expect(kskillCoverage(model, covers, researcher)).toBeGreaterThan(0.4);
    // A need every job's people name tells nothing about which job fits (weights.ts COMMON_TOP).
    const sameNeed = buildJobModel(
      JOBS.map((job) => ({ ...job, knowledge: { ...job.knowledge, '2.C.1.a': { im: 4.9, lv: 3 } } })),
    );
    const namesCommon = preparePerson(sameNeed, personInput({ kskill: { knowledge: ['2.C.1.a'], skills: [] } }));
    expect(kskillCoverage(sameNeed, namesCommon, researcher)).toBe(0);
    expect(kskillCoverage(model, misses, researcher)).toBeLessThan(kskillCoverage(model, covers, researcher));
    expect(stepSimilarity(model, covers, researcher, 'kskill')).toBeGreaterThan(
      stepSimilarity(model, covers, indexOf('상담사'), 'kskill'),
    );
  });

  it('education: a job needing more preparation than wanted fits less, never zero weight', () => {
    expect(educationFit(3, 4)).toBe(1);
    expect(educationFit(4, 3)).toBeGreaterThan(0);
    expect(educationFit(4, 3)).toBeLessThan(1);
    expect(educationFit(5, 3)).toBe(0);
  });

  it('a chosen industry adds its bonus and only that', () => {
    const base = personInput({ interest: investigative, value: achievement, jpref: emptyJpref([]) });
    const withIndustry = personInput({ interest: investigative, value: achievement, jpref: emptyJpref(['welfare']) });
    const counsellor = indexOf('상담사');
    const before = fitScore(model, preparePerson(model, base), counsellor);
    const after = fitScore(model, preparePerson(model, withIndustry), counsellor);
    expect(after - before).toBeCloseTo(INDUSTRY_BONUS_POINTS, 6);
  });

  it('preferences answered only with "상관없어요" leave the step out instead of pretending', () => {
    const person = preparePerson(
      model,
      personInput({
        interest: investigative,
        value: achievement,
        jpref: { preferences: { 'jp-lead': null }, maxJobZone: null, industries: [] },
      }),
    );
    expect(person.weights.jpref).toBe(0);
  });
});

function emptyJpref(industries: IndustryId[]) {
  return { preferences: { 'jp-lead': null }, maxJobZone: null, industries };
}

describe('steps not done', () => {
  const all = personInput({
    interest: investigative,
    value: achievement,
    strength: { cards: [{ label: '논리적으로 분석하기', workStyle: '1.C.7.b', rank: 1 }] },
    trait: { workStyles: { '1.C.7.b': 1, '1.C.3.c': 0 }, physicalComfort: { standing: 0 } },
    kskill: { knowledge: ['2.C.4.a'], skills: ['2.A.1.e'] },
    jpref: { preferences: { 'jp-lead': 0 }, maxJobZone: 4, industries: [] },
  });

  it('are left out and the weights of the rest re-normalised to 1', () => {
    const done: Step[] = ['value', 'interest', 'kskill'];
    const person = preparePerson(model, { ...all, completedSteps: done });
    const total = done.reduce((sum, step) => sum + STEP_WEIGHTS[step], 0);
    for (const step of SCORED_STEPS) {
      expect(person.weights[step]).toBeCloseTo(done.includes(step) ? STEP_WEIGHTS[step] / total : 0, 9);
    }
    const job = indexOf('연구원');
    const expected =
      (100 * done.reduce((sum, step) => sum + STEP_WEIGHTS[step] * stepSimilarity(model, person, job, step), 0)) /
      total;
    expect(fitScore(model, person, job)).toBeCloseTo(expected, 9);
  });

  it('do not change the list whatever their answers say', () => {
    const done: Step[] = ['value', 'interest', 'kskill'];
    const other = {
      ...all,
      completedSteps: done,
      strength: { cards: [{ label: '앞장서서 이끌기', workStyle: '1.C.2.b', rank: 1 }] },
    };
    expect(namesInOrder(other)).toEqual(namesInOrder({ ...all, completedSteps: done }));
    expect(preparePerson(model, other).discomfort).toEqual([]);
  });

  it('with every step done the weights are the designed ones', () => {
    const person = preparePerson(model, all);
    for (const step of SCORED_STEPS) expect(person.weights[step]).toBeCloseTo(STEP_WEIGHTS[step], 9);
  });
});

describe('reproducibility', () => {
  it('the same answers give the same scores and order, also from a fresh model', () => {
    const input = personInput({ interest: investigative, value: achievement });
    const first = rankJobs(model, preparePerson(model, input));
    const second = rankJobs(buildJobModel(JOBS), preparePerson(buildJobModel(JOBS), structuredClone(input)));
    expect(Array.from(second.order)).toEqual(Array.from(first.order));
    expect(Array.from(second.fit)).toEqual(Array.from(first.fit));
  });

  it('breaks ties by name', () => {
    const twinA = jobProfile({ name: '나 직업', riasec: { I: 6 } });
    const twinB = jobProfile({ name: '가 직업', riasec: { I: 6 } });
    const local = buildJobModel([twinA, twinB]);
    const ranking = rankJobs(local, preparePerson(local, personInput({ interest: investigative, value: achievement })));
    expect(Array.from(ranking.order, (i) => local.jobs[i]?.name)).toEqual(['가 직업', '나 직업']);
  });
});

describe('physical conditions', () => {
  const input = (comfort: number, extra: Record<string, number> = {}) =>
    personInput({
      interest: { scores: { R: 100, I: 20, A: 0, S: 0, E: 0, C: 40 } },
      value: achievement,
      trait: { workStyles: { '1.C.5.a': 1, '1.C.3.c': 0 }, physicalComfort: { standing: comfort, ...extra } },
    });
  const carpenter = indexOf('목수');

  it('cost a few explained points where the person is uncomfortable and the job often asks it', () => {
    const comfortable = preparePerson(model, input(1));
    const uncomfortable = preparePerson(model, input(0));
    const somewhat = preparePerson(model, input(0.25));
    const penalties = breakdown(model, uncomfortable, carpenter).penalties;
    expect(penalties).toEqual([{ key: 'standing', level: 3, points: 4 }]);
    expect(breakdown(model, somewhat, carpenter).penalties).toEqual([{ key: 'standing', level: 3, points: 2 }]);
    expect(fitScore(model, comfortable, carpenter) - fitScore(model, uncomfortable, carpenter)).toBeCloseTo(4, 9);
    // A neutral answer (3 of 5) is not discomfort.
    expect(breakdown(model, preparePerson(model, input(0.5)), carpenter).penalties).toEqual([]);
  });

  it('are capped, and never exclude a job', () => {
    const all = preparePerson(model, input(0, { lifting: 0, heights: 0, noise: 0, outdoors: 0 }));
    const total = breakdown(model, all, carpenter).penalties.reduce((sum, p) => sum + p.points, 0);
    expect(total).toBe(PHYSICAL_MAX_PENALTY);
    const ranking = rankJobs(model, all);
    expect(Array.from(ranking.order)).toContain(carpenter);
    expect(ranking.fit[carpenter]).toBeGreaterThan(0);
  });

  it('do not apply to jobs rated only occasional (level 1)', () => {
    expect(breakdown(model, preparePerson(model, input(0)), indexOf('상담사')).penalties).toEqual([]);
  });
});

describe('ratings', () => {
  it('adjust the order through the given points, not the fit', () => {
    const person = preparePerson(model, personInput({ interest: investigative, value: achievement }));
    const plain = rankJobs(model, person);
    const top = plain.order[0] ?? -1;
    const down = rankJobs(model, person, new Map([[top, -30]]));
    expect(down.fit[top]).toBe(plain.fit[top]);
    expect(down.rankScore[top]).toBeCloseTo((plain.fit[top] ?? 0) - 30, 9);
    // Every job within 30 points of it now comes first.
    const overtaking = Array.from(plain.fit).filter((fit, job) => job !== top && fit > (plain.fit[top] ?? 0) - 30);
    expect(down.rankOf[top]).toBe(overtaking.length + 1);
  });
});

describe('diversity rule', () => {
  const options = { top: 10, maxPerIndustry: DIVERSITY_MAX_PER_INDUSTRY, closePoints: DIVERSITY_CLOSE_POINTS };
  const run = (entries: Array<[string, number]>) => {
    const scores = Float64Array.from(entries.map(([, score]) => score));
    const order = Int32Array.from(entries.map((_, i) => i));
    return Array.from(
      diversify(order, scores, (i) => entries[i]?.[0] ?? '', options),
      (i) => entries[i]?.[0],
    );
  };

  it('lets a close job of another industry take the place of a fifth job of one industry', () => {
    const entries: Array<[string, number]> = [
      ['it', 90],
      ['it', 89.8],
      ['it', 89.6],
      ['it', 89.4],
      ['it', 89.2],
      ['it', 89],
      ['science', 87],
    ];
    expect(run(entries)).toEqual(['it', 'it', 'it', 'it', 'science', 'it', 'it']);
  });

  it('keeps a clearly better fit in place', () => {
    const entries: Array<[string, number]> = [
      ['it', 90],
      ['it', 89.8],
      ['it', 89.6],
      ['it', 89.4],
      ['it', 89.2],
      ['science', 80],
    ];
    expect(run(entries)).toEqual(['it', 'it', 'it', 'it', 'it', 'science']);
  });

  it('holds for any scores: no fifth job of an industry in the top while a close one of another waits', () => {
    const industries = ['a', 'b', 'c'];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...industries), fc.integer({ min: 0, max: 1000 })), {
          minLength: 1,
          maxLength: 30,
        }),
        (raw) => {
          const entries = raw.map(([industry, score]) => [industry, score / 10] as [string, number]);
          entries.sort((x, y) => y[1] - x[1]);
          const scores = Float64Array.from(entries.map(([, s]) => s));
          const order = Int32Array.from(entries.map((_, i) => i));
          const result = Array.from(diversify(order, scores, (i) => entries[i]?.[0] ?? '', options));
          expect([...result].sort((x, y) => x - y)).toEqual(entries.map((_, i) => i));
          const counts = new Map<string, number>();
          result.slice(0, options.top).forEach((job, position) => {
            const industry = entries[job]?.[0] ?? '';
            const before = counts.get(industry) ?? 0;
            counts.set(industry, before + 1);
            if (before < options.maxPerIndustry) return;
            const waiting = result
              .slice(position + 1)
              .some(
                (other) =>
                  (counts.get(entries[other]?.[0] ?? '') ?? 0) < options.maxPerIndustry &&
                  (scores[other] ?? 0) >= (scores[job] ?? 0) - options.closePoints,
              );
            expect(waiting).toBe(false);
          });
        },
      ),
    );
  });
});

describe('issue 28: subjects, own words and the Korean preparation', () => {
  // Two S jobs, one about animals (1.B.3.h), one about nursing (1.B.3.aa); a licensed job and an
  // unlicensed one, both 대졸 (4) in their Korean facts.
  const subjects = new Map([
    ['1.B.3.h', { label: '동물', words: ['동물', '강아지'] }],
    ['1.B.3.aa', { label: '보건·간호', words: ['간호'] }],
  ]);
  const social = { S: 6.5, I: 4, R: 3, A: 2, E: 2, C: 2 };
  const model = buildJobModel(
    [
      { ...jobProfile({ name: '펫시터', riasec: social }), basicInterests: ['1.B.3.h'] },
      { ...jobProfile({ name: '간호 보조원', riasec: social }), basicInterests: ['1.B.3.aa'], aliases: ['간호조무사'] },
      {
        ...jobProfile({ name: '면허 직업', riasec: social }),
        preparation: { level: 4, education: '대졸', licences: ['어떤 면허'] },
      },
      {
        ...jobProfile({ name: '보통 대졸 직업', riasec: social }),
        preparation: { level: 4, education: '대졸', licences: [] },
      },
    ],
    subjects,
  );
  const card = (id: string, rank: number | null, basicInterests: string[]) => ({ id, label: id, rank, basicInterests });
  const withCards = (words: string[]) =>
    preparePerson(
      model,
      personInput(
        {
          interest: {
            scores: { R: 0, I: 30, A: 0, S: 100, E: 0, C: 0 },
            // Animal cards at ranks 1 and 2 (6 + 5 of 16 rank weights: 69 %), a nursing card unranked (1 of 16).
            cards: [
              card('pet', 1, ['1.B.3.h']),
              card('shelter', 2, ['1.B.3.h']),
              card('other', 3, []),
              card('nurse', null, ['1.B.3.aa']),
            ],
          },
          words: words.map((text) => ({ step: 'interest' as const, text })),
        },
        ['interest'],
      ),
    );

  /** A full subject fit: its points and half of what the job's interest type cost (weights.ts). */
  const fullSubject = (person: ReturnType<typeof withCards>, job: number) => {
    const interest = breakdown(model, person, job).steps.find((step) => step.step === 'interest');
    const shortfall = interest ? interest.points / Math.max(interest.similarity, 1e-9) - interest.points : 0;
    return SUBJECT_POINTS + SUBJECT_TYPE_RECOVERY * shortfall;
  };

  it('counts a subject of the cards only when the student own words name it too', () => {
    expect(breakdown(model, withCards([]), 0).subject).toBe(0);
    const dogs = withCards(['강아지 산책']);
    expect(breakdown(model, dogs, 0).subject).toBeCloseTo(fullSubject(dogs, 0), 6);
    // Words about nursing, but the nursing card is 1 of 16 rank weights: below the share that counts.
    expect(breakdown(model, withCards(['간호 봉사']), 1).subject).toBe(0);
  });

  it('gives back about a third of what the interest type costs when the cards and words agree on the job subject', () => {
    // Two animal jobs: one of the student's type (S), one of another (R), as O*NET may rate a job
    // whose subject the student plainly chose.
    const twoTypes = buildJobModel(
      [
        { ...jobProfile({ name: '펫시터', riasec: social }), basicInterests: ['1.B.3.h'] },
        {
          ...jobProfile({ name: '애견 훈련사', riasec: { R: 6.5, C: 4, I: 2, S: 2, A: 2, E: 2 } }),
          basicInterests: ['1.B.3.h'],
        },
      ],
      subjects,
    );
    const person = (words: string[]) =>
      preparePerson(
        twoTypes,
        personInput(
          {
            interest: {
              scores: { R: 0, I: 30, A: 0, S: 100, E: 0, C: 0 },
              cards: [card('pet', 1, ['1.B.3.h']), card('shelter', 2, ['1.B.3.h']), card('other', 3, [])],
            },
            words: words.map((text) => ({ step: 'interest' as const, text })),
          },
          ['interest'],
        ),
      );
    const interestAndSubject = (who: ReturnType<typeof person>, job: number) => {
      const parts = breakdown(twoTypes, who, job);
      return (parts.steps.find((step) => step.step === 'interest')?.points ?? 0) + parts.subject;
    };
    const gap = (who: ReturnType<typeof person>) => interestAndSubject(who, 0) - interestAndSubject(who, 1);
    expect(gap(person([]))).toBeGreaterThan(20);
    // SUBJECT_TYPE_RECOVERY 0.35: the other type's job gets back 35 % of its shortfall.
    expect(gap(person(['강아지 산책', '유기견 봉사']))).toBeCloseTo(gap(person([])) * 0.65, 6);
  });

  it('counts a subject no card names when two or more of the interest page phrases name it', () => {
    // The nursing card is 1 of 16 rank weights; two of three phrases name nursing: 2/3 of the
    // page's phrases, above the share that counts in full (50 %).
    const nursing = withCards(['간호 봉사', '간호 동아리', '영화 보기']);
    expect(breakdown(model, nursing, 1).subject).toBeCloseTo(fullSubject(nursing, 1), 6);
    // One phrase of four (25 %) says it once: nothing from the words alone.
    expect(breakdown(model, withCards(['간호 봉사', '영화 보기', '음악', '게임']), 1).subject).toBe(0);
    // Two of eight phrases (25 %): the words agree, but are a small share of what was written.
    const few = withCards(['간호 봉사', '간호 동아리', '영화', '음악', '게임', '요리', '여행', '춤추기']);
    expect(breakdown(model, few, 1).subject).toBe(0);
  });

  it('lets words that name the job outweigh words that only name its subject', () => {
    const person = withCards(['강아지', '동물', '간호조무사']);
    // Two phrases about the animal subject: 2 × 3 points, capped at 5; one naming the other job: 8.
    expect(WORDS_SUBJECT_POINTS).toBe(3);
    expect(breakdown(model, person, 0).words).toBe(5);
    expect(breakdown(model, person, 1).words).toBe(WORDS_DIRECT_POINTS);
    expect(breakdown(model, person, 1).words).toBeGreaterThan(breakdown(model, person, 0).words);
    const many = withCards(['강아지', '동물', '동물 다큐', '강아지 산책']);
    expect(breakdown(model, many, 0).words).toBe(WORDS_SUBJECT_MAX_POINTS);
    expect(WORDS_SUBJECT_MAX_POINTS).toBe(5);
  });

  it('keeps the whole margin of a phrase that names the job over the jobs that share its subject', () => {
    // Two nursing jobs; the student names one of them ("간호조무사") and writes about the subject twice.
    const nursing = buildJobModel(
      [
        {
          ...jobProfile({ name: '간호 보조원', riasec: social }),
          basicInterests: ['1.B.3.aa'],
          aliases: ['간호조무사'],
        },
        { ...jobProfile({ name: '병동 도우미', riasec: social }), basicInterests: ['1.B.3.aa'] },
      ],
      subjects,
    );
    const person = preparePerson(
      nursing,
      personInput(
        {
          words: ['간호조무사 실습', '간호 봉사', '간호 동아리'].map((text) => ({ step: 'interest' as const, text })),
        },
        ['interest'],
      ),
    );
    const named = breakdown(nursing, person, 0).words;
    const sameSubject = breakdown(nursing, person, 1).words;
    expect(sameSubject).toBe(5);
    expect(named).toBe(13);
    expect(named - sameSubject).toBe(WORDS_DIRECT_POINTS);
  });

  it('lets a work word name the job when at most two jobs have it, and no job when more do', () => {
    const jobs = buildJobModel([
      { ...jobProfile({ name: '번역 일' }), workWords: ['자막', '원서'] },
      { ...jobProfile({ name: '편집 일' }), workWords: ['자막', '컷 편집'] },
      { ...jobProfile({ name: '글 일' }), workWords: ['원서', '교정'] },
      { ...jobProfile({ name: '책 일' }), searchWords: ['원서'] },
    ]);
    const wrote = (text: string) =>
      preparePerson(jobs, personInput({ words: [{ step: 'interest', text }] }, ['interest']));
    // "자막": two jobs have it, both named, as a reader would hesitate between them.
    const subtitles = wrote('애니 자막 만들기');
    expect([0, 1, 2, 3].map((job) => breakdown(jobs, subtitles, job).words)).toEqual([
      WORDS_DIRECT_POINTS,
      WORDS_DIRECT_POINTS,
      0,
      0,
    ]);
    // "원서": two work-word lists and one search word, three jobs: a field, no job's own word;
    // the search word still names its job, as names and search words always do.
    const books = wrote('영어 원서 읽기');
    expect([0, 1, 2, 3].map((job) => breakdown(jobs, books, job).words)).toEqual([0, 0, 0, WORDS_DIRECT_POINTS]);
    // Where the student's word begins: "팬자막" does not begin with "자막".
    expect(breakdown(jobs, wrote('팬자막'), 0).words).toBe(0);
  });

  it('puts a job behind for preparation only when its Korean facts require a licence', () => {
    const planner = preparePerson(
      model,
      personInput({ jpref: { preferences: {}, maxJobZone: 2, industries: [] } }, ['jpref']),
    );
    expect(breakdown(model, planner, 2).preparation).toBe(PREPARATION_FAR_POINTS);
    expect(breakdown(model, planner, 3).preparation).toBe(0);
  });

  it('does not put behind a licensed job the student own words name, and says the preparation is far', () => {
    const planner = (words: string[]) =>
      preparePerson(
        model,
        personInput(
          {
            jpref: { preferences: {}, maxJobZone: 2, industries: [] },
            words: words.map((text) => ({ step: 'interest' as const, text })),
          },
          ['jpref', 'interest'],
        ),
      );
    // Words about something else: the rule holds.
    const other = breakdown(model, planner(['강아지 산책']), 2);
    expect(other).toMatchObject({ preparation: PREPARATION_FAR_POINTS, preparationWaived: false });
    // The job's own name in the words: kept in its place, the gap still said.
    const named = breakdown(model, planner(['면허 직업 체험']), 2);
    expect(named).toMatchObject({ preparation: 0, preparationWaived: true });
    expect(named.score).toBeGreaterThan(other.score);
    // A job within the plan is never "waived": there was nothing to waive.
    expect(breakdown(model, planner(['간호조무사 실습']), 1).preparationWaived).toBe(false);
  });
});
