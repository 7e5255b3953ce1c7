import { describe, expect, it } from 'vitest';
import { jobDetailSchema } from '../../../shared/contracts/jobs';
import { buildJobCatalog, CATALOG_FILE, getJobCatalog } from './catalog';
import { readCatalogFile } from './catalog-file';
import { presentJobDetail } from './jobs.presenter';
import { FIXTURE_CERTIFICATES, fixtureKoreaFacts } from './korea-facts.fixture';

const file = readCatalogFile(CATALOG_FILE);
const facts = fixtureKoreaFacts();
facts.missing = file.jobs.map((job) => job.name).filter((name) => !Object.hasOwn(facts.jobs, name));
const catalog = buildJobCatalog(file, getJobCatalog().knowledgeSkillLabels, {
  facts,
  certificates: FIXTURE_CERTIFICATES,
});
const detail = (name: string) => {
  const job = catalog.findByName(name);
  if (!job) throw new Error(`${name} is not in the catalog`);
  return jobDetailSchema.parse(presentJobDetail(catalog, job));
};

/** The Korean facts of a job as the job page gets them, from the real catalog and its facts. */
const present = (name: string) => {
  const real = getJobCatalog();
  const job = real.findByName(name);
  if (!job) throw new Error(`${name} is not in the catalog`);
  return jobDetailSchema.parse(presentJobDetail(real, job)).korea;
};

describe('presentJobDetail: 한국에서 이 일을 하려면', () => {
  it('says what the law says about staying in the job, citing the law with the day it was checked, and null where no source says', () => {
    const judge = present('판사');
    expect(judge?.stability).toEqual({
      kind: 'status',
      text: '법관은 탄핵이나 금고 이상의 형의 선고가 아니면 파면되지 않아요 (헌법 제106조). 임기는 10년이고 연임할 수 있어요 (헌법 제105조)',
    });
    expect(judge?.sources).toContainEqual({
      title: '대한민국헌법 (국가법령정보센터)',
      checked: '2026-11-29',
      url: 'https://www.law.go.kr/법령/대한민국헌법',
    });
    const clerk = present('행정 공무원');
    expect(clerk?.stability?.text).toContain('(국가공무원법 제68조)');
    expect(clerk?.sources.map((source) => source.title)).toContain('국가공무원법 (국가법령정보센터)');
    expect(present('외교관')?.stability?.text).toContain('외무공무원');
    expect(present('사진작가')?.stability).toBeNull();
    expect(present('직업군인')?.stability).toBeNull();
  });

  it('says how long a degree takes where the law makes it six years, citing the decree', () => {
    const dentist = present('치과의사');
    expect(dentist?.degreeLength).toEqual({ years: 6, text: '치과대학의 학사 과정은 6년이에요 (고등교육법 시행령)' });
    expect(dentist?.sources).toContainEqual({
      title: '고등교육법 시행령 (국가법령정보센터)',
      checked: '2026-11-29',
      url: 'https://www.law.go.kr/법령/고등교육법시행령',
    });
    expect(present('간호사')?.degreeLength).toBeNull();
  });

  it('gives majors by 계열, certificates with issuer and kind (required first), the way in and the attribution', () => {
    const nurse = detail('간호사');
    expect(nurse.korea).toEqual({
      majors: { anyMajor: false, groups: [{ field: '의약계열', names: ['간호학과'] }] },
      education: '대졸',
      degreeLength: null,
      certificates: [{ name: '간호사 면허', issuer: '보건복지부', kind: '국가전문자격', required: true }],
      requirements: [
        {
          anyOf: [{ name: '간호사 면허', issuer: '보건복지부', kind: '국가전문자격' }],
          condition: null,
          basis: '의료법 제27조',
        },
      ],
      wayIn: {
        summary: '간호학과를 졸업하고 간호사 국가시험에 합격해 면허를 받아요.',
        exams: ['간호사 국가시험'],
        training: null,
        firstRoles: ['병동 간호사'],
      },
      stability: {
        kind: 'licence',
        text: '법이 정한 면허나 자격(간호사 면허)이 있어야 할 수 있는 일이에요 (의료법 제27조). 면허나 자격은 내 것이라 일터를 옮겨도 같은 일을 이어 갈 수 있어요',
      },
      sources: [
        { title: '의료법 (국가법령정보센터)', checked: '2026-11-28', url: null },
        { title: '국가데이터처 통계분류포털, 한국고용직업분류(2025)', checked: '2026-11-28', url: null },
      ],
      attribution: '진로의 시간 팀 정리 (2026년 11월 기준)',
    });
  });

  it('groups 필수 alternatives into one "one of" requirement, and keeps a condition with its requirement', () => {
    expect(detail('응급구조사').korea?.requirements).toEqual([
      {
        anyOf: [
          { name: '1급 응급구조사', issuer: '보건복지부', kind: '국가전문자격' },
          { name: '2급 응급구조사', issuer: '보건복지부', kind: '국가전문자격' },
        ],
        condition: null,
        basis: '응급의료에 관한 법률 제36조',
      },
    ]);
    expect(detail('관광 가이드').korea?.requirements).toEqual([
      {
        anyOf: [{ name: '관광통역안내사', issuer: '문화체육관광부', kind: '국가전문자격' }],
        condition: '외국인 관광객을 안내할 때',
        basis: '관광진흥법 제38조 제1항',
      },
    ]);
  });

  it('says 전공 무관 where that is the truth', () => {
    expect(detail('영상 크리에이터').korea?.majors).toEqual({ anyMajor: true, groups: [] });
  });

  it('answers null for a job the team has no facts for, with the links and KECO source still there', () => {
    const job = detail('웹 개발자');
    expect(job.korea).toBeNull();
    expect(job.links.work24).toContain(encodeURIComponent('웹 개발자'));
    expect(job.classification.source).toBe('출처: 국가데이터처 통계분류포털, 한국고용직업분류(2025)');
  });

  it('lists as similar jobs the catalog’s related jobs, each a catalog job', () => {
    const job = detail('소프트웨어 개발자');
    expect(job.related.map((related) => related.name)).toEqual(catalog.findByName('소프트웨어 개발자')?.related);
  });
});
