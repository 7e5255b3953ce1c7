import { describe, expect, it } from 'vitest';
import { legalSecurityOf } from './value-cards';

// Korean facts as content/jobs/korea-facts.json holds them (abridged to what the rule reads).
const pharmacist = {
  education: '대졸',
  certificates: [{ name: '약사 면허', required: true, basis: '약사법 제3조(약사 면허) · 제23조(의약품 조제)' }],
  wayIn: { exams: ['약사 국가시험'] },
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
  wayIn: { exams: [] },
};
const police = {
  education: '학력 무관',
  certificates: [{ name: '1종 보통 운전면허', required: true, basis: '경찰청 순경 공개경쟁채용 응시자격' }],
  wayIn: { exams: ['경찰공무원 공개경쟁채용시험'] },
};
const designer = { education: '대졸', certificates: [], wayIn: { exams: [] } };
const judge = {
  education: '대학원졸',
  certificates: [
    {
      name: '변호사 자격',
      required: true,
      basis: '법원조직법 제42조 제2항(판사는 변호사 자격이 있고 법조경력을 갖춘 사람 중에서 임용)',
    },
  ],
  wayIn: { exams: ['법학적성시험(LEET)', '변호사시험'] },
};

describe('the security a job offers by law (the card "오래 일할 수 있는 안정감")', () => {
  it("is a public servant's protected status, in full, whatever licence the exam asks for", () => {
    const security = legalSecurityOf(police);
    expect(security?.offer).toBe(1);
    expect(security?.text).toContain('국가공무원법 제68조');
  });

  it('is a licensed profession, in part, naming the licence and the article that reserves the work', () => {
    expect(legalSecurityOf(pharmacist)).toEqual({
      offer: 0.75,
      text: '법이 정한 면허나 자격(약사 면허)이 있어야 할 수 있는 일이에요 (약사법 제3조). 면허나 자격은 내 것이라 일터를 옮겨도 같은 일을 이어 갈 수 있어요',
    });
  });

  it('is not claimed for a licence open to anyone (no degree), nor for a job with no licence or exam', () => {
    expect(legalSecurityOf(courier)).toBeNull();
    expect(legalSecurityOf(designer)).toBeNull();
  });

  it('is not claimed from a licence the law asks of whoever is appointed to a post (a condition of the post)', () => {
    expect(legalSecurityOf(judge)).toBeNull();
  });
});
