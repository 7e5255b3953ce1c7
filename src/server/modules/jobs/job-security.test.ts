import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../../lib/app-root';
import { securityOf } from '../recommendations/value-cards';
import { jobSecurity } from './job-security';

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

const diplomat = {
  education: '대졸',
  certificates: [],
  wayIn: {
    exams: ['외교관후보자 선발시험', '국가공무원 7급 공개경쟁채용시험(외무영사직)'],
    summary: '외교관후보자 선발시험에 합격하고 국립외교원 정규과정을 마쳐야 해요.',
  },
};
const teacher = {
  education: '대졸',
  certificates: [],
  wayIn: { exams: ['교원임용시험 (중등교사 임용후보자 선정경쟁시험)'], summary: '사범대학을 졸업해요.' },
};
const paramedic = {
  ...police,
  wayIn: { exams: ['응급구조사 국가시험', '소방공무원 공개경쟁채용시험'], summary: '응급구조학과를 졸업해요.' },
};

describe("a job's security from its Korean facts (jobs/job-security.ts)", () => {
  it("is a public servant's protected status when every way in is a public servant's exam, with the law to cite", () => {
    expect(jobSecurity(police, '경찰관')).toEqual({
      kind: 'status',
      text: '공무원은 형의 선고나 징계처분, 법이 정한 사유가 아니면 본인의 뜻에 반해 휴직·강임·면직되지 않아요 (국가공무원법 제68조). 지방공무원도 지방공무원법이 신분을 보장해요',
      source: {
        title: '국가공무원법 (국가법령정보센터)',
        checked: '2026-11-29',
        url: 'https://www.law.go.kr/법령/국가공무원법',
      },
    });
    expect(jobSecurity(teacher, '중학교 교사')?.text).toBe(
      '국공립 학교 교사로 임용되면 교육공무원으로 법이 신분을 보장해요 (교육공무원법 제43조)',
    );
    expect(jobSecurity(paramedic, '응급구조사')).toBeNull();
  });

  it("is a diplomat's status as a 외무공무원, read from the 외교관후보자 exam", () => {
    const security = jobSecurity(diplomat, '외교관');
    expect(security?.kind).toBe('status');
    expect(security?.text).toContain('외무공무원');
    expect(security?.text).toContain('(국가공무원법 제2조)');
  });

  it("is a judge's status under the Constitution, found by name (the facts name no exam of the post)", () => {
    expect(jobSecurity(judge, '판사')).toEqual({
      kind: 'status',
      text: '법관은 탄핵이나 금고 이상의 형의 선고가 아니면 파면되지 않아요 (헌법 제106조). 임기는 10년이고 연임할 수 있어요 (헌법 제105조)',
      source: {
        title: '대한민국헌법 (국가법령정보센터)',
        checked: '2026-11-29',
        url: 'https://www.law.go.kr/법령/대한민국헌법',
      },
    });
  });

  it('is a licensed profession, naming the licence and the article that reserves the work', () => {
    expect(jobSecurity(pharmacist, '약사')).toEqual({
      kind: 'licence',
      text: '법이 정한 면허나 자격(약사 면허)이 있어야 할 수 있는 일이에요 (약사법 제3조). 면허나 자격은 내 것이라 일터를 옮겨도 같은 일을 이어 갈 수 있어요',
      source: null,
    });
  });

  it("is work on one's own account where the facts say many do the job so, in their words", () => {
    expect(jobSecurity(courier, '택배 기사')).toEqual({
      kind: 'own-account',
      text: '개인사업자로 일하는 사람이 많은 일이에요 (직업 정보의 들어가는 길). 일감이 꾸준할지는 스스로 챙겨야 해요',
      source: null,
    });
    expect(jobSecurity(translator, '번역가')?.text).toMatch(/^프리랜서로 일하는 사람이 많은 일이에요/);
  });

  it('is not claimed for a licence open to anyone, where only some go freelance, or from a licence a post asks for', () => {
    expect(jobSecurity({ ...courier, wayIn: { exams: [], summary: '' } }, '택배 기사')).toBeNull();
    expect(jobSecurity(photographer, '사진작가')).toBeNull();
    expect(jobSecurity(judge, '검사')).toBeNull();
  });
});

describe('what each kind offers the card "오래 일할 수 있는 안정감" (recommendations/value-cards.ts)', () => {
  it("is all of it for a status, part for a licence, little for work on one's own account", () => {
    expect(securityOf(police, '경찰관')?.offer).toBe(1);
    expect(securityOf(judge, '판사')?.offer).toBe(1);
    expect(securityOf(pharmacist, '약사')?.offer).toBe(0.75);
    expect(securityOf(courier, '택배 기사')?.offer).toBe(0.2);
    expect(securityOf(photographer, '사진작가')).toBeNull();
  });
});

/**
 * Every law a job fact quotes was read, and the record says where: the audit's JSON lists each
 * article with the stored copies read and the date. A new article in job-security.ts or
 * degree-length.ts fails here until it is checked and recorded.
 */
describe('the laws the job facts quote (content/jobs/audit/laws-quoted-2026-11-29.json)', () => {
  const record = JSON.parse(readFileSync(path.join(CONTENT_DIR, 'jobs/audit/laws-quoted-2026-11-29.json'), 'utf8')) as {
    articles: { article: string; checked: string; read: { url: string; says: string }[] }[];
  };
  const quoted = ['job-security.ts', 'degree-length.ts'].flatMap((file) => {
    const source = readFileSync(path.join(import.meta.dirname, file), 'utf8');
    return [...source.matchAll(/\(((?:[가-힣]+법)(?: 시행령)?(?: 제\d+조)?)\)/g)].map((m) => m[1]);
  });

  it('holds every article quoted, each read in at least one stored copy on its date', () => {
    expect(new Set(quoted)).toEqual(
      new Set([
        '국가공무원법 제68조',
        '교육공무원법 제43조',
        '국가공무원법 제2조',
        '헌법 제106조',
        '헌법 제105조',
        '고등교육법 시행령',
      ]),
    );
    for (const article of new Set(quoted)) {
      const entry = record.articles.find((a) => a.article === article);
      expect(entry, article).toBeDefined();
      expect(entry?.checked).toBe('2026-11-29');
      expect(entry?.read.length, article).toBeGreaterThan(0);
    }
  });
});
