import { describe, expect, it } from 'vitest';
import { securityOf } from './value-cards';

// Korean facts as content/jobs/korea-facts.json holds them (abridged to what the rule reads).
const pharmacist = {
  education: '대졸',
  certificates: [{ name: '약사 면허', required: true, basis: '약사법 제3조(약사 면허) · 제23조(의약품 조제)' }],
  wayIn: {
    exams: ['약사 국가시험'],
    summary:
      '약학대학의 6년 과정을 마치고 약사 국가시험에 합격해 면허를 받아야 해요. 면허를 받은 뒤 약국, 병원 약제부, 제약회사, 공공기관 등에서 일해요. 경력을 쌓은 뒤 자신의 약국을 여는 경우가 많아요.',
  },
};
const courier = {
  education: '학력 무관',
  certificates: [
    {
      name: '화물운송종사 자격',
      required: true,
      basis: '화물자동차 운수사업법 제8조(화물자동차 운수사업의 운전업무 종사자격)',
    },
  ],
  wayIn: {
    exams: [],
    summary:
      '운전면허를 갖추고 화물운송종사 자격시험에 합격해야 영업용 화물차로 택배를 배송할 수 있어요. 많은 택배 기사는 택배 회사의 대리점과 계약을 맺고 개인사업자로 일하며, 배송 차량도 직접 준비하는 경우가 많아요.',
  },
};
const police = {
  education: '학력 무관',
  certificates: [{ name: '1종 보통 운전면허', required: true, basis: '경찰청 순경 공개경쟁채용 응시자격' }],
  wayIn: {
    exams: ['경찰공무원 공개경쟁채용시험'],
    summary: '가장 흔한 길은 순경 공개경쟁채용시험에 합격하는 것이에요.',
  },
};
const translator = {
  education: '대졸',
  certificates: [],
  wayIn: {
    exams: [],
    summary:
      '외국어에 능통한 사람이 번역 회사, 기업, 공공기관 등에서 일하는 경우가 많아요. 출판 번역이나 영상 번역은 번역 에이전시를 통해 프리랜서로 일을 받는 사람이 많고, 전문 분야 지식이 있으면 유리해요.',
  },
};
const photographer = {
  education: '학력 무관',
  certificates: [],
  wayIn: {
    exams: [],
    summary: '스튜디오의 어시스턴트로 시작해 경력을 쌓고, 이후 독립해 프리랜서로 활동하기도 해요.',
  },
};
const judge = {
  education: '대학원졸',
  certificates: [
    {
      name: '변호사 자격',
      required: true,
      basis: '법원조직법 제42조 제2항(판사는 변호사 자격이 있고 법조경력을 갖춘 사람 중에서 임용)',
    },
  ],
  wayIn: { exams: ['법학적성시험(LEET)', '변호사시험'], summary: '변호사시험에 합격한 뒤 법조 경력을 쌓아야 해요.' },
};

describe('the security a job offers by law (the card "오래 일할 수 있는 안정감")', () => {
  it("is a public servant's protected status, in full, whatever licence the exam asks for", () => {
    const security = securityOf(police);
    expect(security?.offer).toBe(1);
    expect(security?.text).toContain('국가공무원법 제68조');
  });

  it('is a licensed profession, in part, naming the licence and the article that reserves the work', () => {
    expect(securityOf(pharmacist)).toEqual({
      offer: 0.75,
      text: '법이 정한 면허나 자격(약사 면허)이 있어야 할 수 있는 일이에요 (약사법 제3조). 면허나 자격은 내 것이라 일터를 옮겨도 같은 일을 이어 갈 수 있어요',
    });
  });

  it('is little where the facts say many do the job as freelancers or on their own account, in their words', () => {
    expect(securityOf(courier)).toEqual({
      offer: 0.2,
      text: '개인사업자로 일하는 사람이 많은 일이에요 (직업 정보의 들어가는 길). 일감이 꾸준할지는 스스로 챙겨야 해요',
    });
    expect(securityOf(translator)?.text).toMatch(/^프리랜서로 일하는 사람이 많은 일이에요/);
  });

  it('is not claimed for a licence open to anyone (no degree), nor where the facts say only some go freelance', () => {
    expect(securityOf({ ...courier, wayIn: { exams: [], summary: '' } })).toBeNull();
    expect(securityOf(photographer)).toBeNull();
  });

  it('is not claimed from a licence the law asks of whoever is appointed to a post (a condition of the post)', () => {
    expect(securityOf(judge)).toBeNull();
  });
});
