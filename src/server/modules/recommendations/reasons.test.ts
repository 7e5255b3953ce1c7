import { describe, expect, it } from 'vitest';
import { fitScore, preparePerson } from './engine';
import { buildJobModel } from './job-model';
import { type ReasonLabels, reasonsFor } from './reasons';
import { jobProfile, personInput } from './testing';

const labels: ReasonLabels = {
  knowledgeSkill: new Map([
    ['2.C.4.a', '수학'],
    ['2.C.3.a', '컴퓨터·전자'],
    ['2.B.3.e', '프로그래밍'],
    ['2.A.1.e', '수학 활용'],
    ['2.C.5.a', '의학'],
    ['2.C.6', '교육·훈련'],
  ]),
  industry: new Map([
    ['it', 'IT·소프트웨어'],
    ['welfare', '사회복지·상담'],
  ]),
};

const developer = jobProfile({
  name: '개발자',
  industry: 'it',
  riasec: { I: 6, R: 5, C: 4.5, A: 2, S: 1.5, E: 2 },
  workValues: { '1.B.2.a': 6.5, '1.B.2.f': 6, '1.B.2.d': 2.5 },
  workStyles: { '1.C.7.b': 4.9, '1.C.5.b': 4.8, '1.C.3.c': 3 },
  knowledge: { '2.C.3.a': 4.9, '2.C.4.a': 4.2 },
  skills: { '2.B.3.e': 4.8, '2.A.1.e': 4 },
  jobZone: 4,
});
const carer = jobProfile({
  name: '요양보호사',
  industry: 'welfare',
  riasec: { S: 6.5, R: 4, C: 3, I: 2, A: 1.5, E: 2 },
  workValues: { '1.B.2.d': 6.8, '1.B.2.a': 3 },
  workStyles: { '1.C.3.b': 5, '1.C.3.c': 4.6, '1.C.7.b': 3 },
  knowledge: { '2.C.5.a': 4, '2.C.6': 3.6 },
  jobZone: 5,
  physical: { standing: 3, lifting: 2 },
});
const model = buildJobModel([developer, carer, jobProfile({ name: '사무원', riasec: { C: 6 } })]);

const person = preparePerson(
  model,
  personInput({
    interest: { scores: { R: 70, I: 100, A: 5, S: 0, E: 10, C: 30 } },
    value: {
      scores: { '1.B.2.a': 100, '1.B.2.b': 20, '1.B.2.c': 10, '1.B.2.d': 0, '1.B.2.e': 0, '1.B.2.f': 60 },
      ranking: ['1.B.2.a', '1.B.2.f', '1.B.2.b', '1.B.2.c'],
    },
    strength: { cards: [{ label: '논리적으로 분석하기', workStyle: '1.C.7.b', rank: 1 }] },
    trait: {
      workStyles: { '1.C.7.b': 1, '1.C.5.b': 0.9, '1.C.3.c': 0.1, '1.C.3.b': 0.2 },
      physicalComfort: { standing: 0, lifting: 0.25 },
    },
    kskill: { knowledge: ['2.C.4.a', '2.C.3.a'], skills: ['2.B.3.e'] },
    jpref: { preferences: { 'jp-precision': 1 }, maxJobZone: 4, industries: ['it'] },
  }),
);

const textsOf = (job: number) => reasonsFor(model, person, job, labels);

describe('reasons', () => {
  it('name what matched, one sentence per step, in Korean', () => {
    const texts = textsOf(0).map((reason) => reason.text);
    expect(texts).toContain('내 흥미 유형 중 탐구형·현실형이 이 직업의 핵심 흥미와 맞아요');
    expect(texts).toContain('가치관 1순위 "성취"가 이 직업의 핵심 가치와 맞아요');
    expect(texts).toContain('고른 지식·기술 중 "컴퓨터·전자", "프로그래밍", "수학"이 이 직업에 중요해요');
    expect(texts).toContain('고른 강점 "논리적으로 분석하기"가 이 직업에서 중요해요');
    expect(texts).toContain('관심 산업 "IT·소프트웨어"에 속하는 직업이에요');
    const steps = textsOf(0).map((reason) => reason.step);
    for (const step of ['interest', 'value', 'strength', 'trt-phys-cond', 'kskill', 'jpref'] as const) {
      expect(steps).toContain(step);
    }
  });

  it('say honestly what does not match, under "이 점은 달라요", never calling a chosen strength a difference', () => {
    const reasons = textsOf(1);
    const kindOf = (text: string) => reasons.find((reason) => reason.text === text)?.kind;
    expect(kindOf('내 흥미 유형 중 현실형은 겹치지만, 이 직업의 핵심 흥미(사회형·현실형)와는 거리가 있어요')).toBe(
      'gap',
    );
    expect(kindOf('고른 지식·기술 중 "수학", "프로그래밍"이 이 직업에도 쓰여요')).toBe('match');
    expect(kindOf('중요하게 여기는 "성취"가 이 직업에서는 두드러지지 않아요')).toBe('gap');
    expect(kindOf('이 직업에서 특히 중요한 "마음 헤아리기", "사람들과 어울리기"는 고른 강점에 없어요')).toBe('gap');
    expect(kindOf('정확하게 해내야 하는 일이 잘 맞는다고 했는데 이 직업은 작은 실수는 고쳐 가며 하는 편이에요')).toBe(
      'gap',
    );
    // No interest type is ever shown as a bare letter.
    expect(reasons.filter((r) => /[RIASEC](·|이|은|\))/.test(r.text))).toEqual([]);
    // The person chose "논리적으로 분석하기": no reason names it as missing or different.
    expect(reasons.filter((r) => r.kind !== 'match' && r.text.includes('논리적으로 분석하기'))).toEqual([]);
    // Fits first, then differences, then what is not known yet.
    const order = reasons.map((reason) => ['match', 'gap', 'unknown'].indexOf(reason.kind));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('name a value the job offers as a fit, not as one that does not stand out', () => {
    const onlyMedicine = preparePerson(
      model,
      personInput({
        interest: { scores: { R: 0, I: 20, A: 0, S: 100, E: 0, C: 0 } },
        value: {
          scores: { '1.B.2.a': 0, '1.B.2.b': 0, '1.B.2.c': 0, '1.B.2.d': 100, '1.B.2.e': 0, '1.B.2.f': 0 },
          ranking: ['1.B.2.d'],
        },
        kskill: { knowledge: ['2.C.1.a'], skills: [] },
      }),
    );
    const reasons = reasonsFor(model, onlyMedicine, 1, labels);
    expect(reasons.find((r) => r.step === 'value')).toMatchObject({
      kind: 'match',
      text: '가치관 1순위 "관계"가 이 직업의 핵심 가치와 맞아요',
    });
    expect(reasons.filter((r) => r.text.includes('두드러지지 않아요'))).toEqual([]);
  });

  it('end with watch-outs: physical conditions (team estimate) and longer preparation, as negative points', () => {
    const reasons = textsOf(1);
    const watchOuts = reasons.filter(
      (reason) => reason.text.includes('확인해 보세요') || reason.text.includes('준비해야'),
    );
    expect(watchOuts.every((reason) => reason.weight < 0)).toBe(true);
    expect(watchOuts.map((reason) => reason.text)).toEqual([
      '생각한 준비 수준(대학교 수준)보다 오래 준비해야 할 수 있어요(대학원 수준)',
      '오래 서서 일하는 편이라 확인해 보세요 (진로의 시간 팀 추정)',
      '무거운 물건을 자주 드는 편이라 확인해 보세요 (진로의 시간 팀 추정)',
    ]);
    // Likert 1 on a condition rated 3 of 3: 4 points; Likert 2 on one rated 2: 1 point.
    expect(watchOuts.filter((r) => r.step === 'trt-phys-cond').map((r) => r.weight)).toEqual([-4, -1]);
  });

  it('show a difference only with what it costs, never with plus points, and a fit only with plus points', () => {
    for (const job of [0, 1, 2]) {
      const reasons = textsOf(job);
      expect(reasons.filter((r) => r.kind === 'gap' && r.weight > 0)).toEqual([]);
      expect(reasons.filter((r) => r.kind === 'match' && r.weight < 0)).toEqual([]);
      // What fits never adds more than the score (differences cost, they do not add).
      const plus = reasons.filter((r) => r.kind === 'match').reduce((sum, r) => sum + r.weight, 0);
      expect(plus).toBeLessThanOrEqual(fitScore(model, person, job) + 30);
    }
  });

  it('are the same for the same answers', () => {
    expect(textsOf(0)).toEqual(textsOf(0));
  });
});

describe('the reason that quotes the student’s own words', () => {
  // One job with an other name, about the subject 기계·전자.
  const electrician = {
    ...jobProfile({ name: '전기기사', riasec: { R: 6.5, C: 4, I: 3 } }),
    aliases: ['전기 배선'],
    basicInterests: ['1.B.3.x'],
  };
  const subjects = new Map([['1.B.3.x', { label: '기계·전자', words: ['회로', '전기'] }]]);
  const wordsModel = buildJobModel([electrician, jobProfile({ name: '사무원', riasec: { C: 6 } })], subjects);
  const wordsText = (words: string[]) => {
    const writer = preparePerson(
      wordsModel,
      personInput({ words: words.map((text) => ({ step: 'interest' as const, text })) }, ['interest']),
    );
    return reasonsFor(wordsModel, writer, 0, labels).find((reason) => reason.text.includes('적었어요'))?.text;
  };

  it('says which words name the job and which name its subject', () => {
    expect(wordsText(['전기 배선 실습', '회로 만들기'])).toBe(
      "'전기 배선 실습'라고 적었어요. 이 직업과 바로 이어지는 말이에요. '회로 만들기'도 이 직업이 다루는 분야(기계·전자)와 이어져요",
    );
    expect(wordsText(['전기 배선 실습'])).toBe("'전기 배선 실습'라고 적었어요. 이 직업과 바로 이어지는 말이에요");
    expect(wordsText(['회로 만들기', '회로 고장 찾기'])).toBe(
      "'회로 만들기', '회로 고장 찾기'라고 적었어요. 이 직업이 다루는 분야(기계·전자)와 이어져요",
    );
  });
});

describe('the reason of a longer preparation', () => {
  const licensed = {
    ...jobProfile({ name: '항해사', riasec: { R: 6.5, C: 4, I: 3 } }),
    aliases: ['선박 조종'],
    preparation: { level: 4, education: '대졸', licences: ['해기사 면허'] },
  };
  const prepModel = buildJobModel([licensed, jobProfile({ name: '사무원', riasec: { C: 6 } })], new Map());
  const preparationText = (words: string[]) => {
    const planner = preparePerson(
      prepModel,
      personInput(
        {
          jpref: { preferences: {}, maxJobZone: 2, industries: [] },
          words: words.map((text) => ({ step: 'interest' as const, text })),
        },
        ['jpref', 'interest'],
      ),
    );
    return reasonsFor(prepModel, planner, 0, labels).find((reason) => reason.text.includes('준비해야'));
  };

  it('says the job was put behind when the student did not name it', () => {
    expect(preparationText([])?.text).toBe(
      '생각한 준비 수준(고등학교 수준)보다 훨씬 오래 준비해야 해서(한국에서는 보통 대졸, 해기사 면허 필요), 준비 기간이 맞는 직업보다 뒤에 두었어요',
    );
  });

  it('says it was kept in front for the student own words, with what it takes, as a difference', () => {
    const reason = preparationText(['선박 조종 시뮬레이터']);
    expect(reason?.text).toBe(
      '직접 적은 말이 가리키는 직업이라 앞에 두었지만, 생각한 준비 수준(고등학교 수준)보다 훨씬 오래 준비해야 해요(한국에서는 보통 대졸, 해기사 면허 필요). 들어가는 길을 꼭 확인해 보세요',
    );
    expect(reason?.kind).toBe('gap');
    expect(reason?.weight).toBeLessThan(0);
  });
});

/** A licensed job, a job done on one's own account, and a job whose facts say nothing of security. */
const securityJobs = buildJobModel([
  {
    ...jobProfile({ name: '약사', riasec: { I: 6, S: 5, C: 4 } }),
    security: { offer: 0.75, text: '법이 정한 면허나 자격(약사 면허)이 있어야 할 수 있는 일이에요 (약사법 제3조)' },
  },
  {
    ...jobProfile({ name: '택배 기사', riasec: { R: 6, C: 4 } }),
    security: { offer: 0.2, text: '개인사업자로 일하는 사람이 많은 일이에요 (직업 정보의 들어가는 길)' },
  },
  jobProfile({ name: '사무원', riasec: { C: 6 } }),
]);

/** Values answered with the security card first. */
const securityFirstValues = {
  scores: { '1.B.2.a': 20, '1.B.2.b': 20, '1.B.2.c': 20, '1.B.2.d': 20, '1.B.2.e': 100, '1.B.2.f': 20 },
  ranking: ['1.B.2.e' as const],
  cards: [{ id: 'v-conditions-security', label: '오래 일할 수 있는 안정감', rank: 1, workValue: '1.B.2.e' as const }],
};

describe('the reason of the security card', () => {
  const securityFirst = preparePerson(
    securityJobs,
    personInput(
      {
        value: securityFirstValues,
      },
      ['value'],
    ),
  );
  const valueReason = (job: number) =>
    reasonsFor(securityJobs, securityFirst, job, labels).find((reason) => reason.step === 'value');

  it("quotes the licence as what the job offers for the student's first card", () => {
    expect(valueReason(0)).toMatchObject({
      kind: 'match',
      text: "가치관 1순위로 고른 '오래 일할 수 있는 안정감': 법이 정한 면허나 자격(약사 면허)이 있어야 할 수 있는 일이에요 (약사법 제3조)",
    });
  });

  it('says, as a difference, that many do the job on their own account', () => {
    expect(valueReason(1)).toMatchObject({
      kind: 'gap',
      text: "가치관 1순위로 고른 '오래 일할 수 있는 안정감': 개인사업자로 일하는 사람이 많은 일이에요 (직업 정보의 들어가는 길)",
    });
  });
});

describe('the stability answer', () => {
  const stabilityJobs = securityJobs;
  const answering = (stability: number | null) =>
    preparePerson(
      stabilityJobs,
      personInput(
        {
          jpref: {
            preferences: { 'jp-precision': 1, ...(stability === null ? {} : { 'jp-stability': stability }) },
            maxJobZone: null,
            industries: [],
          },
        },
        ['jpref'],
      ),
    );
  const jprefReasons = (stability: number | null, job: number) =>
    reasonsFor(stabilityJobs, answering(stability), job, labels).filter((reason) => reason.step === 'jpref');

  it('says what the facts say, in the direction the student gave', () => {
    expect(jprefReasons(1, 0)).toContainEqual(
      expect.objectContaining({
        kind: 'match',
        text: '오래 안정적으로 다닐 수 있는 게 가장 중요하다고 했는데, 법이 정한 면허나 자격(약사 면허)이 있어야 할 수 있는 일이에요 (약사법 제3조)',
      }),
    );
    const gap = jprefReasons(1, 1).find((reason) => reason.kind === 'gap');
    expect(gap?.text).toBe(
      '오래 안정적으로 다닐 수 있는 게 가장 중요하다고 했는데, 개인사업자로 일하는 사람이 많은 일이에요 (직업 정보의 들어가는 길)',
    );
    expect(gap?.weight).toBeLessThan(0);
  });

  it('says the fact before the preferences read from ratings', () => {
    // 약사 is also the precise one of two jobs, so the precision answer fits as well.
    const precise = buildJobModel([
      {
        ...jobProfile({ name: '약사', riasec: { I: 6, S: 5, C: 4 }, workStyles: { '1.C.5.b': 5 } }),
        security: { offer: 0.75, text: '법이 정한 면허나 자격(약사 면허)이 있어야 할 수 있는 일이에요 (약사법 제3조)' },
      },
      jobProfile({ name: '사무원', riasec: { C: 6 }, workStyles: { '1.C.5.b': 2 } }),
    ]);
    const person = preparePerson(
      precise,
      personInput(
        { jpref: { preferences: { 'jp-precision': 1, 'jp-stability': 1 }, maxJobZone: null, industries: [] } },
        ['jpref'],
      ),
    );
    expect(
      reasonsFor(precise, person, 0, labels)
        .filter((reason) => reason.step === 'jpref')
        .map((r) => r.text),
    ).toEqual([
      '오래 안정적으로 다닐 수 있는 게 가장 중요하다고 했는데, 법이 정한 면허나 자격(약사 면허)이 있어야 할 수 있는 일이에요 (약사법 제3조)',
      '정확하게 해내야 하는 일이 잘 맞는다고 했는데 이 직업도 아주 정확해야 하는 일이 많아요',
    ]);
  });

  it('says the fact once when the student also ranked the security card', () => {
    const both = preparePerson(
      stabilityJobs,
      personInput(
        {
          value: securityFirstValues,
          jpref: { preferences: { 'jp-stability': 1 }, maxJobZone: null, industries: [] },
        },
        ['value', 'jpref'],
      ),
    );
    const texts = reasonsFor(stabilityJobs, both, 0, labels).map((reason) => reason.text);
    expect(texts.filter((text) => text.includes('약사법 제3조'))).toHaveLength(1);
    expect(texts).toContain('바라는 조건 중 고용 안정성이 이 직업과 맞아요');
    // Nor is the unknown said twice for a job the facts are silent on.
    const unknowns = reasonsFor(stabilityJobs, both, 2, labels).filter((reason) => reason.kind === 'unknown');
    expect(unknowns.map((reason) => reason.text)).toEqual([
      "가치관 1순위로 고른 '오래 일할 수 있는 안정감'은 이 직업의 고용 안정성 자료가 없어 점수에 넣지 않았어요",
    ]);
  });

  it('leaves a job the facts are silent on as it was, and says so', () => {
    expect(fitScore(stabilityJobs, answering(1), 2)).toBeCloseTo(fitScore(stabilityJobs, answering(null), 2), 9);
    expect(jprefReasons(1, 2)).toContainEqual({
      step: 'jpref',
      kind: 'unknown',
      text: '안정성이 가장 중요하다고 했지만, 이 직업의 고용 안정성 자료가 없어 점수에 넣지 않았어요',
      weight: 0,
    });
  });

  it('puts a secure job first for a student to whom security matters most, and nothing for one to whom it does not', () => {
    const score = (stability: number | null, job: number) => fitScore(stabilityJobs, answering(stability), job);
    expect(score(1, 0)).toBeGreaterThan(score(null, 0));
    expect(score(1, 1)).toBeLessThan(score(null, 1));
    expect(score(0.5, 0) - score(null, 0)).toBeLessThan(score(1, 0) - score(null, 0));
    for (const job of [0, 1, 2]) expect(score(0, job)).toBeCloseTo(score(null, job), 9);
    expect(
      jprefReasons(0, 0)
        .map((reason) => reason.text)
        .join(' '),
    ).not.toContain('안정');
  });
});
