import type { AnswersByStep } from '../../src/shared/contracts/assessments';
import type { IndustryId } from '../../src/shared/contracts/jobs';
import { cardSort, jpref, kskill, traitPhys } from './build-answers';

/**
 * People as a career counsellor would describe them, written as answers to the six steps, with
 * the job families the counsellor would expect among their first recommendations and families
 * that should not come first. A family is a set of industries plus named jobs.
 */

export interface Family {
  industries?: IndustryId[];
  jobs?: string[];
}

export interface Persona {
  id: string;
  description: string;
  answers: AnswersByStep;
  /** Jobs a counsellor would expect; at least `minExpected` of the top 10 come from here. */
  expected: Family;
  minExpected: number;
  /** With only values, interests and knowledge/skills done (3 unless the family hinges on other steps). */
  minExpectedThreeSteps?: number;
  /** Jobs that should not be among the first three. */
  notFirst: Family;
}

const ARTS_AND_MEDIA: Family = { industries: ['design', 'media', 'arts'] };
const HANDS_ON: Family = { industries: ['construction', 'manufacturing', 'transport', 'environment'] };

export const PERSONAS: Persona[] = [
  {
    id: 'software',
    description: 'I·R: 수학과 컴퓨터를 좋아하고 성취를 중요하게 여겨요',
    answers: {
      value: cardSort(
        ['v-achievement-accomplish', 'v-achievement-growth', 'v-independence-creativity'],
        ['v-achievement-ability', 'v-independence-autonomy', 'v-conditions-pay', 'v-conditions-alone'],
        ['실력이 느는 것'],
      ),
      strength: cardSort(
        ['s-ws-analytical', 's-ws-innovation', 's-ws-persistence'],
        ['s-ws-detail', 's-ws-independence', 's-ab-math-reasoning', 's-ab-deductive'],
      ),
      interest: cardSort(
        ['i-c-check-programs', 'i-r-install-computer', 'i-i-observe-stars'],
        ['i-r-assemble-electronics', 'i-i-analyze-substance', 'i-c-statistics', 'i-r-test-machines'],
      ),
      'trt-phys-cond': traitPhys(
        { high: ['1.C.7.b', '1.C.7.a', '1.C.6', '1.C.5.b', '1.C.1.b'], low: ['1.C.3.c', '1.C.2.b'] },
        { standing: 2, outdoors: 2 },
      ),
      kskill: kskill(
        ['2.C.3.a', '2.C.4.a', '2.C.3.b', '2.C.9.a'],
        ['2.B.3.e', '2.A.1.e', '2.B.2.i', '2.B.4.g', '2.A.2.a', '2.B.3.a'],
      ),
      jpref: jpref({
        'jp-desk': 'desk',
        'jp-team': 'mixed',
        'jp-education': 4,
        'jp-routine': 'creative',
        'jp-precision': 'high',
        'jp-public': 'rarely',
        'jp-industry': ['it', 'engineering'],
      }),
    },
    expected: { industries: ['it', 'engineering'], jobs: ['경제 연구원', '보험계리사', '투자 분석가'] },
    minExpected: 6,
    notFirst: { industries: ['healthcare', 'welfare', 'education', 'arts', 'hospitality', 'personal', 'sales'] },
  },
  {
    id: 'teacher',
    description: 'S·A: 가르치고 돕는 일을 좋아해요',
    answers: {
      value: cardSort(
        ['v-relationships-service', 'v-relationships-society', 'v-achievement-accomplish'],
        ['v-relationships-coworkers', 'v-support-training', 'v-relationships-together'],
      ),
      strength: cardSort(
        ['s-ws-concern', 's-ws-cooperation', 's-ab-oral-expression'],
        ['s-ws-social', 's-ws-self-control', 's-ws-dependability'],
      ),
      interest: cardSort(
        ['i-s-tutor', 'i-s-career-talk', 'i-s-care-kids'],
        ['i-s-volunteer', 'i-a-direct-play', 'i-a-write-novel', 'i-s-teach-exercise'],
      ),
      'trt-phys-cond': traitPhys({ high: ['1.C.3.b', '1.C.3.a', '1.C.3.c', '1.C.4.a'], low: ['1.C.7.b'] }),
      kskill: kskill(
        ['2.C.6', '2.C.4.e', '2.C.7.a', '2.C.4.f', '2.C.5.b'],
        ['2.B.1.e', '2.A.1.b', '2.B.1.a', '2.A.1.d', '2.B.1.f', '2.A.2.c'],
      ),
      jpref: jpref({
        'jp-helping': 'high',
        'jp-team': 'team',
        'jp-public': 'often',
        'jp-education': 4,
        'jp-industry': ['education', 'welfare'],
      }),
    },
    expected: { industries: ['education', 'welfare'], jobs: ['언어재활사', '작업치료사', '스포츠 코치'] },
    minExpected: 6,
    notFirst: { industries: ['it', 'engineering', 'manufacturing', 'finance', 'construction', 'transport'] },
  },
  {
    id: 'business',
    description: 'E·C: 사람을 이끌고 사업을 꾸리는 일에 끌려요',
    answers: {
      value: cardSort(
        ['v-recognition-advancement', 'v-conditions-pay', 'v-recognition-authority'],
        ['v-achievement-accomplish', 'v-independence-decide', 'v-recognition-recognition'],
      ),
      strength: cardSort(
        ['s-ws-leadership', 's-ws-initiative', 's-ws-achievement'],
        ['s-ws-stress', 's-ab-oral-expression', 's-ws-dependability'],
      ),
      interest: cardSort(
        ['i-e-manage-team', 'i-e-run-shop', 'i-c-club-budget'],
        ['i-e-student-council', 'i-e-debate', 'i-c-statistics', 'i-e-sell-goods'],
      ),
      'trt-phys-cond': traitPhys({ high: ['1.C.2.b', '1.C.1.c', '1.C.1.a', '1.C.4.b'], low: ['1.C.3.b'] }),
      kskill: kskill(
        ['2.C.1.a', '2.C.1.c', '2.C.1.d', '2.C.1.f', '2.C.4.a'],
        ['2.B.5.d', '2.B.5.b', '2.B.1.c', '2.B.1.d', '2.B.4.e', '2.B.1.b'],
      ),
      jpref: jpref({
        'jp-lead': 'lead',
        'jp-competition': 'high',
        'jp-recognition': 'high',
        'jp-desk': 'mixed',
        'jp-industry': ['business', 'finance', 'marketing'],
      }),
    },
    expected: {
      industries: ['business', 'finance', 'marketing', 'sales'],
      jobs: ['생산관리자', '건설 현장 관리자', '외식업 매니저', '물류 관리자', '교육 기획자'],
    },
    minExpected: 6,
    notFirst: { industries: ['healthcare', 'welfare', 'arts', 'design', 'science', 'personal'] },
  },
  {
    id: 'hands-on-outdoors',
    description: 'R: 손으로 만들고 고치는 일, 몸을 쓰는 야외 일을 좋아해요',
    answers: {
      value: cardSort(
        ['v-conditions-activity', 'v-achievement-accomplish', 'v-independence-autonomy'],
        ['v-conditions-security', 'v-relationships-coworkers', 'v-conditions-variety'],
      ),
      strength: cardSort(
        ['s-ab-manual', 's-ws-persistence', 's-ab-stamina'],
        ['s-ws-dependability', 's-ab-spatial', 's-ws-independence'],
      ),
      interest: cardSort(
        ['i-r-build-furniture', 'i-r-fix-faucet', 'i-r-grow-crops'],
        ['i-r-install-flooring', 'i-r-test-machines', 'i-r-assemble-electronics'],
      ),
      'trt-phys-cond': traitPhys(
        { high: ['1.C.5.a', '1.C.1.b', '1.C.6'], low: ['1.C.3.c', '1.C.2.b', '1.C.7.b'] },
        { outdoors: 5, standing: 5, lifting: 5, heights: 4, temperature: 4, noise: 4, bending: 4 },
      ),
      kskill: kskill(
        ['2.C.3.d', '2.C.3.e', '2.C.2.b', '2.C.2.a'],
        ['2.B.3.j', '2.B.3.l', '2.B.3.h', '2.B.3.d', '2.B.3.k'],
      ),
      jpref: jpref({
        'jp-desk': 'active',
        'jp-education': 3,
        'jp-public': 'rarely',
        'jp-routine': 'mixed',
        'jp-industry': ['construction', 'environment', 'manufacturing'],
      }),
    },
    expected: { ...HANDS_ON, jobs: ['자동차 정비사', '항공 정비사'] },
    minExpected: 6,
    notFirst: { industries: ['it', 'finance', 'business', 'education', 'welfare', 'media', 'marketing'] },
  },
  {
    id: 'creative',
    description: 'A: 그리고 만들고 표현하는 일을 좋아해요',
    answers: {
      value: cardSort(
        ['v-independence-creativity', 'v-independence-autonomy', 'v-achievement-ability'],
        ['v-recognition-recognition', 'v-conditions-variety', 'v-independence-flexible'],
      ),
      strength: cardSort(
        ['s-ab-originality', 's-ws-innovation', 's-ab-visualization'],
        ['s-ab-fluency', 's-ab-color', 's-ws-adaptability', 's-ws-independence'],
      ),
      interest: cardSort(
        ['i-a-design-poster', 'i-a-make-animation', 'i-a-write-novel'],
        ['i-a-write-song', 'i-a-play-instrument', 'i-a-direct-play', 'i-a-create-dance'],
      ),
      'trt-phys-cond': traitPhys({ high: ['1.C.7.a', '1.C.6', '1.C.4.c'], low: ['1.C.5.b', '1.C.2.b'] }),
      kskill: kskill(['2.C.7.c', '2.C.3.c', '2.C.9.b', '2.C.7.a'], ['2.A.2.b', '2.A.1.c', '2.B.3.b', '2.A.2.a']),
      jpref: jpref({
        'jp-routine': 'creative',
        'jp-autonomy': 'self',
        'jp-precision': 'low',
        'jp-industry': ['design', 'media', 'arts'],
      }),
    },
    expected: ARTS_AND_MEDIA,
    minExpected: 6,
    notFirst: { industries: ['finance', 'business', 'manufacturing', 'transport', 'public', 'healthcare'] },
  },
  {
    id: 'healthcare',
    description: 'S·I: 사람 몸과 건강에 관심이 많고 아픈 사람을 돕고 싶어요',
    answers: {
      value: cardSort(
        ['v-relationships-service', 'v-achievement-accomplish', 'v-conditions-security'],
        ['v-relationships-society', 'v-recognition-expert', 'v-relationships-moral'],
      ),
      strength: cardSort(
        ['s-ws-concern', 's-ws-dependability', 's-ws-detail'],
        ['s-ws-stress', 's-ws-self-control', 's-ws-cooperation'],
      ),
      interest: cardSort(
        ['i-i-human-body', 'i-s-help-elderly', 'i-i-disease-causes'],
        ['i-s-volunteer', 'i-i-lab-experiment', 'i-s-care-kids'],
      ),
      'trt-phys-cond': traitPhys({ high: ['1.C.3.b', '1.C.5.b', '1.C.4.b', '1.C.5.a'], low: ['1.C.2.b'] }),
      kskill: kskill(
        ['2.C.5.a', '2.C.4.d', '2.C.4.e', '2.C.5.b', '2.C.4.c'],
        ['2.B.1.a', '2.A.2.d', '2.A.1.f', '2.B.1.f', '2.A.1.b', '2.B.4.e'],
      ),
      jpref: jpref({
        'jp-helping': 'high',
        'jp-precision': 'high',
        'jp-education': 5,
        'jp-industry': ['healthcare', 'welfare'],
      }),
    },
    expected: { industries: ['healthcare'], jobs: ['임상심리사', '의료사회복지사', '요양보호사'] },
    minExpected: 6,
    notFirst: { industries: ['it', 'finance', 'marketing', 'sales', 'construction', 'transport', 'design'] },
  },
  {
    id: 'scientist',
    description: 'I: 실험하고 분석하며 자연의 원리를 탐구하고 싶어요',
    answers: {
      value: cardSort(
        ['v-achievement-growth', 'v-independence-creativity', 'v-achievement-ability'],
        ['v-independence-autonomy', 'v-recognition-expert', 'v-conditions-alone'],
      ),
      strength: cardSort(
        ['s-ws-analytical', 's-ws-persistence', 's-ab-inductive'],
        ['s-ws-detail', 's-ws-innovation', 's-ab-math-reasoning', 's-ws-independence'],
      ),
      interest: cardSort(
        ['i-i-lab-experiment', 'i-i-analyze-substance', 'i-i-observe-stars'],
        ['i-i-marine-life', 'i-i-animal-behavior', 'i-c-statistics', 'i-i-disease-causes'],
      ),
      'trt-phys-cond': traitPhys({ high: ['1.C.7.b', '1.C.1.b', '1.C.7.a', '1.C.6'], low: ['1.C.3.c', '1.C.2.b'] }),
      kskill: kskill(
        ['2.C.4.c', '2.C.4.b', '2.C.4.d', '2.C.4.a'],
        ['2.A.1.f', '2.A.2.a', '2.A.1.e', '2.B.2.i', '2.A.1.c', '2.A.2.b'],
      ),
      jpref: jpref({ 'jp-education': 5, 'jp-routine': 'creative', 'jp-industry': ['science', 'environment'] }),
    },
    expected: {
      industries: ['science', 'environment'],
      jobs: [
        '약사',
        '임상병리사',
        '수의사',
        '대학 교수',
        '반도체 엔지니어',
        '항공우주 엔지니어',
        '화학 엔지니어',
        '재료 엔지니어',
      ],
    },
    minExpected: 6,
    notFirst: { industries: ['sales', 'hospitality', 'personal', 'marketing', 'arts', 'welfare'] },
  },
  {
    id: 'finance',
    description: 'C·E: 숫자와 돈을 정확하게 다루는 일이 잘 맞아요',
    answers: {
      value: cardSort(
        ['v-conditions-pay', 'v-conditions-security', 'v-recognition-advancement'],
        ['v-achievement-accomplish', 'v-support-fair', 'v-conditions-environment'],
      ),
      strength: cardSort(
        ['s-ws-detail', 's-ws-integrity', 's-ab-number'],
        ['s-ws-dependability', 's-ws-analytical', 's-ab-math-reasoning'],
      ),
      interest: cardSort(
        ['i-c-statistics', 'i-c-club-budget', 'i-c-bank-work'],
        ['i-e-run-shop', 'i-c-inventory', 'i-e-debate'],
      ),
      'trt-phys-cond': traitPhys({ high: ['1.C.5.b', '1.C.5.c', '1.C.5.a', '1.C.7.b'], low: ['1.C.7.a'] }),
      kskill: kskill(
        ['2.C.1.c', '2.C.4.a', '2.C.1.b', '2.C.8.b', '2.C.1.a'],
        ['2.A.1.e', '2.B.5.b', '2.B.4.e', '2.A.1.a', '2.A.2.a', '2.B.4.h'],
      ),
      jpref: jpref({
        'jp-precision': 'high',
        'jp-routine': 'routine',
        'jp-desk': 'desk',
        'jp-industry': ['finance', 'business'],
      }),
    },
    expected: { industries: ['finance', 'business'], jobs: ['세무 공무원', '경제 연구원', '데이터 분석가'] },
    minExpected: 6,
    notFirst: { industries: ['arts', 'design', 'healthcare', 'welfare', 'construction', 'personal'] },
  },
  {
    id: 'public-safety',
    description: 'R·S: 위험한 상황에서 사람을 지키고 돕는 일을 하고 싶어요',
    answers: {
      value: cardSort(
        ['v-relationships-society', 'v-relationships-moral', 'v-conditions-security'],
        ['v-conditions-activity', 'v-recognition-status', 'v-relationships-together'],
      ),
      strength: cardSort(
        ['s-ws-stress', 's-ab-stamina', 's-ws-integrity'],
        ['s-ws-dependability', 's-ws-self-control', 's-ws-cooperation', 's-ws-initiative'],
      ),
      interest: cardSort(
        ['i-r-test-machines', 'i-e-student-council', 'i-s-volunteer'],
        ['i-r-fix-faucet', 'i-r-build-furniture', 'i-e-public-speech', 'i-c-schedule'],
      ),
      'trt-phys-cond': traitPhys(
        { high: ['1.C.4.b', '1.C.5.c', '1.C.4.a', '1.C.5.a'], low: ['1.C.7.a'] },
        { outdoors: 5, nightShift: 5, standing: 5, lifting: 4, hazards: 5, heights: 4, temperature: 4 },
      ),
      kskill: kskill(
        ['2.C.8.a', '2.C.8.b', '2.C.4.e', '2.C.5.a', '2.C.10'],
        ['2.A.2.d', '2.B.4.e', '2.B.1.a', '2.B.1.b', '2.A.1.b'],
      ),
      jpref: jpref({
        'jp-desk': 'active',
        'jp-helping': 'high',
        'jp-schedule': 'shift',
        'jp-education': 3,
        'jp-industry': ['public'],
      }),
    },
    expected: {
      jobs: ['경찰관', '형사', '소방관', '교도관', '과학수사 요원', '응급구조사', '산업안전 관리자', '청소년지도사'],
    },
    minExpected: 3,
    // With only values, interests and knowledge: O*NET rates police and fire jobs high on support
    // and working conditions, not on the relationships this person values most, and the value
    // step no longer rewards how much of everything a job offers (issue 17), so 응급구조사 (#11)
    // and 경찰관 (#12) sit just below the top 10 until strengths, traits and preferences are done.
    minExpectedThreeSteps: 1,
    notFirst: { industries: ['it', 'finance', 'design', 'marketing', 'arts', 'science'] },
  },
  {
    id: 'food-service',
    description: 'E·R: 가게를 꾸리고 손님을 맞으며 먹거리를 다루는 일을 하고 싶어요',
    answers: {
      value: cardSort(
        ['v-conditions-activity', 'v-independence-decide', 'v-achievement-accomplish'],
        ['v-relationships-coworkers', 'v-recognition-recognition', 'v-conditions-variety'],
      ),
      strength: cardSort(
        ['s-ws-initiative', 's-ws-cooperation', 's-ab-stamina'],
        ['s-ws-social', 's-ab-time-sharing', 's-ws-stress', 's-ab-manual'],
      ),
      interest: cardSort(
        ['i-e-run-shop', 'i-r-grow-crops', 'i-e-sell-goods'],
        ['i-c-inventory', 'i-c-schedule', 'i-e-manage-team', 'i-r-build-furniture'],
      ),
      'trt-phys-cond': traitPhys(
        { high: ['1.C.1.c', '1.C.3.a', '1.C.4.b', '1.C.3.c'], low: ['1.C.7.b'] },
        { standing: 5, temperature: 4, nightShift: 4 },
      ),
      kskill: kskill(
        ['2.C.2.b', '2.C.1.e', '2.C.2.a', '2.C.1.d'],
        ['2.B.1.f', '2.B.1.b', '2.B.5.a', '2.B.5.c', '2.A.2.d'],
      ),
      jpref: jpref({
        'jp-desk': 'active',
        'jp-public': 'often',
        'jp-education': 2,
        'jp-industry': ['hospitality', 'personal'],
      }),
    },
    expected: { industries: ['hospitality', 'personal'], jobs: ['매장 관리자', '매장 판매원', '농업인'] },
    minExpected: 5,
    // Without the preference step (industries, hands-on work) an E·R person's list leans to managers.
    minExpectedThreeSteps: 2,
    notFirst: { industries: ['it', 'science', 'engineering', 'finance', 'education'] },
  },
  {
    id: 'media',
    description: 'A·E: 글과 말로 이야기를 전하고 사람들의 관심을 모으는 일이 좋아요',
    answers: {
      value: cardSort(
        ['v-recognition-recognition', 'v-independence-creativity', 'v-conditions-variety'],
        ['v-relationships-society', 'v-achievement-accomplish', 'v-independence-flexible'],
      ),
      strength: cardSort(
        ['s-ab-oral-expression', 's-ab-written-expression', 's-ws-social'],
        ['s-ws-initiative', 's-ws-adaptability', 's-ab-fluency'],
      ),
      interest: cardSort(
        ['i-e-public-speech', 'i-a-write-novel', 'i-e-sns-promotion'],
        ['i-e-debate', 'i-a-direct-play', 'i-s-career-talk'],
      ),
      'trt-phys-cond': traitPhys({ high: ['1.C.3.c', '1.C.4.c', '1.C.7.a', '1.C.1.c'], low: ['1.C.5.b'] }),
      kskill: kskill(
        ['2.C.9.b', '2.C.7.a', '2.C.1.d', '2.C.7.b', '2.C.4.f'],
        ['2.A.1.c', '2.A.1.d', '2.B.1.c', '2.A.1.a', '2.B.1.a'],
      ),
      jpref: jpref({ 'jp-public': 'often', 'jp-routine': 'creative', 'jp-industry': ['media', 'marketing'] }),
    },
    expected: { industries: ['media', 'marketing'], jobs: ['쇼호스트', '배우'] },
    minExpected: 6,
    notFirst: { industries: ['manufacturing', 'construction', 'transport', 'science', 'healthcare'] },
  },
  {
    id: 'mechanic-driver',
    description: 'R·C: 기계와 탈것을 다루고 정비하는 일이 좋아요',
    answers: {
      value: cardSort(
        ['v-conditions-security', 'v-conditions-alone', 'v-independence-autonomy'],
        ['v-conditions-activity', 'v-support-fair', 'v-achievement-accomplish'],
      ),
      strength: cardSort(
        ['s-ab-manual', 's-ws-dependability', 's-ws-detail'],
        ['s-ab-spatial', 's-ab-attention', 's-ws-independence'],
      ),
      interest: cardSort(
        ['i-r-test-machines', 'i-r-fix-faucet', 'i-c-shipping-records'],
        ['i-r-assemble-electronics', 'i-c-inventory', 'i-r-install-computer'],
      ),
      'trt-phys-cond': traitPhys(
        { high: ['1.C.5.a', '1.C.5.b', '1.C.6'], low: ['1.C.3.c', '1.C.2.b'] },
        { noise: 5, standing: 4, nightShift: 4, travel: 4 },
      ),
      kskill: kskill(
        ['2.C.3.e', '2.C.10', '2.C.4.g', '2.C.8.a', '2.C.3.b'],
        ['2.B.3.h', '2.B.3.j', '2.B.3.k', '2.B.3.l', '2.B.3.g'],
      ),
      jpref: jpref({ 'jp-desk': 'active', 'jp-education': 3, 'jp-industry': ['transport', 'manufacturing'] }),
    },
    expected: { industries: ['transport', 'manufacturing'], jobs: ['중장비 운전원', '전기기사', '배관공'] },
    minExpected: 6,
    notFirst: { industries: ['education', 'welfare', 'media', 'design', 'marketing', 'finance'] },
  },
  {
    id: 'counsellor',
    description: 'S·I: 마음이 힘든 사람의 이야기를 듣고 함께 길을 찾고 싶어요',
    answers: {
      value: cardSort(
        ['v-relationships-service', 'v-relationships-moral', 'v-independence-autonomy'],
        ['v-relationships-society', 'v-recognition-expert', 'v-support-voice'],
      ),
      strength: cardSort(
        ['s-ws-concern', 's-ws-self-control', 's-ws-integrity'],
        ['s-ab-oral-expression', 's-ws-analytical', 's-ab-problem-sensitivity'],
      ),
      interest: cardSort(
        ['i-s-career-talk', 'i-s-volunteer', 'i-i-human-body'],
        ['i-s-tutor', 'i-s-help-elderly', 'i-i-animal-behavior'],
      ),
      'trt-phys-cond': traitPhys({ high: ['1.C.3.b', '1.C.4.a', '1.C.5.c', '1.C.7.b'], low: ['1.C.2.b'] }),
      kskill: kskill(
        ['2.C.4.e', '2.C.5.b', '2.C.4.f', '2.C.7.e', '2.C.6'],
        ['2.A.1.b', '2.B.1.a', '2.A.1.d', '2.B.1.f', '2.B.4.e'],
      ),
      jpref: jpref({
        'jp-helping': 'high',
        'jp-team': 'alone',
        'jp-education': 5,
        'jp-industry': ['welfare', 'healthcare'],
      }),
    },
    expected: {
      industries: ['welfare'],
      jobs: ['임상심리사', '작업치료사', '언어재활사', '특수교사', '고등학교 교사', '청소년지도사'],
    },
    minExpected: 5,
    notFirst: { industries: ['it', 'engineering', 'construction', 'manufacturing', 'finance', 'sales'] },
  },
  {
    id: 'law',
    description: 'E·C·S: 규칙과 제도로 사람들의 문제를 풀고 공정하게 판단하고 싶어요',
    answers: {
      value: cardSort(
        ['v-relationships-moral', 'v-recognition-status', 'v-conditions-security'],
        ['v-support-fair', 'v-recognition-expert', 'v-relationships-society'],
      ),
      strength: cardSort(
        ['s-ws-integrity', 's-ws-analytical', 's-ab-written-comprehension'],
        ['s-ab-deductive', 's-ws-detail', 's-ab-oral-expression'],
      ),
      interest: cardSort(
        ['i-e-debate', 'i-c-schedule', 'i-e-public-speech'],
        ['i-c-club-budget', 'i-s-career-talk', 'i-e-student-council'],
      ),
      'trt-phys-cond': traitPhys({ high: ['1.C.5.c', '1.C.7.b', '1.C.5.b', '1.C.4.a'], low: ['1.C.7.a'] }),
      kskill: kskill(
        ['2.C.8.b', '2.C.7.a', '2.C.1.b', '2.C.7.e', '2.C.8.a'],
        ['2.A.1.a', '2.A.1.c', '2.B.4.e', '2.A.2.a', '2.B.1.d'],
      ),
      jpref: jpref({ 'jp-precision': 'high', 'jp-desk': 'desk', 'jp-industry': ['public', 'business'] }),
    },
    expected: {
      jobs: [
        '판사',
        '변호사',
        '법무사',
        '법원 공무원',
        '행정 공무원',
        '세무 공무원',
        '공인노무사',
        '관세사',
        '세무사',
        '손해사정사',
        '감정평가사',
      ],
    },
    minExpected: 4,
    notFirst: { industries: ['design', 'arts', 'construction', 'manufacturing', 'personal', 'hospitality'] },
  },
  {
    // The hair and metalwork cards were added for issue 28 (2026-11-29): a student can now say the
    // subject with a card, not only in words. Expected jobs written before the first run.
    id: 'hair-salon',
    description: 'R·A·E: 친구 머리를 잘라 주고 언젠가 내 숍을 열고 싶어요',
    answers: {
      value: cardSort(
        ['v-recognition-recognition', 'v-independence-decide', 'v-achievement-growth'],
        ['v-conditions-pay', 'v-relationships-service'],
        ['내 숍 열기'],
      ),
      strength: cardSort(['s-ab-finger', 's-ws-social', 's-ab-visualization'], ['s-ab-color', 's-ws-concern']),
      interest: cardSort(
        ['i-r-hair', 'i-a-makeup', 'i-e-run-shop'],
        ['i-a-fashion', 'i-e-sell-goods'],
        ['친구 머리 잘라 주기', '염색 연습'],
      ),
      'trt-phys-cond': traitPhys({ high: ['1.C.3.c', '1.C.3.b', '1.C.7.a'], low: ['1.C.7.b'] }, { standing: 4 }),
      kskill: kskill(['2.C.1.e', '2.C.7.c', '2.C.1.a'], ['2.B.1.a', '2.A.1.b', '2.B.1.f']),
      jpref: jpref({ 'jp-desk': 'active', 'jp-education': 2, 'jp-public': 'often', 'jp-industry': ['personal'] }),
    },
    expected: { jobs: ['미용사', '바버', '메이크업 아티스트', '네일 아티스트', '피부관리사'] },
    minExpected: 3,
    notFirst: { industries: ['it', 'engineering', 'science', 'finance', 'manufacturing', 'media'] },
  },
  {
    id: 'metalwork',
    description: 'R·C: 금속을 자르고 용접해서 무언가 만드는 게 좋아요',
    answers: {
      value: cardSort(
        ['v-conditions-pay', 'v-recognition-expert', 'v-achievement-accomplish'],
        ['v-conditions-security', 'v-achievement-growth'],
        ['기술로 인정받기'],
      ),
      strength: cardSort(['s-ab-manual', 's-ab-stamina', 's-ws-detail'], ['s-ws-persistence', 's-ab-finger']),
      interest: cardSort(
        ['i-r-metalwork', 'i-r-test-machines', 'i-r-build-furniture'],
        ['i-r-fix-faucet', 'i-r-assemble-electronics'],
        ['용접 실습', '철판으로 공구함 만들기'],
      ),
      'trt-phys-cond': traitPhys({ high: ['1.C.5.a', '1.C.5.b', '1.C.1.b'] }, { noise: 4, temperature: 4 }),
      kskill: kskill(['2.C.2.a', '2.C.3.e', '2.C.3.d'], ['2.B.3.h', '2.B.3.j', '2.B.3.m']),
      jpref: jpref({ 'jp-desk': 'active', 'jp-education': 2, 'jp-industry': ['manufacturing', 'construction'] }),
    },
    expected: { jobs: ['용접사', '제관원', '판금원', '철골공', '기계가공 기술자', '금형원'] },
    minExpected: 3,
    notFirst: { industries: ['it', 'finance', 'healthcare', 'arts', 'design', 'media', 'personal'] },
  },
];
